'use client';

import { useEffect } from 'react';
import { type EcommerceEvent, pushEcommerce } from '@/lib/tracking/data-layer.client';
import type { TrackingItem } from '@/lib/tracking/item';
import type { TrackedList } from '@/lib/tracking/list';
import { listItems, trackListClick } from '@/lib/tracking/select-item.client';

/** An ecommerce event pushed once when the page shows it (view_item, view_cart). */
export function TrackEvent({ event, items }: { event: EcommerceEvent; items: TrackingItem[] }) {
  const key = JSON.stringify(items);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the items' content, not their identity, makes a new view
  useEffect(() => pushEcommerce(event, items), [event, key]);
  return null;
}

/** view_item_list for a listing, and select_item when one of its products is followed. */
export function TrackItemList({ list }: { list: TrackedList }) {
  const key = JSON.stringify(list);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's content, not its identity, makes a new view
  useEffect(() => {
    pushEcommerce('view_item_list', listItems(list), { id: list.id, name: list.name });
    const onClick = (event: MouseEvent) => trackListClick(event.target, list);
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [key]);
  return null;
}
