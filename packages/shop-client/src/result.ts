import type { ShopError } from './errors.js';

/** What every client and adapter method resolves to; it never rejects (spec §7, the adapter contract). */
export interface ShopResult<T> {
  data?: T;
  /** The backend's response as received, for debugging and for fields we do not map. */
  raw: unknown;
  error?: ShopError;
  /**
   * Notes of a successful cart change, e.g. `MERCHANDISE_NOT_ENOUGH_STOCK` when the backend capped a quantity
   * (since API 2024-10 Shopify reports that as a warning, not an error).
   */
  warnings?: ShopWarning[];
}

export interface ShopWarning {
  code: string;
  message: string;
  /** The id the warning is about, e.g. a cart line. */
  target: string;
}
