import type { EditionKey } from '@shop/editions';
import type { LineAttributes } from '@shop/shop-client';
import { lookupProducts } from './favorites/lookup.server';
import { cartLineAttributes } from './product';

/** A product as a cart moved to another edition needs it: the line attributes of each variant for sale there. */
export interface CurrentProductLines {
  id: string;
  /** By variant (merchandise) id; a variant without a price or stock is left out. */
  variants: Record<string, LineAttributes>;
}

/**
 * The current line attributes (spec §3, in this edition's language, pages and prices) of some products' variants
 * for sale, for the re-validation of a cart that moves here (§4). Products the edition does not sell are left out.
 */
export async function currentProductLines(
  edition: EditionKey,
  ids: readonly string[],
): Promise<CurrentProductLines[]> {
  return (await lookupProducts(edition, ids)).map((product) => ({
    id: product.id,
    variants: Object.fromEntries(
      product.variants
        .filter((variant) => variant.available && variant.price !== null)
        .map((variant) => [variant.id, cartLineAttributes(product, variant)]),
    ),
  }));
}
