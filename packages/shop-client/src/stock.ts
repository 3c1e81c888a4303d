import type { ShopResult } from './result.js';

/** Shopify's `CartWarningCode`s of a cart change the backend made smaller than asked: the quantity capped at stock. */
export const STOCK_WARNING_CODES: readonly string[] = [
  'MERCHANDISE_NOT_ENOUGH_STOCK',
  'MERCHANDISE_OUT_OF_STOCK',
];

/** Whether the backend took less than a cart change asked for (its answer, the cart it holds, says how much). */
export function isShortOfStock(result: Pick<ShopResult<unknown>, 'warnings'>): boolean {
  return result.warnings?.some((warning) => STOCK_WARNING_CODES.includes(warning.code)) ?? false;
}
