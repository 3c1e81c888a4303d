import { pushEcommerce } from './data-layer';
import type { TrackingItem } from './item';

export interface TrackedList {
  id: string;
  name: string;
  /** Each listed product's page, and its item with its position. */
  entries: { url: string; item: TrackingItem }[];
}

/** select_item when a click follows a link to one of the list's products. */
export function trackListClick(target: EventTarget | null, list: TrackedList): void {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!link) return;
  const path = new URL(link.getAttribute('href') ?? '', window.location.href).pathname;
  const entry = list.entries.find((candidate) => candidate.url === path);
  if (entry) pushEcommerce('select_item', [entry.item], { id: list.id, name: list.name });
}
