import type { EditionKey } from '@shop/editions';
import type { CartLine, CartLineInput } from '@shop/shop-client';
import type { CurrentProductLines } from './cart-lines.server';
import { FAVORITES_LOOKUP_MAX } from './favorites/lookup';
import { getOwnRoute } from './own-route.client';

/** The content service's product id of a line: the one the shop wrote (`_id`), else the backend product's. */
function productIdOf(line: CartLine): string | null {
  return line.attributes._id ?? line.productId?.split('/').pop()?.split('?')[0] ?? null;
}

/**
 * The lines of a cart that moves to this edition, re-validated against its current product data (spec §4): each
 * line whose variant the edition sells, with the attributes written anew; the others are left out.
 */
export function reapplyLines(
  lines: readonly CartLine[],
  products: readonly CurrentProductLines[],
): CartLineInput[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return lines.flatMap((line) => {
    const id = productIdOf(line);
    const attributes = id ? byId.get(id)?.variants[line.merchandiseId] : undefined;
    return attributes ? [{ merchandiseId: line.merchandiseId, quantity: line.quantity, attributes }] : [];
  });
}

/** The browser's side of `GET /api/products/cart-lines`: a moving cart's lines as this edition has them. */
export async function currentCartLines(
  edition: EditionKey,
  lines: readonly CartLine[],
): Promise<CartLineInput[]> {
  const ids = [...new Set(lines.flatMap((line) => productIdOf(line) ?? []))].slice(0, FAVORITES_LOOKUP_MAX);
  if (ids.length === 0) return [];
  const query = { edition, ids: ids.join(',') };
  const answer = await getOwnRoute<{ products: CurrentProductLines[] }>('/api/products/cart-lines', query);
  return reapplyLines(lines, answer.products);
}
