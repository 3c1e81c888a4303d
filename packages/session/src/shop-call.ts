import type { ShopError, ShopErrorKind, ShopResult } from '@shop/shop-client';

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
