import { pushEcommerce } from './data-layer.client';
import type { TrackingItem } from './item';
import { CATEGORY_FIELDS, type TrackedList } from './list';

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
