import type { ProductSummary } from '@shop/content-client';
import type { Currency } from '@shop/editions';
import { TRACKING_CURRENCY, trackingItemOf } from './item';

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

/**
 * A listing's products as the tracked list of view_item_list and select_item, positions from 0. The list rides in
 * the page's payload, so it travels in its smallest form: what every item shares (brand, quantity, the list, the
 * common currency) once, each distinct category path once, and each product as a tuple; `listItems` reads it back.
 */
export function trackedList(
  products: readonly ProductSummary[],
  list: { id: string; name: string },
  brand: string,
): TrackedList {
  const items = products.map((product) => trackingItemOf(product, { brand }));
  const currency = items[0]?.currency ?? TRACKING_CURRENCY;
  const pathIndex = new Map<string, number>();
  const categories: string[][] = [];
  const entries = items.map((item, index): ListedEntry => {
    const path = CATEGORY_FIELDS.flatMap((field) => item[field] ?? []);
    const key = path.join('\u0000');
    if (!pathIndex.has(key)) pathIndex.set(key, categories.push(path) - 1);
    const url = products[index]?.url ?? '';
    const entry: ListedEntry = [url, item.item_id, item.item_name, item.price, pathIndex.get(key) ?? 0];
    return item.currency === currency ? entry : [...entry, item.currency];
  });
  return { ...list, affiliation: brand, currency, categories, entries };
}
