import { type PriceValue, toAmount } from '@shop/i18n';
import type { CartLineData } from './CartLine';

/** Saving of the cart (§9): the sum of (strikethrough price − price) × quantity, lines without a higher one add 0. */
export function cartSaving(
  lines: Pick<CartLineData, 'unitPrice' | 'compareAtUnitPrice' | 'quantity'>[],
): number {
  const cents = lines.reduce((sum, line) => {
    const price = toAmount(line.unitPrice);
    const compare = toAmount(line.compareAtUnitPrice);
    if (price === null || compare === null || compare <= price) return sum;
    return sum + Math.round((compare - price) * 100) * line.quantity;
  }, 0);
  return cents / 100;
}

export interface FreeShippingData {
  /** The settings snippet's orderMinPrice; null when the shop has none. */
  threshold: number | null;
  /** A free-shipping product is in the cart. */
  hasFreeShippingProduct?: boolean;
}

/**
 * Free shipping (§9) holds when the subtotal reaches the threshold (the settings snippet's orderMinPrice) or a
 * free-shipping product is in the cart; otherwise `remaining` says how much more to order (null: no threshold).
 */
export function freeShippingState(
  subtotal: PriceValue,
  { threshold, hasFreeShippingProduct = false }: FreeShippingData,
): { reached: boolean; remaining: number | null } {
  const amount = toAmount(subtotal) ?? 0;
  const reached = hasFreeShippingProduct || (threshold !== null && amount >= threshold);
  const remaining = !reached && threshold !== null ? Math.round((threshold - amount) * 100) / 100 : null;
  return { reached, remaining };
}
