// The catalogue's objects as the resolvers pass them on, and the lookups and connections they share.
import { compareAtCents, isAvailable, priceCents } from '../../catalogue/present';
import type {
  CatalogueCollection,
  CatalogueImage,
  CatalogueMenu,
  CatalogueMenuItem,
  CatalogueOption,
  CataloguePage,
  CatalogueProduct,
  CatalogueVariant,
} from '../../catalogue/read-model';
import { metafieldKey } from '../../catalogue/read-model';
import { iso } from '../../floor/dates';
import { gid, numericId } from '../../floor/gid';
import { type Currency, SHOP } from '../../floor/markets';
import { moneyV2 } from '../../floor/money';
import { type ConnectionArgs, checkPageArgs, paginate } from '../connection';
import type { ShopContext } from '../context';
import { applyFilters, facets, type ProductFilterInput } from '../product-filters';
import { productMatcher, type SortKey, sortProducts } from '../product-search';

import { imageSource } from './image';

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
export interface CollectionSource {
  __typename: 'Collection';
  collection: CatalogueCollection;
}
export interface PageSource {
  __typename: 'Page';
  page: CataloguePage;
}
export interface MenuSource {
  __typename: 'Menu';
  menu: CatalogueMenu;
}
export interface MenuItemSource {
  __typename: 'MenuItem';
  item: CatalogueMenuItem;
}
export interface OptionSource {
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
export const currencyOf = (source: VariantSource, context: Ctx) =>
  source.currency ?? context.inContext.currency;
export const collectionSource = (collection: CatalogueCollection): CollectionSource => ({
  __typename: 'Collection',
  collection,
});
export const pageSource = (page: CataloguePage): PageSource => ({ __typename: 'Page', page });
export const menuItemSource = (item: CatalogueMenuItem): MenuItemSource => ({ __typename: 'MenuItem', item });

/**
 * A resource's address on the shop's Online Store as Shopify gives it (`onlineStoreUrl`, `MenuItem.url`): the primary
 * domain and Shopify's own paths (`/products/<handle>`, `/collections/<handle>`, `/pages/<handle>`), whatever the
 * language asked for. Clients derive their own routes from these (the shop takes its localised ones from the content
 * service).
 */
export function storefrontUrl(context: Ctx, path: string): string {
  return `https://${primaryDomainHost(context)}${path}`;
}

export const primaryDomainHost = (context: Ctx) => context.config.primaryDomain ?? SHOP.primaryDomainHost;

type MenuItemTarget = {
  resourceId: string | null;
  resource: ProductSource | CollectionSource | PageSource | null;
  url: string | null;
};

const linked = (
  context: Ctx,
  type: string,
  id: number,
  resource: NonNullable<MenuItemTarget['resource']>,
  path: string,
): MenuItemTarget => ({ resourceId: gid(type, id), resource, url: storefrontUrl(context, path) });
const unlinked = (url: string | null): MenuItemTarget => ({ resourceId: null, resource: null, url });

/** Menu item types that lead to a fixed place of the Online Store. */
const FIXED_MENU_PATHS: Record<string, string> = {
  FRONTPAGE: '/',
  CATALOG: '/collections/all',
  COLLECTIONS: '/collections',
  SEARCH: '/search',
};

/** What a menu item leads to: the linked resource's GID and object, and its URL (null when the resource is gone). */
export function menuItemTarget(item: CatalogueMenuItem, context: Ctx): MenuItemTarget {
  const catalogue = context.catalogue;
  const id = item.resourceId ?? 0;
  if (item.type === 'PRODUCT') {
    const product = catalogue.productsById.get(id);
    return product
      ? linked(context, 'Product', id, productSource(product), `/products/${product.handle}`)
      : unlinked(null);
  }
  if (item.type === 'COLLECTION') {
    const collection = catalogue.collectionsById.get(id);
    return collection
      ? linked(context, 'Collection', id, collectionSource(collection), `/collections/${collection.handle}`)
      : unlinked(null);
  }
  if (item.type === 'PAGE') {
    const page = catalogue.pagesById.get(id);
    return page ? linked(context, 'Page', id, pageSource(page), `/pages/${page.handle}`) : unlinked(null);
  }
  const path = FIXED_MENU_PATHS[item.type];
  return unlinked(path === undefined ? item.url : storefrontUrl(context, path));
}

export const noMetafields = {
  metafield: () => null,
  metafields: (_: unknown, args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
};

/**
 * `metafield`/`metafields` of an owner the admin hooks can give metafields (`Product`, `Collection`, `Page`, `Shop`):
 * read from the catalogue; null for one not set.
 */
export function metafieldsOf<Source>(ownerType: string, ownerId: (source: Source) => number) {
  const find = (source: Source, context: Ctx, namespace: string | null | undefined, key: string) => {
    const row = context.catalogue.metafields.get(
      metafieldKey(ownerType, ownerId(source), namespace ?? '', key),
    );
    if (!row) return null;
    return {
      __typename: 'Metafield',
      id: gid('Metafield', row.id),
      namespace: row.namespace,
      key: row.key,
      type: row.type,
      value: row.value,
      description: null,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      parentResource: source,
      reference: null,
      references: null,
    };
  };
  return {
    metafield: (source: Source, args: { namespace?: string | null; key: string }, context: Ctx) =>
      find(source, context, args.namespace, args.key),
    metafields: (
      source: Source,
      args: { identifiers: { namespace?: string | null; key: string }[] },
      context: Ctx,
    ) => args.identifiers.map((identifier) => find(source, context, identifier.namespace, identifier.key)),
  };
}

// ---------------------------------------------------------------- helpers

export function productsIn(context: Ctx, ids: readonly number[]): CatalogueProduct[] {
  const out: CatalogueProduct[] = [];
  for (const id of ids) {
    const product = context.catalogue.productsById.get(id);
    if (product) out.push(product);
  }
  return out;
}

export function productConnection(
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

export function firstAvailable(product: CatalogueProduct): CatalogueVariant | undefined {
  return product.variants.find(isAvailable) ?? product.variants[0];
}

export function priceRange(product: CatalogueProduct, context: Ctx, compareAt: boolean) {
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

export function mediaImage(image: CatalogueImage, alt: string) {
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

export function handleMatches(value: string | null | undefined, candidates: Map<string, unknown>): boolean {
  return typeof value === 'string' && candidates.has(value);
}

export function productByIdOrHandle(context: Ctx, args: { id?: string | null; handle?: string | null }) {
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

export function collectionByIdOrHandle(context: Ctx, args: { id?: string | null; handle?: string | null }) {
  if (args.id) {
    const id = numericId(args.id, 'Collection');
    const collection = id ? context.catalogue.collectionsById.get(id) : undefined;
    return collection ? collectionSource(collection) : null;
  }
  const collection = args.handle ? context.catalogue.collectionsByHandle.get(args.handle) : undefined;
  return collection ? collectionSource(collection) : null;
}

export function pageByIdOrHandle(context: Ctx, args: { id?: string | null; handle?: string | null }) {
  if (args.id) {
    const id = numericId(args.id, 'Page');
    const page = id ? context.catalogue.pagesById.get(id) : undefined;
    return page ? pageSource(page) : null;
  }
  const page = args.handle ? context.catalogue.pagesByHandle.get(args.handle) : undefined;
  return page ? pageSource(page) : null;
}

export function unavailableLast(
  products: CatalogueProduct[],
  mode: string | null | undefined,
): CatalogueProduct[] {
  if (mode === 'HIDE') return products.filter((product) => product.variants.some(isAvailable));
  if (mode === 'LAST' || mode == null) {
    const available = products.filter((product) => product.variants.some(isAvailable));
    const unavailable = products.filter((product) => !product.variants.some(isAvailable));
    return [...available, ...unavailable];
  }
  return products;
}
