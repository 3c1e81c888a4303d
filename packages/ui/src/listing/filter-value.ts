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
