// The cart's derived values (spec §3), apart from the transforms: the browser's session reads them before the shop
// client is loaded (the `model` entry).

/** What the derived values read of a cart; snapshots (readonly) qualify. */
export interface CartLike {
  readonly lines: readonly { readonly quantity: number; readonly price: { readonly amount: number } }[];
}

/** Number of distinct lines. */
export function distinctLines(cart: CartLike | null | undefined): number {
  return cart?.lines.length ?? 0;
}

/** Total quantity over all lines. */
export function quantityInCart(cart: CartLike | null | undefined): number {
  return cart?.lines.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
}

/** Sum of quantity times price, rounded to cents. */
export function totalPriceInCart(cart: CartLike | null | undefined): number {
  const cents =
    cart?.lines.reduce((sum, line) => sum + Math.round(line.price.amount * 100) * line.quantity, 0) ?? 0;
  return cents / 100;
}
