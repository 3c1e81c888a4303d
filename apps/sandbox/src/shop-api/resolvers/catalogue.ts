// Catalogue reads: shop, localization, products, collections, search, menus, pages and nodes.
import { GraphQLError } from 'graphql';
import {
  compareAtCents,
  isAvailable,
  optionName,
  optionValue,
  priceCents,
  productText,
  selectedOptions,
  variantMatching,
  variantTitle,
} from '../../catalogue/present';
import {
  type CatalogueCollection,
  type CatalogueImage,
  type CatalogueMenu,
  type CatalogueMenuItem,
  type CatalogueOption,
  type CataloguePage,
  type CatalogueProduct,
  type CatalogueVariant,
  textIn,
} from '../../catalogue/read-model';
import { iso } from '../../floor/dates';
import { gid, numericId, type ParsedGid } from '../../floor/gid';
import {
  CURRENCIES,
  type Currency,
  LANGUAGES,
  type Language,
  MARKETS,
  type Market,
  PRIMARY_MARKET,
  SHOP,
} from '../../floor/markets';
import { mediaUrl } from '../../floor/media';
import { moneyV2 } from '../../floor/money';
import { type ConnectionArgs, checkPageArgs, paginate } from '../connection';
import type { InContext, ShopContext } from '../context';
import {
  applyFilters,
  facets,
  type ProductFilterInput,
  productMatcher,
  type SortKey,
  sortProducts,
} from '../product-query';
import type { ResolverMap } from '../schema';

type Ctx = ShopContext;

export interface ProductSource {
  __typename: 'Product';
  product: CatalogueProduct;
}
export interface VariantSource {
  __typename: 'ProductVariant';
  variant: CatalogueVariant;
  /** Cart merchandise is priced in the cart's currency, whatever the request's context. */
  currency?: Currency;
}
interface CollectionSource {
  __typename: 'Collection';
  collection: CatalogueCollection;
}
interface ImageSource {
  __typename: 'Image';
  image: CatalogueImage;
  altText: string | null;
}
interface PageSource {
  __typename: 'Page';
  page: CataloguePage;
}
interface MenuSource {
  __typename: 'Menu';
  menu: CatalogueMenu;
}
interface MenuItemSource {
  __typename: 'MenuItem';
  item: CatalogueMenuItem;
}
interface OptionSource {
  __typename: 'ProductOption';
  product: CatalogueProduct;
  option: CatalogueOption;
}

export const productSource = (product: CatalogueProduct): ProductSource => ({
  __typename: 'Product',
  product,
});
export const variantSource = (variant: CatalogueVariant, currency?: Currency): VariantSource =>
  currency ? { __typename: 'ProductVariant', variant, currency } : { __typename: 'ProductVariant', variant };
const currencyOf = (source: VariantSource, context: Ctx) => source.currency ?? context.inContext.currency;
const collectionSource = (collection: CatalogueCollection): CollectionSource => ({
  __typename: 'Collection',
  collection,
});
const pageSource = (page: CataloguePage): PageSource => ({ __typename: 'Page', page });
const menuItemSource = (item: CatalogueMenuItem): MenuItemSource => ({ __typename: 'MenuItem', item });
export const imageSource = (image: CatalogueImage, altText: string | null): ImageSource => ({
  __typename: 'Image',
  image,
  altText,
});

function storefrontUrl(path: string): string {
  return `https://${SHOP.primaryDomainHost}${path}`;
}

const noMetafields = {
  metafield: () => null,
  metafields: (_: unknown, args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
};

// ---------------------------------------------------------------- images

interface ImageTransform {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  scale?: number | null;
  preferredContentType?: string | null;
}

export function imageUrl(origin: string, image: CatalogueImage, transform?: ImageTransform | null): string {
  const params = new URLSearchParams({ v: '1' });
  if (transform) {
    const scale = transform.scale && transform.scale >= 1 && transform.scale <= 3 ? transform.scale : 1;
    if (transform.maxWidth) params.set('width', String(Math.round(transform.maxWidth * scale)));
    if (transform.maxHeight) params.set('height', String(Math.round(transform.maxHeight * scale)));
    // The scale is in the size already; the media service would otherwise double it.
    if (transform.maxWidth || transform.maxHeight) params.set('pixelRatio', '1');
    if (transform.crop) params.set('crop', transform.crop.toLowerCase());
    if (transform.preferredContentType) params.set('format', transform.preferredContentType.toLowerCase());
  }
  return `${mediaUrl(origin, image.fileName)}?${params.toString()}`;
}

function checkTransform(transform: ImageTransform | null | undefined): void {
  if (!transform) return;
  for (const key of ['maxWidth', 'maxHeight'] as const) {
    const value = transform[key];
    if (value != null && (value < 1 || value > 5760)) {
      throw new GraphQLError(`Image ${key} must be between 1 and 5760.`, {
        extensions: { code: 'BAD_REQUEST' },
      });
    }
  }
  if (transform.scale != null && (transform.scale < 1 || transform.scale > 3)) {
    throw new GraphQLError('Image scale must be between 1 and 3.', { extensions: { code: 'BAD_REQUEST' } });
  }
}

// ---------------------------------------------------------------- localization

function displayName(type: 'region' | 'language' | 'currency', code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

function languageSource(code: Language, context: InContext) {
  return {
    __typename: 'Language',
    isoCode: code.toUpperCase(),
    name: displayName('language', code, context.language),
    endonymName: displayName('language', code, code),
  };
}

function currencySource(code: string, context: InContext) {
  const symbol =
    new Intl.NumberFormat(context.language, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? code;
  return {
    __typename: 'Currency',
    isoCode: code,
    name: displayName('currency', code, context.language),
    symbol,
  };
}

function marketSource(market: Market) {
  return {
    __typename: 'Market',
    id: gid('Market', 1000 + MARKETS.indexOf(market)),
    handle: market.country.toLowerCase(),
  };
}

function countrySource(market: Market, context: InContext) {
  const languages = [market.defaultLanguage, ...LANGUAGES.filter((code) => code !== market.defaultLanguage)];
  return {
    __typename: 'Country',
    isoCode: market.country,
    name: displayName('region', market.country, context.language),
    currency: currencySource(market.currency, context),
    unitSystem: 'METRIC_SYSTEM',
    availableLanguages: languages.map((code) => languageSource(code, context)),
    market: marketSource(market),
  };
}

// ---------------------------------------------------------------- helpers

function productsIn(context: Ctx, ids: readonly number[]): CatalogueProduct[] {
  const out: CatalogueProduct[] = [];
  for (const id of ids) {
    const product = context.catalogue.productsById.get(id);
    if (product) out.push(product);
  }
  return out;
}

function productConnection(
  context: Ctx,
  base: readonly CatalogueProduct[],
  args: ConnectionArgs & {
    query?: string | null;
    sortKey?: SortKey | null;
    filters?: ProductFilterInput[] | null;
    withFilters?: boolean;
  },
) {
  checkPageArgs(args);
  const matcher = productMatcher(args.query, context.inContext);
  const scores = new Map<number, number>();
  let list = base as CatalogueProduct[];
  if (matcher) {
    list = base.filter((product) => {
      const score = matcher(product);
      if (score > 0) scores.set(product.id, score);
      return score > 0;
    });
  }
  const filtered = applyFilters(context.catalogue, list, args.filters, context.inContext);
  const sorted = sortProducts(filtered, args.sortKey, context.inContext, matcher ? scores : undefined);
  const page = paginate(sorted, args, (product) => product.id);
  return {
    edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: productSource(edge.node) })),
    nodes: page.nodes.map(productSource),
    pageInfo: page.pageInfo,
    filters: args.withFilters ? facets(context.catalogue, list, args.filters, context.inContext) : [],
  };
}

function firstAvailable(product: CatalogueProduct): CatalogueVariant | undefined {
  return product.variants.find(isAvailable) ?? product.variants[0];
}

function priceRange(product: CatalogueProduct, context: Ctx, compareAt: boolean) {
  const currency = context.inContext.currency;
  const amounts = product.variants.map((variant) =>
    compareAt ? (compareAtCents(variant, currency) ?? 0) : priceCents(variant, currency),
  );
  return {
    __typename: compareAt ? 'ProductPriceRange' : 'ProductPriceRange',
    minVariantPrice: moneyV2(Math.min(...amounts), currency),
    maxVariantPrice: moneyV2(Math.max(...amounts), currency),
  };
}

function mediaImage(image: CatalogueImage, alt: string) {
  return {
    __typename: 'MediaImage',
    id: gid('MediaImage', image.id),
    alt,
    mediaContentType: 'IMAGE',
    image: imageSource(image, alt),
    previewImage: imageSource(image, alt),
    presentation: null,
  };
}

function handleMatches(value: string | null | undefined, candidates: Map<string, unknown>): boolean {
  return typeof value === 'string' && candidates.has(value);
}

function productByIdOrHandle(context: Ctx, args: { id?: string | null; handle?: string | null }) {
  if (args.id) {
    const id = numericId(args.id, 'Product');
    const product = id ? context.catalogue.productsById.get(id) : undefined;
    return product ? productSource(product) : null;
  }
  if (args.handle && handleMatches(args.handle, context.catalogue.productsByHandle)) {
    return productSource(context.catalogue.productsByHandle.get(args.handle) as CatalogueProduct);
  }
  return null;
}

function collectionByIdOrHandle(context: Ctx, args: { id?: string | null; handle?: string | null }) {
  if (args.id) {
    const id = numericId(args.id, 'Collection');
    const collection = id ? context.catalogue.collectionsById.get(id) : undefined;
    return collection ? collectionSource(collection) : null;
  }
  const collection = args.handle ? context.catalogue.collectionsByHandle.get(args.handle) : undefined;
  return collection ? collectionSource(collection) : null;
}

function pageByIdOrHandle(context: Ctx, args: { id?: string | null; handle?: string | null }) {
  if (args.id) {
    const id = numericId(args.id, 'Page');
    const page = id ? context.catalogue.pagesById.get(id) : undefined;
    return page ? pageSource(page) : null;
  }
  const page = args.handle ? context.catalogue.pagesByHandle.get(args.handle) : undefined;
  return page ? pageSource(page) : null;
}

function unavailableLast(products: CatalogueProduct[], mode: string | null | undefined): CatalogueProduct[] {
  if (mode === 'HIDE') return products.filter((product) => product.variants.some(isAvailable));
  if (mode === 'LAST' || mode == null) {
    const available = products.filter((product) => product.variants.some(isAvailable));
    const unavailable = products.filter((product) => !product.variants.some(isAvailable));
    return [...available, ...unavailable];
  }
  return products;
}

// ---------------------------------------------------------------- nodes

export const catalogueNodes: Record<string, (parsed: ParsedGid, context: Ctx) => unknown> = {
  Product: (parsed, context) => productByIdOrHandle(context, { id: gid('Product', parsed.id) }),
  ProductVariant: (parsed, context) => {
    const variant = context.catalogue.variantsById.get(Number(parsed.id));
    return variant ? variantSource(variant) : null;
  },
  Collection: (parsed, context) => collectionByIdOrHandle(context, { id: gid('Collection', parsed.id) }),
  Page: (parsed, context) => pageByIdOrHandle(context, { id: gid('Page', parsed.id) }),
  Menu: (parsed, context) => {
    const menu = context.catalogue.menusById.get(Number(parsed.id));
    return menu ? { __typename: 'Menu', menu } : null;
  },
  MenuItem: (parsed, context) => {
    const item = context.catalogue.menuItemsById.get(Number(parsed.id));
    return item ? menuItemSource(item) : null;
  },
  ProductOption: (parsed, context) => {
    for (const product of context.catalogue.products) {
      const option = product.options.find((candidate) => String(candidate.id) === parsed.id);
      if (option) return { __typename: 'ProductOption', product, option };
    }
    return null;
  },
  Shop: (parsed) => (parsed.id === '1' ? { __typename: 'Shop' } : null),
  MediaImage: (parsed, context) => {
    const image = context.catalogue.imagesById.get(Number(parsed.id));
    if (!image) return null;
    const product = context.catalogue.productsById.get(image.productId);
    return mediaImage(image, product ? productText(product, context.inContext.language).title : '');
  },
};

// ---------------------------------------------------------------- resolvers

export const catalogueResolvers: ResolverMap = {
  QueryRoot: {
    shop: () => ({ __typename: 'Shop' }),
    localization: () => ({ __typename: 'Localization' }),
    product: (_, args, context: Ctx) => productByIdOrHandle(context, args),
    productByHandle: (_, args, context: Ctx) => productByIdOrHandle(context, { handle: args.handle }),
    products: (_, args, context: Ctx) => productConnection(context, context.catalogue.products, args),
    productTypes: (_, args, context: Ctx) => {
      const types = [...new Set(context.catalogue.products.map((product) => product.productType))].sort();
      const page = paginate(types, args, (type) => type);
      return page;
    },
    productTags: (_, args, context: Ctx) => {
      const tags = [...new Set(context.catalogue.products.flatMap((product) => product.tags))].sort();
      return paginate(tags, args, (tag) => tag);
    },
    collection: (_, args, context: Ctx) => collectionByIdOrHandle(context, args),
    collectionByHandle: (_, args, context: Ctx) => collectionByIdOrHandle(context, { handle: args.handle }),
    collections: (_, args, context: Ctx) => {
      checkPageArgs(args);
      const language = context.inContext.language;
      let list = [...context.catalogue.collections];
      if (args.query) {
        const wanted = String(args.query)
          .replace(/^title:/, '')
          .toLowerCase();
        list = list.filter((collection) =>
          (textIn(collection.texts, language)?.title ?? '').toLowerCase().includes(wanted),
        );
      }
      if (args.sortKey === 'TITLE') {
        const collator = new Intl.Collator(language);
        list.sort((a, b) =>
          collator.compare(textIn(a.texts, language)?.title ?? '', textIn(b.texts, language)?.title ?? ''),
        );
      } else if (args.sortKey === 'UPDATED_AT') {
        list.sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || a.id - b.id);
      } else {
        list.sort((a, b) => a.id - b.id);
      }
      const page = paginate(list, args, (collection) => collection.id);
      return {
        edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: collectionSource(edge.node) })),
        nodes: page.nodes.map(collectionSource),
        pageInfo: page.pageInfo,
      };
    },
    search: (_, args, context: Ctx) => {
      checkPageArgs(args);
      const types: string[] = args.types ?? ['ARTICLE', 'PAGE', 'PRODUCT'];
      const matcher = productMatcher(args.query, context.inContext);
      const scores = new Map<number, number>();
      const matched = matcher
        ? context.catalogue.products.filter((product) => {
            const score = matcher(product);
            if (score > 0) scores.set(product.id, score);
            return score > 0;
          })
        : [];
      const products = types.includes('PRODUCT') ? matched : [];
      const filtered = applyFilters(context.catalogue, products, args.productFilters, context.inContext);
      const sorted = unavailableLast(
        sortProducts(filtered, args.sortKey ?? 'RELEVANCE', context.inContext, scores),
        args.unavailableProducts,
      );
      const pages = types.includes('PAGE')
        ? context.catalogue.pages.filter((page) =>
            (textIn(page.texts, context.inContext.language)?.title ?? '')
              .toLowerCase()
              .includes(String(args.query).toLowerCase()),
          )
        : [];
      const items: ({ key: string } & (ProductSource | PageSource))[] = [
        ...sorted.map((product) => ({ key: `p${product.id}`, ...productSource(product) })),
        ...pages.map((page) => ({ key: `g${page.id}`, ...pageSource(page) })),
      ];
      const page = paginate(items, args, (item) => item.key);
      return {
        edges: page.edges,
        nodes: page.nodes,
        pageInfo: page.pageInfo,
        totalCount: items.length,
        productFilters: facets(context.catalogue, products, args.productFilters, context.inContext),
      };
    },
    predictiveSearch: (_, args, context: Ctx) => {
      const limit = Math.min(Math.max(args.limit ?? 10, 1), 10);
      const types: string[] = args.types ?? ['PRODUCT', 'COLLECTION', 'PAGE', 'ARTICLE', 'QUERY'];
      const language = context.inContext.language;
      const matcher = productMatcher(args.query, context.inContext);
      const scored = matcher
        ? context.catalogue.products
            .map((product) => ({ product, score: matcher(product) }))
            .filter((entry) => entry.score > 0)
            .sort((a, b) => b.score - a.score || b.product.popularity - a.product.popularity)
            .map((entry) => entry.product)
        : [];
      const products = types.includes('PRODUCT')
        ? unavailableLast(scored, args.unavailableProducts).slice(0, limit)
        : [];
      const wanted = String(args.query ?? '').toLowerCase();
      const collections = types.includes('COLLECTION')
        ? context.catalogue.collections
            .filter((collection) =>
              (textIn(collection.texts, language)?.title ?? '').toLowerCase().includes(wanted),
            )
            .slice(0, limit)
        : [];
      const pages = types.includes('PAGE')
        ? context.catalogue.pages
            .filter((page) => (textIn(page.texts, language)?.title ?? '').toLowerCase().includes(wanted))
            .slice(0, limit)
        : [];
      const queries = types.includes('QUERY')
        ? [...new Set(products.map((product) => productText(product, language).title))]
            .slice(0, limit)
            .map((text) => ({
              __typename: 'SearchQuerySuggestion',
              text,
              styledText: text.replace(
                new RegExp(`(${wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'i'),
                '<mark>$1</mark>',
              ),
              trackingParameters: null,
            }))
        : [];
      return {
        __typename: 'PredictiveSearchResult',
        products: products.map(productSource),
        collections: collections.map(collectionSource),
        pages: pages.map(pageSource),
        articles: [],
        queries,
      };
    },
    productRecommendations: (_, args, context: Ctx) => {
      const source = productByIdOrHandle(context, { id: args.productId, handle: args.productHandle });
      if (!source) return null;
      if (args.intent === 'COMPLEMENTARY') return [];
      const product = source.product;
      return context.catalogue.products
        .filter((candidate) => candidate.categoryId === product.categoryId && candidate.id !== product.id)
        .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
        .slice(0, 10)
        .map(productSource);
    },
    menu: (_, args, context: Ctx) => {
      const menu = context.catalogue.menusByHandle.get(args.handle);
      return menu ? ({ __typename: 'Menu', menu } satisfies MenuSource) : null;
    },
    page: (_, args, context: Ctx) => pageByIdOrHandle(context, args),
    pageByHandle: (_, args, context: Ctx) => pageByIdOrHandle(context, { handle: args.handle }),
    pages: (_, args, context: Ctx) => {
      const page = paginate(context.catalogue.pages, args, (item) => item.id);
      return {
        edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: pageSource(edge.node) })),
        nodes: page.nodes.map(pageSource),
        pageInfo: page.pageInfo,
      };
    },
  },

  Shop: {
    id: () => gid('Shop', 1),
    name: () => SHOP.name,
    description: (_, __, context: Ctx) =>
      context.inContext.language === 'de' ? SHOP.description.de : SHOP.description.en,
    moneyFormat: () => SHOP.moneyFormat,
    primaryDomain: () => ({
      __typename: 'Domain',
      host: SHOP.primaryDomainHost,
      url: `https://${SHOP.primaryDomainHost}`,
      sslEnabled: true,
    }),
    brand: () => null,
    privacyPolicy: () => null,
    refundPolicy: () => null,
    shippingPolicy: () => null,
    subscriptionPolicy: () => null,
    termsOfService: () => null,
    shipsToCountries: () => MARKETS.map((market) => market.country).filter((code) => code !== 'ZZ'),
    paymentSettings: () => ({
      __typename: 'PaymentSettings',
      acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
      cardVaultUrl: 'https://elb.deposit.shopifycs.com/sessions',
      countryCode: PRIMARY_MARKET.country,
      currencyCode: PRIMARY_MARKET.currency,
      enabledPresentmentCurrencies: [...CURRENCIES],
      shopifyPaymentsAccountId: null,
      supportedDigitalWallets: [],
    }),
    ...noMetafields,
  },

  Localization: {
    availableCountries: (_, __, context: Ctx) =>
      MARKETS.map((market) => countrySource(market, context.inContext)),
    availableLanguages: (_, __, context: Ctx) =>
      countrySource(context.inContext.market, context.inContext).availableLanguages,
    country: (_, __, context: Ctx) => countrySource(context.inContext.market, context.inContext),
    language: (_, __, context: Ctx) => languageSource(context.inContext.language, context.inContext),
    market: (_, __, context: Ctx) => marketSource(context.inContext.market),
  },

  Market: noMetafields,

  Product: {
    id: (source: ProductSource) => gid('Product', source.product.id),
    handle: (source: ProductSource) => source.product.handle,
    title: (source: ProductSource, _, context: Ctx) =>
      productText(source.product, context.inContext.language).title,
    description: (source: ProductSource, args, context: Ctx) => {
      const text = productText(source.product, context.inContext.language).description;
      if (args.truncateAt && text.length > args.truncateAt)
        return `${text.slice(0, Math.max(0, args.truncateAt - 1))}…`;
      return text;
    },
    descriptionHtml: (source: ProductSource, _, context: Ctx) =>
      productText(source.product, context.inContext.language).descriptionHtml,
    productType: (source: ProductSource) => source.product.productType,
    vendor: (source: ProductSource) => source.product.vendor,
    tags: (source: ProductSource) => source.product.tags,
    createdAt: (source: ProductSource) => iso(source.product.createdAt),
    updatedAt: (source: ProductSource) => iso(source.product.updatedAt),
    publishedAt: (source: ProductSource) => iso(source.product.publishedAt),
    availableForSale: (source: ProductSource) => source.product.variants.some(isAvailable),
    totalInventory: (source: ProductSource) =>
      source.product.variants.reduce((sum, variant) => sum + Math.max(0, variant.stock), 0),
    isGiftCard: () => false,
    requiresSellingPlan: () => false,
    trackingParameters: () => null,
    category: () => null,
    onlineStoreUrl: (source: ProductSource, _, context: Ctx) =>
      storefrontUrl(productText(source.product, context.inContext.language).seoUrl),
    seo: (source: ProductSource, _, context: Ctx) => {
      const text = productText(source.product, context.inContext.language);
      return { __typename: 'SEO', title: text.seoTitle, description: text.seoDescription };
    },
    options: (source: ProductSource, args) =>
      source.product.options
        .slice(0, args.first ?? undefined)
        .map(
          (option) =>
            ({ __typename: 'ProductOption', product: source.product, option }) satisfies OptionSource,
        ),
    priceRange: (source: ProductSource, _, context: Ctx) => priceRange(source.product, context, false),
    compareAtPriceRange: (source: ProductSource, _, context: Ctx) =>
      priceRange(source.product, context, true),
    variants: (source: ProductSource, args) => {
      const list = [...source.product.variants];
      if (args.sortKey === 'SKU') list.sort((a, b) => a.sku.localeCompare(b.sku));
      else if (args.sortKey === 'ID') list.sort((a, b) => a.id - b.id);
      const page = paginate(list, args, (variant) => variant.id);
      return {
        edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: variantSource(edge.node) })),
        nodes: page.nodes.map((variant) => variantSource(variant)),
        pageInfo: page.pageInfo,
      };
    },
    variantsCount: (source: ProductSource) => ({
      __typename: 'Count',
      count: source.product.variants.length,
      precision: 'EXACT',
    }),
    featuredImage: (source: ProductSource, _, context: Ctx) => {
      const image = source.product.images[0];
      return image ? imageSource(image, productText(source.product, context.inContext.language).title) : null;
    },
    images: (source: ProductSource, args, context: Ctx) => {
      const alt = productText(source.product, context.inContext.language).title;
      const page = paginate(source.product.images, args, (image) => image.id);
      return {
        edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: imageSource(edge.node, alt) })),
        nodes: page.nodes.map((image) => imageSource(image, alt)),
        pageInfo: page.pageInfo,
      };
    },
    media: (source: ProductSource, args, context: Ctx) => {
      const alt = productText(source.product, context.inContext.language).title;
      const page = paginate(source.product.images, args, (image) => image.id);
      return {
        edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: mediaImage(edge.node, alt) })),
        nodes: page.nodes.map((image) => mediaImage(image, alt)),
        pageInfo: page.pageInfo,
      };
    },
    collections: (source: ProductSource, args, context: Ctx) => {
      const list = source.product.collectionIds
        .map((id) => context.catalogue.collectionsById.get(id))
        .filter((collection): collection is CatalogueCollection => collection !== undefined);
      const page = paginate(list, args, (collection) => collection.id);
      return {
        edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: collectionSource(edge.node) })),
        nodes: page.nodes.map(collectionSource),
        pageInfo: page.pageInfo,
      };
    },
    selectedOrFirstAvailableVariant: (source: ProductSource, args, context: Ctx) => {
      const selected = args.selectedOptions?.length
        ? variantMatching(context.catalogue, source.product, args.selectedOptions, args)
        : null;
      const variant = selected ?? firstAvailable(source.product);
      return variant ? variantSource(variant) : null;
    },
    variantBySelectedOptions: (source: ProductSource, args, context: Ctx) => {
      const variant = variantMatching(context.catalogue, source.product, args.selectedOptions, args);
      return variant ? variantSource(variant) : null;
    },
    adjacentVariants: (source: ProductSource, args, context: Ctx) => {
      const selected = args.selectedOptions?.length
        ? variantMatching(context.catalogue, source.product, args.selectedOptions, args)
        : firstAvailable(source.product);
      return source.product.variants
        .filter((variant) => variant !== selected)
        .map((variant) => variantSource(variant));
    },
    sellingPlanGroups: (_, args) => paginate([], args, () => ''),
    ...noMetafields,
  },

  ProductOption: {
    id: (source: OptionSource) => gid('ProductOption', source.option.id),
    name: (source: OptionSource, _, context: Ctx) =>
      optionName(context.catalogue, source.option, context.inContext.language),
    values: (source: OptionSource, _, context: Ctx) => [
      ...new Set(
        source.product.variants.map((variant) =>
          optionValue(context.catalogue, variant, source.option, context.inContext.language),
        ),
      ),
    ],
    optionValues: (source: OptionSource, _, context: Ctx) => {
      const seen = new Map<string, CatalogueVariant>();
      for (const variant of source.product.variants) {
        const name = optionValue(context.catalogue, variant, source.option, context.inContext.language);
        const current = seen.get(name);
        if (!current || (!isAvailable(current) && isAvailable(variant))) seen.set(name, variant);
      }
      return [...seen.entries()].map(([name, variant], index) => ({
        __typename: 'ProductOptionValue',
        id: gid('ProductOptionValue', source.option.id * 100 + index + 1),
        name,
        swatch: null,
        firstSelectableVariant: variantSource(variant),
      }));
    },
  },

  ProductVariant: {
    id: (source: VariantSource) => gid('ProductVariant', source.variant.id),
    title: (source: VariantSource, _, context: Ctx) =>
      variantTitle(context.catalogue, source.variant, context.inContext.language),
    sku: (source: VariantSource) => source.variant.sku,
    barcode: (source: VariantSource) => source.variant.barcode,
    availableForSale: (source: VariantSource) => isAvailable(source.variant),
    currentlyNotInStock: (source: VariantSource) => !isAvailable(source.variant),
    quantityAvailable: (source: VariantSource) => Math.max(0, source.variant.stock),
    requiresShipping: () => true,
    requiresComponents: () => false,
    taxable: () => true,
    weight: (source: VariantSource) => source.variant.weightGrams / 1000,
    weightUnit: () => 'KILOGRAMS',
    price: (source: VariantSource, _, context: Ctx) =>
      moneyV2(priceCents(source.variant, currencyOf(source, context)), currencyOf(source, context)),
    priceV2: (source: VariantSource, _, context: Ctx) =>
      moneyV2(priceCents(source.variant, currencyOf(source, context)), currencyOf(source, context)),
    compareAtPrice: (source: VariantSource, _, context: Ctx) => {
      const cents = compareAtCents(source.variant, currencyOf(source, context));
      return cents == null ? null : moneyV2(cents, currencyOf(source, context));
    },
    compareAtPriceV2: (source: VariantSource, _, context: Ctx) => {
      const cents = compareAtCents(source.variant, currencyOf(source, context));
      return cents == null ? null : moneyV2(cents, currencyOf(source, context));
    },
    unitPrice: () => null,
    unitPriceMeasurement: () => null,
    quantityRule: () => ({ __typename: 'QuantityRule', increment: 1, minimum: 1, maximum: null }),
    selectedOptions: (source: VariantSource, _, context: Ctx) =>
      selectedOptions(context.catalogue, source.variant, context.inContext.language),
    image: (source: VariantSource, _, context: Ctx) => {
      const image = source.variant.image ?? source.variant.product.images[0];
      return image
        ? imageSource(image, productText(source.variant.product, context.inContext.language).title)
        : null;
    },
    product: (source: VariantSource) => productSource(source.variant.product),
    sellingPlanAllocations: (_, args) => paginate([], args, () => ''),
    components: (_, args) => paginate([], args, () => ''),
    groupedBy: (_, args) => paginate([], args, () => ''),
    quantityPriceBreaks: (_, args) => paginate([], args, () => ''),
    ...noMetafields,
  },

  Image: {
    id: (source: ImageSource) => gid('ProductImage', source.image.id),
    altText: (source: ImageSource) => source.altText,
    width: (source: ImageSource) => source.image.width,
    height: (source: ImageSource) => source.image.height,
    url: (source: ImageSource, args, context: Ctx) => {
      checkTransform(args.transform);
      return imageUrl(context.origin, source.image, args.transform);
    },
    src: (source: ImageSource, _, context: Ctx) => imageUrl(context.origin, source.image),
    originalSrc: (source: ImageSource, _, context: Ctx) => imageUrl(context.origin, source.image),
    transformedSrc: (source: ImageSource, args, context: Ctx) => {
      checkTransform(args);
      return imageUrl(context.origin, source.image, args);
    },
  },

  Collection: {
    id: (source: CollectionSource) => gid('Collection', source.collection.id),
    handle: (source: CollectionSource) => source.collection.handle,
    title: (source: CollectionSource, _, context: Ctx) =>
      textIn(source.collection.texts, context.inContext.language)?.title ?? '',
    description: (source: CollectionSource, args, context: Ctx) => {
      const text = textIn(source.collection.texts, context.inContext.language)?.description ?? '';
      if (args.truncateAt && text.length > args.truncateAt)
        return `${text.slice(0, Math.max(0, args.truncateAt - 1))}…`;
      return text;
    },
    descriptionHtml: (source: CollectionSource, _, context: Ctx) =>
      `<p>${textIn(source.collection.texts, context.inContext.language)?.description ?? ''}</p>`,
    updatedAt: (source: CollectionSource) => iso(source.collection.updatedAt),
    onlineStoreUrl: (source: CollectionSource, _, context: Ctx) =>
      storefrontUrl(textIn(source.collection.texts, context.inContext.language)?.seoUrl ?? '/'),
    seo: (source: CollectionSource, _, context: Ctx) => {
      const text = textIn(source.collection.texts, context.inContext.language);
      return { __typename: 'SEO', title: text?.title ?? null, description: text?.description ?? null };
    },
    image: () => null,
    trackingParameters: () => null,
    products: (source: CollectionSource, args, context: Ctx) => {
      const base = productsIn(context, source.collection.productIds);
      const sortKey: SortKey | null =
        args.sortKey === 'MANUAL' || args.sortKey === 'COLLECTION_DEFAULT' || args.sortKey == null
          ? null
          : (args.sortKey as SortKey);
      return productConnection(context, base, { ...args, sortKey, withFilters: true });
    },
    ...noMetafields,
  },

  Page: {
    id: (source: PageSource) => gid('Page', source.page.id),
    handle: (source: PageSource) => source.page.handle,
    title: (source: PageSource, _, context: Ctx) =>
      textIn(source.page.texts, context.inContext.language)?.title ?? '',
    body: (source: PageSource, _, context: Ctx) =>
      textIn(source.page.texts, context.inContext.language)?.bodyHtml ?? '',
    bodySummary: (source: PageSource, _, context: Ctx) =>
      textIn(source.page.texts, context.inContext.language)?.bodySummary ?? '',
    createdAt: (source: PageSource) => iso(source.page.createdAt),
    updatedAt: (source: PageSource) => iso(source.page.updatedAt),
    onlineStoreUrl: (source: PageSource, _, context: Ctx) =>
      storefrontUrl(textIn(source.page.texts, context.inContext.language)?.seoUrl ?? '/'),
    seo: (source: PageSource, _, context: Ctx) => {
      const text = textIn(source.page.texts, context.inContext.language);
      return { __typename: 'SEO', title: text?.title ?? null, description: text?.bodySummary ?? null };
    },
    trackingParameters: () => null,
    ...noMetafields,
  },

  Menu: {
    id: (source: MenuSource) => gid('Menu', source.menu.id),
    handle: (source: MenuSource) => source.menu.handle,
    title: (source: MenuSource, _, context: Ctx) =>
      textIn(source.menu.titles, context.inContext.language) ?? '',
    items: (source: MenuSource) => source.menu.items.map(menuItemSource),
    itemsCount: (source: MenuSource) => source.menu.items.length,
  },

  MenuItem: {
    id: (source: MenuItemSource) => gid('MenuItem', source.item.id),
    title: (source: MenuItemSource, _, context: Ctx) =>
      textIn(source.item.titles, context.inContext.language) ?? '',
    type: (source: MenuItemSource) => source.item.type,
    tags: (source: MenuItemSource) => source.item.tags,
    items: (source: MenuItemSource) => source.item.items.map(menuItemSource),
    resourceId: (source: MenuItemSource) => {
      if (!source.item.resourceId) return null;
      return gid(source.item.type === 'PAGE' ? 'Page' : 'Collection', source.item.resourceId);
    },
    resource: (source: MenuItemSource, _, context: Ctx) => {
      const id = source.item.resourceId;
      if (!id) return null;
      if (source.item.type === 'PAGE') {
        const page = context.catalogue.pagesById.get(id);
        return page ? pageSource(page) : null;
      }
      const collection = context.catalogue.collectionsById.get(id);
      return collection ? collectionSource(collection) : null;
    },
    url: (source: MenuItemSource, _, context: Ctx) => {
      const id = source.item.resourceId;
      const language = context.inContext.language;
      if (id && source.item.type === 'PAGE') {
        const page = context.catalogue.pagesById.get(id);
        return page ? storefrontUrl(`/pages/${page.handle}`) : null;
      }
      if (id) {
        const collection = context.catalogue.collectionsById.get(id);
        return collection
          ? storefrontUrl(textIn(collection.texts, language)?.seoUrl ?? `/collections/${collection.handle}`)
          : null;
      }
      return source.item.url;
    },
  },
};
