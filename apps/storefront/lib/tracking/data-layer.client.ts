// GA4's ecommerce events on `window.dataLayer`, the array a tag manager reads. No script is loaded here: without a
// tag manager (docs/tracking.md) the array just fills, which is also how the browser tests read it.
import { TRACKING_CURRENCY, type TrackingItem } from './item';

export type EcommerceEvent =
  | 'view_item_list'
  | 'select_item'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout';

export interface EcommercePush {
  event: EcommerceEvent;
  ecommerce: {
    currency: string;
    value: number;
    items: TrackingItem[];
    item_list_id?: string;
    item_list_name?: string;
  };
}

type DataLayer = Record<string, unknown>[];

function dataLayer(): DataLayer | null {
  if (typeof window === 'undefined') return null;
  const host = window as unknown as { dataLayer?: DataLayer };
  host.dataLayer ??= [];
  return host.dataLayer;
}

/** The event's value and currency: the items' sum, in their currency (EUR unless one lacked a euro price). */
export function ecommerceOf(
  event: EcommerceEvent,
  items: readonly TrackingItem[],
  list?: { id: string; name: string },
): EcommercePush {
  const currency = items.find((item) => item.currency !== TRACKING_CURRENCY)?.currency ?? TRACKING_CURRENCY;
  const cents = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  return {
    event,
    ecommerce: {
      currency,
      value: cents / 100,
      items: [...items],
      ...(list ? { item_list_id: list.id, item_list_name: list.name } : {}),
    },
  };
}

/** Pushes one ecommerce event, after clearing the previous event's ecommerce object as GA4 asks. */
export function pushEcommerce(
  event: EcommerceEvent,
  items: readonly TrackingItem[],
  list?: { id: string; name: string },
): void {
  const layer = dataLayer();
  if (!layer || items.length === 0) return;
  layer.push({ ecommerce: null });
  layer.push(ecommerceOf(event, items, list) as unknown as Record<string, unknown>);
}
