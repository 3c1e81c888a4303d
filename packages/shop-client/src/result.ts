import type { ShopError } from './errors.js';

/** What every client and adapter method resolves to; it never rejects (spec §7, the adapter contract). */
export interface ShopResult<T> {
  data?: T;
  /** The backend's response as received, for debugging and for fields we do not map. */
  raw: unknown;
  error?: ShopError;
}
