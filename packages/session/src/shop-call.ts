import type { ShopError, ShopErrorKind, ShopResult } from '@shop/shop-client';
import { STOCK_WARNING_CODES } from '@shop/shop-client/model';

/** A failed adapter call as an exception, for query and mutation functions; `kind` picks the message key. */
export class ShopCallError extends Error {
  override readonly name = 'ShopCallError';
  readonly kind: ShopErrorKind;

  constructor(readonly error: ShopError) {
    super(error.message);
    this.kind = error.kind;
  }
}

/** The data of an adapter call, or its error thrown: TanStack Query learns of a failure by a rejection. */
export async function dataOrThrow<T>(call: Promise<ShopResult<T>>): Promise<T> {
  const result = await call;
  if (result.error) throw new ShopCallError(result.error);
  return result.data as T;
}

/**
 * A cart change's cart, or an error: also when the backend took less than asked (capped at stock, kind
 * `not-enough-stock`); the session already holds that cart, from the adapter's event.
 */
export async function cartOrThrow<T>(call: Promise<ShopResult<T>>): Promise<T> {
  const result = await call;
  const short = result.warnings?.filter((warning) => STOCK_WARNING_CODES.includes(warning.code)) ?? [];
  if (!result.error && short.length > 0)
    throw new ShopCallError({
      kind: 'not-enough-stock',
      message: short[0]?.message ?? '',
      errors: short.map((warning) => ({ message: warning.message, field: null, code: warning.code })),
    });
  return dataOrThrow(Promise.resolve(result));
}
