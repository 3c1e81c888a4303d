import type { Currency } from '@shop/editions';
import { pushEcommerce } from './data-layer.client';
import type { TrackingItem } from './item';

/**
 * A listed product: its page, item id, name, reported price, the index of its category path in the list's
 * `categories`, and its currency when it is not the list's.
 */
export type ListedEntry =
  | [url: string, id: string, name: string, price: number, categories: number]
  | [url: string, id: string, name: string, price: number, categories: number, currency: Currency];

export interface TrackedList {
  id: string;
  name: string;
  /** The brand, every item's affiliation. */
  affiliation: string;
  /** The currency of every item that names none of its own. */
  currency: Currency;
  /** The distinct category paths (titles from the top level down) the entries point to. */
  categories: string[][];
  /** The listed products in list order. */
  entries: ListedEntry[];
}

export const CATEGORY_FIELDS = [
  'item_category',
  'item_category2',
  'item_category3',
  'item_category4',
  'item_category5',
] as const;

/** The list's items as GA4 reads them: with brand, quantity 1, position and the list. */
export function listItems(list: TrackedList): TrackingItem[] {
  return list.entries.map(([, id, name, price, path, currency], index) => {
    const categories: Partial<TrackingItem> = {};
    (list.categories[path] ?? []).forEach((title, level) => {
      categories[CATEGORY_FIELDS[level] as (typeof CATEGORY_FIELDS)[number]] = title;
    });
    return {
      item_id: id,
      item_name: name,
      price,
      currency: currency ?? list.currency,
      ...categories,
      affiliation: list.affiliation,
      quantity: 1,
      index,
      item_list_id: list.id,
      item_list_name: list.name,
    };
  });
}

/** select_item when a click follows a link to one of the list's products. */
export function trackListClick(target: EventTarget | null, list: TrackedList): void {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!link) return;
  const path = new URL(link.getAttribute('href') ?? '', window.location.href).pathname;
  const index = list.entries.findIndex(([url]) => url === path);
  const item = index >= 0 ? listItems(list)[index] : undefined;
  if (item) pushEcommerce('select_item', [item], { id: list.id, name: list.name });
}
