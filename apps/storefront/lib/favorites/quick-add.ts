import type { ProductSummary } from '@shop/content-client';
import type { LineAttributes } from '@shop/shop-client';
import type { ProductTileData } from '@shop/ui/model';
import { toTileData } from '../listing';
import { cartLineAttributes, chooseVariant } from '../product';

/**
 * A product as the favorites list and the comparison show it: its tile, and what a one-click add to cart needs.
 * `add` is null when a size must be chosen first (on the product page) or nothing can be bought.
 */
export interface QuickAddProduct extends ProductTileData {
  add: { merchandiseId: string; attributes: LineAttributes } | null;
  needsSize: boolean;
}

export function toQuickAddProduct(product: ProductSummary): QuickAddProduct {
  const needsSize = product.sizes.length > 0;
  const variant = needsSize ? null : chooseVariant(product.variants);
  const buyable = variant?.available === true && variant.price !== null;
  return {
    ...toTileData(product),
    needsSize,
    add: buyable ? { merchandiseId: variant.id, attributes: cartLineAttributes(product, variant) } : null,
  };
}
