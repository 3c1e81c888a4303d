import type { Snippet } from '@shop/content-client';
import { arr, obj, str } from './snippet-values';

/** The `product-highlight-snippet`'s headline and the ids of the products it recommends. */
export interface ProductHighlight {
  headline: string;
  productIds: string[];
}

/**
 * The `product-highlight-snippet` (spec §3; `{headline, productIds}`): `null` without a headline or products, so the
 * product page shows no empty section.
 */
export function toProductHighlight(snippet: Snippet | undefined): ProductHighlight | null {
  const element = snippet?.elements.find((candidate) => candidate.component === 'product-highlight');
  const content = obj(element?.content);
  const headline = str(content.headline);
  const productIds = arr(content.productIds)
    .map((id) => (typeof id === 'number' ? String(id) : str(id)))
    .filter(Boolean);
  return headline && productIds.length > 0 ? { headline, productIds } : null;
}
