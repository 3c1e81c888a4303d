import type { ProductSummary } from '@shop/content-client';
import { trackingItemOf } from './item';
import type { TrackedList } from './select-item';

/** A listing's products as the tracked list of view_item_list and select_item, positions from 0. */
export function trackedList(
  products: readonly ProductSummary[],
  list: { id: string; name: string },
  brand: string,
): TrackedList {
  return {
    ...list,
    entries: products.map((product, index) => ({
      url: product.url,
      item: {
        ...trackingItemOf(product, { brand }),
        index,
        item_list_id: list.id,
        item_list_name: list.name,
      },
    })),
  };
}
