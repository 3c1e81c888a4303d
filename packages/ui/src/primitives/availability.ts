import type { MessageId } from '@shop/i18n';

/** Product availability (§4 statuses), plus the sold-out tile state and the size-unavailable state. */
export type AvailabilityStatus =
  | 'inStock'
  | 'fewInStock'
  | 'backInStockShortly'
  | 'notAvailableOnline'
  | 'soldOut'
  | 'sizeUnavailable';

export const AVAILABILITY_TEXT: Record<AvailabilityStatus, MessageId> = {
  inStock: 'product.status.inStock',
  fewInStock: 'product.status.fewInStock',
  backInStockShortly: 'product.status.backInStockShortly',
  notAvailableOnline: 'product.status.notAvailableOnline',
  soldOut: 'product.status.soldOut',
  sizeUnavailable: 'product.status.sizeUnavailable',
};

/** Statuses of a product that cannot be bought now; 'back in stock shortly' is asked for by the back-in-stock form. */
const NOT_BUYABLE: ReadonlySet<string> = new Set<AvailabilityStatus>([
  'backInStockShortly',
  'notAvailableOnline',
  'soldOut',
  'sizeUnavailable',
]);

/** Whether a product of this status can be added to the cart now. */
export function isBuyableStatus(status: string | null | undefined): boolean {
  return !status || !NOT_BUYABLE.has(status);
}
