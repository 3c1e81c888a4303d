// The view models of order history and order detail (spec §3 order display), mapped by the app from the
// backend's orders.

export type OrderStatus = 'inProgress' | 'shipped' | 'cancelled';

export const ORDER_STATUS_TEXT = {
  inProgress: 'order.status.inProgress',
  shipped: 'order.status.shipped',
  cancelled: 'order.status.cancelled',
} as const;

export interface OrderSummaryData {
  id: string;
  /** The order's name, e.g. '#1001'. */
  number: string;
  /** ISO date of processing. */
  date: string;
  status: OrderStatus;
  total: number;
  itemCount: number;
  href: string;
}

export interface OrderItemData {
  /** Unique within the order. */
  id: string;
  title: string;
  articleNumber: string | null;
  colour: string | null;
  unitPrice: number;
  quantity: number;
  total: number;
  imageUrl: string | null;
  /** The product's review form; `null` when the product page is not known. */
  rateHref: string | null;
  returnHref: string | null;
}

export interface OrderTrackingData {
  company: string | null;
  number: string | null;
  url: string | null;
}

export interface OrderDetailData extends Omit<OrderSummaryData, 'href' | 'itemCount'> {
  deliveryAddress: string[];
  tracking: OrderTrackingData[];
  items: OrderItemData[];
  shipping: number;
  subtotal: number;
}
