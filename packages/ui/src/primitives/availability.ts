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
