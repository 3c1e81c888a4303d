import type { ProductSummary, ProductVariantSummary } from '@shop/content-client';
import type { LineAttributes } from '@shop/shop-client';

/**
 * Variant choice (spec §4): the given id if the product has it, else the first variant with price and stock,
 * else the first. `null` only for a product without variants.
 */
export function chooseVariant(
  variants: readonly ProductVariantSummary[],
  requestedId?: string | null,
): ProductVariantSummary | null {
  return (
    variants.find((variant) => variant.id === requestedId) ??
    variants.find((variant) => variant.price !== null && variant.available && variant.stock > 0) ??
    variants[0] ??
    null
  );
}

/** The line attributes the shop writes on a cart line (spec §3), empty values left out. */
export function cartLineAttributes(product: ProductSummary, variant: ProductVariantSummary): LineAttributes {
  const attributes: Record<string, string> = {
    _url: product.url,
    _title: product.title,
    _id: product.id,
    _strikethrough_price: variant.strikethroughPrice ? String(variant.strikethroughPrice.amount) : '',
    _recycling_class: product.recycling?.class ?? '',
    _recycling_price: product.recycling?.price ? String(product.recycling.price.amount) : '',
  };
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== ''));
}
