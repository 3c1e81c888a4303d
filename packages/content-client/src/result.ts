import { type ContentError, isContentError } from './errors.js';

/**
 * What every call resolves to: its value as `data`, or the failure as `error`; a call never rejects for a failure of
 * the service (docs/architecture.md, the error contract). The shape of `ShopResult` of @shop/shop-client.
 */
export type ContentResult<T> = { data: T; error?: undefined } | { data?: undefined; error: ContentError };

/**
 * `call` as a function resolving to a ContentResult: a ContentError it throws becomes `error`; anything else is a
 * defect (a bug, or an answer outside the contract such as a page of an unknown type) and still throws.
 */
export function settled<A extends unknown[], T>(
  call: (...args: A) => Promise<T>,
): (...args: A) => Promise<ContentResult<T>> {
  return async (...args) => {
    try {
      return { data: await call(...args) };
    } catch (error) {
      if (isContentError(error)) return { error };
      throw error;
    }
  };
}
