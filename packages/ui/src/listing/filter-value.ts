/** The listing's filter state (the app keeps it in the URL). */
export interface FilterValue {
  /** Chosen size values. */
  sizes: string[];
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
}

export interface FilterOptions {
  /** Sizes offered by the content service's aggregation, with an optional product count. */
  sizes: { value: string; label: string; count?: number }[];
  /** The price range of the listing; no price filter when absent. */
  price?: { min: number; max: number } | null;
}

export const EMPTY_FILTERS: FilterValue = { sizes: [], priceMin: null, priceMax: null, inStock: false };

export function activeFilterCount(value: FilterValue): number {
  return (
    value.sizes.length +
    (value.priceMin !== null || value.priceMax !== null ? 1 : 0) +
    (value.inStock ? 1 : 0)
  );
}

/** The query parameters of a listing's state: the names the filter and sort forms submit, and the URL keeps. */
export const LISTING_PARAMS = {
  size: 'size',
  priceMin: 'priceMin',
  priceMax: 'priceMax',
  inStock: 'inStock',
  sort: 'sort',
  page: 'page',
} as const;

/** Other state a listing form carries when it submits (the sort in the filter form, the search phrase). */
export type HiddenFields = ReadonlyArray<readonly [name: string, value: string]>;
