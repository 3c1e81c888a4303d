import { pushEcommerce } from './data-layer';
import type { TrackingItem } from './item';

/** A listed product's own fields; the list adds the shared ones. */
export type ListedItem = Omit<
  TrackingItem,
  'affiliation' | 'quantity' | 'index' | 'item_list_id' | 'item_list_name'
>;

export interface TrackedList {
  id: string;
  name: string;
  /** The brand, every item's affiliation. */
  affiliation: string;
  /** Each listed product's page and its item, in list order. */
  entries: { url: string; item: ListedItem }[];
}

/** The list's items as GA4 reads them: with brand, quantity 1, position and the list. */
export function listItems(list: TrackedList): TrackingItem[] {
  return list.entries.map(({ item }, index) => ({
    ...item,
    affiliation: list.affiliation,
    quantity: 1,
    index,
    item_list_id: list.id,
    item_list_name: list.name,
  }));
}

/** select_item when a click follows a link to one of the list's products. */
export function trackListClick(target: EventTarget | null, list: TrackedList): void {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!link) return;
  const path = new URL(link.getAttribute('href') ?? '', window.location.href).pathname;
  const index = list.entries.findIndex((candidate) => candidate.url === path);
  const item = index >= 0 ? listItems(list)[index] : undefined;
  if (item) pushEcommerce('select_item', [item], { id: list.id, name: list.name });
}
