import type { EditionKey } from '@shop/editions';
import { getOwnRoute } from '../own-route.client';
import type { QuickAddProduct } from './quick-add';

/** Favorites looked up at once; the favorites list is never longer in practice, and the URL stays short. */
export const FAVORITES_LOOKUP_MAX = 100;

/** The browser's side of `GET /api/products`: the products of some ids, in the order asked, unknown ones left out. */
export async function fetchQuickAddProducts(
  edition: EditionKey,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<QuickAddProduct[]> {
  if (ids.length === 0) return [];
  const query = { edition, ids: ids.slice(0, FAVORITES_LOOKUP_MAX).join(',') };
  return (await getOwnRoute<{ products: QuickAddProduct[] }>('/api/products', query, { signal })).products;
}
