// The calls of spec §7 to the content service, each resolving to a ContentResult of our own types.
import { type Currency, contentServiceUrl, findEdition, LIMITS, type SortOption } from '@shop/editions';
import type { ContentClientOptions } from './config.js';
import { buildConstraints, type ConstraintsInput } from './constraints.js';
import { ContentError } from './errors.js';
import { settled } from './result.js';
import type { PageRequestBody, SearchRequestBody } from './service-types.js';
import {
  type TransformContext,
  toContentPage,
  toMenu,
  toProductSummaries,
  toSearchResult,
  toSitemapListing,
  toSnippets,
  toStorefrontSettings,
} from './transforms.js';
import { type CallOptions, createTransport } from './transport.js';
import type {
  Autosuggestion,
  ContentPage,
  MenuItem,
  ProductSummary,
  SearchResult,
  SitemapEntry,
  SitemapListing,
  Snippet,
  StorefrontSettings,
} from './types.js';

/** The shopper's context of a request (spec §3 search constraints); the language comes from the client. */
export type Shopper = Omit<ConstraintsInput, 'language'>;

export interface ContentCallOptions extends CallOptions {
  shopper?: Shopper;
}

export interface PageCallOptions extends ContentCallOptions {
  /**
   * Fetch options of the `/scrape` fallback when they should differ from the page request's, e.g. a shorter
   * `next.revalidate`, so a cached page made from the web edition gives way soon after the page service is back.
   * The signal is always the page request's.
   */
  fallback?: Omit<CallOptions, 'signal'>;
}

export interface ListingFilters {
  size?: string[];
  priceFrom?: number;
  priceTo?: number;
  inStock?: boolean;
}

export interface PageInput {
  /** The public path (`/de/c/…`, `/global/p/…`); `/global/c|p/` is sent as `/en/…`. */
  url: string;
  filters?: ListingFilters;
  sort?: SortOption;
  count?: number;
  offset?: number;
  /** Query parameters of the page, e.g. `{ redirectBundleId }`. */
  params?: Record<string, string>;
  bundles?: Record<string, unknown>;
  slot?: string;
  enableAggregations?: boolean;
}

export interface SearchInput {
  phrase: string;
  filters?: ListingFilters;
  sort?: SortOption;
  count?: number;
  offset?: number;
  enableAggregations?: boolean;
}

export interface AutosuggestInput {
  phrase: string;
  /** The edition's language by default. */
  language?: string;
  /** 4 by default (spec §9). */
  count?: number;
}

export interface LookupInput {
  datatype: 'variant' | 'product';
  ids: readonly string[];
}

export interface DocumentsInput extends LookupInput {
  fields?: string[];
}

export interface SitemapInput {
  /** 1000 by default; the service answers at most 5000 at a time. */
  count?: number;
  offset?: number;
}

/** Entries per call when listing all: an answer of about half a megabyte, small enough for a fetch cache to keep. */
const SITEMAP_PAGE_SIZE = 1000;

export interface RecommendationsInput {
  productId: string;
  recommendationId?: 'similar-products' | 'accessories';
  count?: number;
}

const SORTING: Record<SortOption, Record<string, 'asc' | 'desc'>> = {
  popularity: { popularity: 'asc' },
  'price-asc': { price: 'asc' },
  'price-desc': { price: 'desc' },
  new: { new: 'asc' },
};

function aggregationsOf(filters: ListingFilters | undefined): Record<string, unknown> {
  if (!filters) return {};
  return {
    ...(filters.size?.length ? { size: [...filters.size] } : {}),
    ...(filters.priceFrom !== undefined ? { price_from: filters.priceFrom } : {}),
    ...(filters.priceTo !== undefined ? { price_to: filters.priceTo } : {}),
    ...(filters.inStock ? { in_stock: true } : {}),
  };
}

function basicAuthorization(user: string, password: string): string {
  const bytes = new TextEncoder().encode(`${user}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

export type ContentClient = ReturnType<typeof createContentClient>;

export function createContentClient(options: ContentClientOptions) {
  const transport = createTransport(options);
  const edition = findEdition(options.language);
  const ctx: TransformContext = { currency: (edition?.prices.currency ?? 'EUR') as Currency };
  const constraints = (call: ContentCallOptions | undefined, language = options.language) =>
    buildConstraints({ ...call?.shopper, language });

  async function page(input: PageInput, call?: PageCallOptions): Promise<ContentPage> {
    const body: PageRequestBody = {
      url: contentServiceUrl(input.url),
      searchPhrase: '',
      isSearch: false,
      enableAggregations: input.enableAggregations ?? true,
      aggregations: aggregationsOf(input.filters),
      sorting: SORTING[input.sort ?? 'popularity'],
      count: input.count ?? 48,
      offset: input.offset ?? 0,
      bundles: input.bundles ?? {},
      constraints: constraints(call),
      params: input.params ?? {},
      ...(input.slot ? { slot: input.slot } : {}),
    };
    try {
      return toContentPage(
        await transport({ method: 'POST', path: '/enterprise/page', body, kind: 'page' }, call),
        ctx,
      );
    } catch (error) {
      if (!(error instanceof ContentError) || error.kind === 'aborted' || !options.scrape) throw error;
      // Spec §7: a page request that is not 200 falls back to the web edition behind /scrape, same body.
      try {
        const headers = { authorization: basicAuthorization(options.scrape.user, options.scrape.password) };
        const fallbackCall = call?.fallback ? { ...call.fallback, signal: call.signal } : call;
        return toContentPage(
          await transport({ method: 'POST', path: '/scrape', body, headers, kind: 'scrape' }, fallbackCall),
          ctx,
        );
      } catch {
        throw error;
      }
    }
  }

  async function searchRaw(
    body: SearchRequestBody,
    call: ContentCallOptions | undefined,
    kind: 'search' | 'autosuggest',
  ) {
    return transport({ method: 'POST', path: '/search/public', body, kind }, call);
  }

  async function search(input: SearchInput, call?: ContentCallOptions): Promise<SearchResult> {
    const raw = await searchRaw(
      {
        searchPhrase: input.phrase,
        isSearch: true,
        enableAggregations: input.enableAggregations ?? true,
        aggregations: aggregationsOf(input.filters),
        sorting: input.sort ? SORTING[input.sort] : [],
        count: input.count ?? 48,
        offset: input.offset ?? 0,
        constraints: constraints(call),
      },
      call,
      'search',
    );
    return toSearchResult(raw, ctx);
  }

  async function autosuggest(input: AutosuggestInput, call?: ContentCallOptions): Promise<Autosuggestion> {
    const raw = await searchRaw(
      {
        searchPhrase: input.phrase,
        isSearch: true,
        enableAggregations: false,
        aggregations: [],
        sorting: [],
        count: input.count ?? LIMITS.suggestions,
        offset: 0,
        constraints: constraints(call, input.language),
      },
      call,
      'autosuggest',
    );
    const result = toSearchResult(raw, ctx);
    return {
      products: result.products.items,
      total: result.products.total,
      categories: result.categories,
      links: result.links,
      suggestion: result.suggestion,
    };
  }

  async function documentsRaw(
    body: Record<string, unknown>,
    call?: ContentCallOptions,
  ): Promise<ProductSummary[]> {
    const raw = (await transport(
      { method: 'POST', path: '/documents/public', body, kind: 'documents' },
      call,
    )) as {
      items?: unknown;
    };
    return toProductSummaries(raw?.items, ctx);
  }

  /** Product lookup (FAQ product page, wishlist count): only language and group go with it (spec §7). */
  function lookup(input: LookupInput, call?: ContentCallOptions): Promise<ProductSummary[]> {
    const group = call?.shopper?.customerGroup ?? options.language;
    return documentsRaw(
      {
        datatype: input.datatype,
        ids: [...input.ids],
        constraints: { 'query.language': options.language, 'query.group': group },
      },
      call,
    );
  }

  /** Documents by id with the full constraints and an optional field list. */
  function documents(input: DocumentsInput, call?: ContentCallOptions): Promise<ProductSummary[]> {
    return documentsRaw(
      {
        datatype: input.datatype,
        ids: [...input.ids],
        fields: input.fields ?? [],
        constraints: constraints(call),
      },
      call,
    );
  }

  async function recommendations(
    input: RecommendationsInput,
    call?: ContentCallOptions,
  ): Promise<ProductSummary[]> {
    const raw = (await transport(
      {
        method: 'POST',
        path: '/recommendation/public',
        kind: 'recommendations',
        body: {
          recommendationId: input.recommendationId ?? 'similar-products',
          productId: input.productId,
          count: input.count ?? 5,
          constraints: constraints(call),
        },
      },
      call,
    )) as { items?: unknown };
    return toProductSummaries(raw?.items, ctx);
  }

  async function snippets(ids: readonly string[], call?: ContentCallOptions): Promise<Snippet[]> {
    const raw = await transport(
      {
        method: 'POST',
        path: '/enterprise/snippets',
        kind: 'snippets',
        body: { snippetIds: [...ids], constraints: constraints(call) },
      },
      call,
    );
    return toSnippets(raw);
  }

  async function storefrontSettings(call?: ContentCallOptions): Promise<StorefrontSettings> {
    const [settings] = await snippets(['storefront-settings'], call);
    return toStorefrontSettings(settings);
  }

  /** One page of every page the edition has (home, content, categories, products, bundles), for sitemaps. */
  async function sitemap(input: SitemapInput = {}, call?: ContentCallOptions): Promise<SitemapListing> {
    const body = { count: input.count ?? 1000, offset: input.offset ?? 0, constraints: constraints(call) };
    return toSitemapListing(
      await transport({ method: 'POST', path: '/enterprise/sitemap', body, kind: 'sitemap' }, call),
    );
  }

  /** Every page of the edition for its sitemap, `pageSize` (1000) entries a call. */
  async function sitemapEntries(
    input: { pageSize?: number } = {},
    call?: ContentCallOptions,
  ): Promise<SitemapEntry[]> {
    const entries: SitemapEntry[] = [];
    for (;;) {
      const count = input.pageSize ?? SITEMAP_PAGE_SIZE;
      const listing = await sitemap({ count, offset: entries.length }, call);
      entries.push(...listing.entries);
      if (listing.entries.length === 0 || entries.length >= listing.total) return entries;
    }
  }

  /** The menu in the client's language (the app shows none when it fails, spec §7). */
  async function menu(call?: CallOptions): Promise<MenuItem[]> {
    return toMenu(
      await transport({ method: 'GET', path: '/enterprise/menu', kind: 'menu' }, call),
      options.language,
    );
  }

  // Inside, the calls throw a ContentError and build on each other; each resolves to a ContentResult outside.
  return {
    language: options.language,
    page: settled(page),
    search: settled(search),
    autosuggest: settled(autosuggest),
    lookup: settled(lookup),
    documents: settled(documents),
    recommendations: settled(recommendations),
    snippets: settled(snippets),
    storefrontSettings: settled(storefrontSettings),
    menu: settled(menu),
    sitemap: settled(sitemap),
    sitemapEntries: settled(sitemapEntries),
  };
}
