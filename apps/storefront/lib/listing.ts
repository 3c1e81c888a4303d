import type { Aggregation, ListingFilters, ProductSummary } from '@shop/content-client';
import { type Device, isSortOption, PAGE_SIZE, pageSize, type SortOption } from '@shop/editions';
import {
  EMPTY_FILTERS,
  type FilterOptions,
  type FilterValue,
  type HiddenFields,
  LISTING_PARAMS,
  type ProductTileData,
} from '@shop/ui/model';
import { mayShowRecommendedRetailPrice } from './price-rules';

/** A listing's state as it stands in the URL: shareable, and the back button walks through it. */
export interface ListingState {
  filters: FilterValue;
  sort: SortOption;
  /** Load-more steps taken: page 2 shows two pages' worth of products. */
  page: number;
}

/** A listing as its plain URL shows it: no filter, the default sort, the first page. */
export const DEFAULT_LISTING_STATE: ListingState = {
  filters: EMPTY_FILTERS,
  sort: 'popularity',
  page: 1,
};

export type Query = Record<string, string | string[] | undefined>;

/** Query parameters as a record; repeated names (several sizes) become lists. */
export function queryOf(params: URLSearchParams): Query {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of params) {
    const existing = query[name];
    query[name] =
      existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return query;
}

/** `path` with a query record as its query string again (lists as repeated names); no `?` without parameters. */
export function urlWithQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    for (const item of value === undefined ? [] : Array.isArray(value) ? value : [value])
      params.append(name, item);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const all = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []);
const first = (value: string | string[] | undefined) => all(value)[0];

function positiveNumber(value: string | undefined): number | null {
  // A price as a shopper types it into the filter form (submitted as is before hydration): '19,99' is 19.99.
  const text = value?.trim().replace(',', '.');
  if (text === undefined || text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

/** Reads the state from query parameters; anything malformed falls back to the default. */
export function listingStateFromQuery(query: Query): ListingState {
  const sort = first(query[LISTING_PARAMS.sort]);
  const page = Number(first(query[LISTING_PARAMS.page]));
  let priceMin = positiveNumber(first(query[LISTING_PARAMS.priceMin]));
  let priceMax = positiveNumber(first(query[LISTING_PARAMS.priceMax]));
  if (priceMin !== null && priceMax !== null && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  return {
    filters: {
      sizes: [...new Set(all(query[LISTING_PARAMS.size]).filter(Boolean))],
      priceMin,
      priceMax,
      inStock: first(query[LISTING_PARAMS.inStock]) === '1',
    },
    sort: isSortOption(sort) ? sort : 'popularity',
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 50) : 1,
  };
}

/** The query of a state: defaults are left out, so the plain category URL stays the canonical one. */
export function listingQuery(state: ListingState): URLSearchParams {
  const query = new URLSearchParams();
  for (const size of state.filters.sizes) query.append(LISTING_PARAMS.size, size);
  if (state.filters.priceMin !== null) query.set(LISTING_PARAMS.priceMin, String(state.filters.priceMin));
  if (state.filters.priceMax !== null) query.set(LISTING_PARAMS.priceMax, String(state.filters.priceMax));
  if (state.filters.inStock) query.set(LISTING_PARAMS.inStock, '1');
  if (state.sort !== 'popularity') query.set(LISTING_PARAMS.sort, state.sort);
  if (state.page > 1) query.set(LISTING_PARAMS.page, String(state.page));
  return query;
}

const FILTER_PARAMS: readonly string[] = [
  LISTING_PARAMS.size,
  LISTING_PARAMS.priceMin,
  LISTING_PARAMS.priceMax,
  LISTING_PARAMS.inStock,
];

/**
 * What a listing form must carry besides its own fields when it submits without JavaScript: the filter form
 * keeps the sort, the sort form keeps the filters, both keep the search phrase; either starts again at page 1.
 */
export function hiddenFieldsFor(
  form: 'filters' | 'sort',
  state: ListingState,
  extra: HiddenFields = [],
): HiddenFields {
  const own = form === 'filters' ? FILTER_PARAMS : [LISTING_PARAMS.sort];
  const kept = [...listingQuery({ ...state, page: 1 })].filter(([name]) => !own.includes(name));
  return [...kept, ...extra];
}

export function toListingFilters(filters: FilterValue): ListingFilters {
  return {
    ...(filters.sizes.length ? { size: filters.sizes } : {}),
    ...(filters.priceMin !== null ? { priceFrom: filters.priceMin } : {}),
    ...(filters.priceMax !== null ? { priceTo: filters.priceMax } : {}),
    ...(filters.inStock ? { inStock: true } : {}),
  };
}

/**
 * The page-size rule's device: the base page size the browser stored in the `count` cookie (48 desktop, 30 mobile
 * and tablet), else, on a first visit, the browser's own word that it is a phone (the `Sec-CH-UA-Mobile` hint or a
 * user agent naming `Mobi`, which browsers without client hints send), so a phone's first listing is not 48 tiles.
 */
export function deviceOfRequest(count: string | undefined, header: (name: string) => string | null): Device {
  if (count !== undefined) return Number(count) === PAGE_SIZE.mobile ? 'mobile' : 'desktop';
  const phone = header('sec-ch-ua-mobile') === '?1' || /Mobi/.test(header('user-agent') ?? '');
  return phone ? 'mobile' : 'desktop';
}

/** Products to fetch for the state: the page-size rule times the load-more steps. */
/**
 * How many tiles of a listing's first row load eagerly, with high priority (issue 11: the first row of tiles is the
 * page's LCP; the rest load lazily): the grid has two columns on the mobile page size (under 992 px), up to four
 * on the desktop one.
 */
export function firstRowTiles(device: Device): number {
  return device === 'mobile' ? 2 : 4;
}

export function productCount(state: ListingState, device: Device): number {
  return pageSize(device, state.page);
}

/** The filter options the content service's aggregations offer. */
export function filterOptions(aggregations: Aggregation[]): FilterOptions {
  const size = aggregations.find((aggregation) => aggregation.key === 'size');
  const price = aggregations.find((aggregation) => aggregation.key === 'price');
  return {
    sizes:
      size?.kind === 'list'
        ? size.values.map((value) => ({ value: value.key, label: value.key, count: value.count }))
        : [],
    price:
      price?.kind === 'range' && price.min !== null && price.max !== null
        ? { min: Math.floor(price.min), max: Math.ceil(price.max) }
        : null,
  };
}

/** A product of the content service as a tile. */
export function toTileData(product: ProductSummary): ProductTileData {
  return {
    id: product.id,
    title: product.title,
    url: product.url,
    image: product.image,
    price: {
      amount: product.price?.amount ?? null,
      ...(product.price?.compareAt !== undefined ? { compareAt: product.price.compareAt } : {}),
      ...(product.price?.recommendedRetail !== undefined &&
      mayShowRecommendedRetailPrice(product.price.recommendedRetail, product.priceHistory)
        ? { recommendedRetail: product.price.recommendedRetail }
        : {}),
    },
    availability: product.availability,
    badges: product.badges,
    colourCount: product.colourCount,
    categoryId: comparisonCategoryOf(product),
  };
}

/**
 * Tiles of a listing filtered by size: a product that has the filtered sizes but none of them orderable is marked
 * size-unavailable (spec §4).
 */
export function toFilteredTileData(filteredSizes: readonly string[]) {
  return (product: ProductSummary): ProductTileData => {
    const matching = product.sizes.filter((size) => filteredSizes.includes(size.title));
    const sizeUnavailable = matching.length > 0 && matching.every((size) => !size.available);
    return { ...toTileData(product), ...(sizeUnavailable ? { sizeUnavailable } : {}) };
  };
}

/** The category a product is compared under: its own (the first the content service names). */
export function comparisonCategoryOf(product: Pick<ProductSummary, 'categories'>): string | null {
  return product.categories[0]?.id ?? null;
}
