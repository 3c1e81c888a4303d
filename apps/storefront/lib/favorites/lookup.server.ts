import type { ProductSummary } from '@shop/content-client';
import type { EditionKey } from '@shop/editions';
import { contentClient, dataOrThrow } from '../context.server';
import { type QuickAddProduct, toQuickAddProduct } from './quick-add';

/**
 * The content service's product lookup (spec §7) of some ids, in the order asked; unknown ids are left out. A failed
 * lookup is thrown (the lookup route answers 502, a page shows the error page).
 */
export async function lookupProducts(edition: EditionKey, ids: readonly string[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const result = await contentClient(edition).lookup({ datatype: 'product', ids }, { cache: 'no-store' });
  const found = dataOrThrow(result);
  return ids.flatMap((id) => found.find((product) => product.id === id) ?? []);
}

export async function lookupQuickAddProducts(
  edition: EditionKey,
  ids: readonly string[],
): Promise<QuickAddProduct[]> {
  return (await lookupProducts(edition, ids)).map(toQuickAddProduct);
}
