// POST /enterprise/page: resolves a url to a category, product group, bundle, content page, redirect or 404.

import { type CatalogueProduct, textIn } from '../catalogue/read-model';
import type { Db } from '../db/database';
import { decodeSegment } from '../floor/http';
import type { TextLanguage } from '../floor/markets';
import { mediaUrl } from '../floor/media';
import {
  type DocumentContext,
  productDetail,
  productDocument,
  productFields,
  variantFields,
} from './documents';
import { queryListing } from './listing';
import { productGroup } from './listing-response';
import { minimizedFooterElements, minimizedHeaderElements } from './minimized';
import { categoryTrail } from './model';
import {
  type Body,
  booleanField,
  type Constraints,
  ContentError,
  DEFAULT_COUNT,
  filtersOf,
  integerField,
  MAX_COUNT,
  sortingOf,
  stringField,
} from './request';
import { searchResult } from './search';
import { FAQ_URLS, servicePage } from './service-pages';
import { LABELS, tr } from './texts';

/** Public prefixes the service also knows its languages by. */
const PREFIX_ALIASES: Record<string, TextLanguage> = { global: 'en', uk: 'gb' };

export interface PageEnv {
  db: Db;
  languages: readonly TextLanguage[];
  context: (language: TextLanguage) => DocumentContext;
}

const emptyConfig = () => ({ top: { elements: [] as unknown[] }, bottom: { elements: [] as unknown[] } });

/** Splits `/de/c/x/?a=1` into its language and the url the service stores (`/de/c/x/`). */
export function normalizeUrl(raw: string): { language: string; url: string } {
  const path = (raw.split(/[?#]/)[0] ?? '').trim();
  const segments = path.split('/');
  const first = (segments[1] ?? '').toLowerCase();
  const language = PREFIX_ALIASES[first] ?? first;
  if (PREFIX_ALIASES[first]) segments[1] = language;
  return { language, url: segments.join('/') };
}

export function notFound(): never {
  throw new ContentError(404, 'Page not found');
}

export async function resolvePage(env: PageEnv, body: Body, constraints: Constraints) {
  const rawUrl = stringField(body, 'url', true) as string;
  if (!rawUrl.startsWith('/') || rawUrl.length > 2000)
    throw new ContentError(400, 'url must be a path starting with /');
  const paramsRaw = body.params ?? {};
  if (typeof paramsRaw !== 'object' || paramsRaw === null || Array.isArray(paramsRaw)) {
    throw new ContentError(400, 'params must be an object');
  }
  const params = paramsRaw as Record<string, unknown>;
  const { language: lang, url } = normalizeUrl(rawUrl);
  if (!(env.languages as readonly string[]).includes(lang)) notFound();
  const language = lang as TextLanguage;
  const ctx = env.context(language);
  const { model } = ctx;
  const experiments = constraints.experiments ?? [];
  const answer = (type: string, data: unknown) => ({ type, language, experiments, data });
  const count = integerField(body, 'count', DEFAULT_COUNT, 0, MAX_COUNT);
  const offset = integerField(body, 'offset', 0, 0, 1_000_000);
  const enableAggregations = booleanField(body, 'enableAggregations', true);
  const filters = filtersOf(body);
  const sorting = sortingOf(body, 'popularity');

  if (booleanField(body, 'isSearch', false)) {
    return answer('search', await searchResult(env.db, body, constraints, ctx));
  }
  const bundleId = params.redirectBundleId;
  if (bundleId !== undefined) {
    const bundle = model.bundles.get(Number(bundleId));
    if (!bundle) notFound();
    return answer('bundle', bundleData(bundle.id, ctx));
  }
  const redirect = model.redirects.get(url);
  if (redirect) return answer('redirect', redirect);
  if (!url.endsWith('/') && isKnown(env, url, language)) {
    return answer('redirect', { target: `${url}/`, code: 301 });
  }

  const listing = async (scope: { categoryId?: number; productIds?: number[] }) => {
    const result = await queryListing(env.db, {
      language,
      currency: ctx.currency,
      phrase: null,
      categoryId: scope.categoryId ?? null,
      productIds: scope.productIds ?? null,
      filters,
      sorting,
      count,
      offset,
      useStock: constraints.useStock,
      withAggregations: enableAggregations,
      withCategories: false,
    });
    return productGroup(result, ctx, filters, offset, enableAggregations);
  };

  const categoryId = model.categoryByUrl.get(url);
  if (categoryId !== undefined) {
    const category = model.categories.get(categoryId);
    if (!category) notFound();
    const text = category.texts.get(language);
    const trail = categoryTrail(model, categoryId);
    const product = await listing({ categoryId });
    return answer('category', {
      self: {
        id: String(category.id),
        type: 'category',
        title: text?.name ?? '',
        description: text?.description ?? '',
        url: text?.seoUrl ?? url,
        meta_title: text?.name ?? '',
        meta_description: text?.description ?? '',
        navigation: {
          breadcrumb: trail.map((c) => ({
            title: c.texts.get(language)?.name ?? '',
            url: c.texts.get(language)?.seoUrl ?? '',
          })),
        },
        subcategories: category.children.map((child) => ({
          id: String(child.id),
          title: child.texts.get(language)?.name ?? '',
          url: child.texts.get(language)?.seoUrl ?? '',
        })),
        selfLinks: Object.fromEntries([...category.texts.entries()].map(([l, t]) => [l, t.seoUrl])),
      },
      product,
      banners: categoryBanners(ctx, text?.name ?? '', product.items[0]?.fields.picture_url_main ?? null),
      config: emptyConfig(),
    });
  }
  const collectionId = model.collectionByUrl.get(url);
  if (collectionId !== undefined) {
    const collection = model.catalogue.collectionsById.get(collectionId);
    if (!collection) notFound();
    const text = textIn(collection.texts, language);
    return answer('category', {
      self: {
        id: `collection-${collection.id}`,
        type: 'category',
        title: text?.title ?? '',
        description: text?.description ?? '',
        url: text?.seoUrl ?? url,
        meta_title: text?.title ?? '',
        meta_description: text?.description ?? '',
        navigation: { breadcrumb: [{ title: text?.title ?? '', url: text?.seoUrl ?? url }] },
        subcategories: [],
        selfLinks: Object.fromEntries([...collection.texts.entries()].map(([l, t]) => [l, t.seoUrl])),
      },
      product: await listing({ productIds: collection.productIds }),
      banners: [],
      config: emptyConfig(),
    });
  }
  const product = productAt(env, url, language);
  if (product) {
    return answer('makaira-productgroup', { self: productDetail(product, ctx), config: emptyConfig() });
  }
  const bundle = model.bundleByUrl.get(url);
  if (bundle) return answer('bundle', bundleData(bundle.id, ctx));
  const pageId = model.pageByUrl.get(url);
  if (pageId !== undefined) {
    const page = model.catalogue.pagesById.get(pageId);
    const text = page ? textIn(page.texts, language) : undefined;
    if (!page || !text) notFound();
    return answer('page', {
      self: {
        id: String(page.id),
        type: 'page',
        title: text.title,
        url: text.seoUrl,
        meta_title: text.title,
        meta_description: text.bodySummary.slice(0, 154),
        selfLinks: Object.fromEntries([...page.texts.entries()].map(([l, t]) => [l, t.seoUrl])),
      },
      config: {
        top: {
          elements: [
            {
              id: `page-${page.id}-text`,
              component: 'text',
              properties: { content: { title: text.title, html: text.bodyHtml } },
            },
            ...minimizedHeaderElements(page.handle, ctx),
          ],
        },
        bottom: { elements: minimizedFooterElements(page.handle, ctx) },
      },
    });
  }
  if (url === `/${language}/`) return answer('page', homeData(ctx));
  const service = servicePage(ctx, url);
  if (service) return answer('page', service);
  if (url === `/${language}/m/vitalis/`) {
    return answer('manufacturer', {
      self: {
        id: 'vitalis',
        type: 'manufacturer',
        title: 'Vitalis',
        url,
        selfLinks: {},
        navigation: { breadcrumb: [] },
      },
      product: await listing({}),
      banners: [],
      config: emptyConfig(),
    });
  }
  notFound();
}

/** Products by seoUrl, or by the lookup shape `/{lang}/p/{id}` (product id or article number). */
function productAt(env: PageEnv, url: string, language: TextLanguage): CatalogueProduct | undefined {
  const model = env.context(language).model;
  const bySeo = model.productByUrl.get(url);
  if (bySeo) return bySeo;
  const lookup = /^\/[a-z]{2}\/p\/([^/]+)\/?$/.exec(url);
  if (!lookup?.[1]) return undefined;
  const key = decodeSegment(lookup[1]);
  if (key === null) return undefined;
  return (
    model.productByArticleNumber.get(key) ??
    (/^\d+$/.test(key) ? model.catalogue.productsById.get(Number(key)) : undefined)
  );
}

function isKnown(env: PageEnv, url: string, language: TextLanguage): boolean {
  const model = env.context(language).model;
  const slash = `${url}/`;
  return (
    model.categoryByUrl.has(slash) ||
    model.productByUrl.has(slash) ||
    model.pageByUrl.has(slash) ||
    model.collectionByUrl.has(slash) ||
    model.bundleByUrl.has(slash)
  );
}

function categoryBanners(ctx: DocumentContext, title: string, image: unknown) {
  if (typeof image !== 'string') return [];
  return [
    {
      id: 'banner-service',
      position: 5,
      image,
      title,
      text: tr(LABELS.service, ctx.language),
      link: FAQ_URLS[ctx.language] ?? `/${ctx.language}/`,
    },
  ];
}

export function bundleData(bundleId: number, ctx: DocumentContext) {
  const bundle = ctx.model.bundles.get(bundleId);
  if (!bundle) notFound();
  const text = bundle.texts.get(ctx.language);
  const items = bundle.items.flatMap(({ variantId, quantity }) => {
    const variant = ctx.model.catalogue.variantsById.get(variantId);
    if (!variant) return [];
    return [{ quantity, variant: variantFields(variant, ctx), product: productFields(variant.product, ctx) }];
  });
  const sum = items.reduce((total, item) => total + Number(item.variant.price) * item.quantity, 0);
  return {
    self: {
      id: String(bundle.id),
      type: 'bundle',
      title: text?.title ?? bundle.handle,
      description: text?.description ?? '',
      url: text?.seoUrl ?? '',
      currency: ctx.currency,
      price: Number(bundle.prices.get(ctx.currency) ?? 0),
      strikethrough_price: Math.round(sum * 100) / 100,
      items,
      selfLinks: Object.fromEntries([...bundle.texts.entries()].map(([l, t]) => [l, t.seoUrl])),
    },
    config: emptyConfig(),
  };
}

function homeData(ctx: DocumentContext) {
  const { model, language } = ctx;
  const best = [...model.catalogue.products].sort((a, b) => b.popularity - a.popularity).slice(0, 8);
  return {
    self: {
      id: `home-${language}`,
      type: 'page',
      title: tr(LABELS.home, language),
      url: `/${language}/`,
      selfLinks: Object.fromEntries(
        (['de', 'en', 'gb', 'fr', 'it', 'nl', 'pl', 'es', 'id'] as const).map((l) => [l, `/${l}/`]),
      ),
    },
    config: {
      top: {
        elements: [
          {
            id: 'home-hero',
            component: 'hero-teaser',
            properties: {
              content: {
                title: textIn(model.catalogue.collections[0]?.texts ?? new Map(), language)?.title ?? '',
                image: mediaUrl(ctx.origin, best[0]?.images[0]?.fileName ?? ''),
                link: model.roots[0]?.texts.get(language)?.seoUrl ?? `/${language}/`,
              },
            },
          },
          {
            id: 'home-categories',
            component: 'category-tiles',
            properties: {
              content: {
                items: model.roots.map((root) => ({
                  title: root.texts.get(language)?.name ?? '',
                  url: root.texts.get(language)?.seoUrl ?? '',
                })),
              },
            },
          },
        ],
      },
      bottom: {
        elements: [
          {
            id: 'home-bestsellers',
            component: 'product-teaser',
            properties: {
              content: {
                title: tr(LABELS.badgeBestseller, language),
                products: best.map((p) => productDocument(p, ctx)),
              },
            },
          },
        ],
      },
    },
  };
}

/** The old web edition, for the storefront's /scrape fallback: the page's title and a plain HTML body. */
export async function webedition(env: PageEnv, body: Body, constraints: Constraints) {
  const page = await resolvePage(
    env,
    { ...body, isSearch: false, enableAggregations: false, count: 0 },
    constraints,
  );
  const data = page.data as { self?: { title?: string; url?: string } };
  const title = data.self?.title ?? '';
  return {
    type: 'webedition',
    language: page.language,
    data: {
      url: data.self?.url ?? stringField(body, 'url'),
      title,
      html: `<main class="webedition"><h1>${title.replace(/</g, '&lt;')}</h1></main>`,
    },
  };
}
