import type { ProductSummary } from '@shop/content-client';
import { trackingItemOf } from './item';
import type { TrackedList } from './select-item';

/**
 * A listing's products as the tracked list of view_item_list and select_item, positions from 0. The list rides in
 * the page's payload, so what every item shares (brand, quantity, the list) travels once: `listItems` adds it back.
 */
export function trackedList(
  products: readonly ProductSummary[],
  list: { id: string; name: string },
  brand: string,
): TrackedList {
  return {
    ...list,
    affiliation: brand,
    entries: products.map((product) => {
      const { affiliation: _brand, quantity: _one, ...item } = trackingItemOf(product, { brand });
      return { url: product.url, item };
    }),
  };
}
