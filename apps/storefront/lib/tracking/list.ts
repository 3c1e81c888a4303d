import type { ProductSummary } from '@shop/content-client';
import { TRACKING_CURRENCY, trackingItemOf } from './item';
import { CATEGORY_FIELDS, type ListedEntry, type TrackedList } from './select-item.client';

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
