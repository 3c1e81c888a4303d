import type { ProductSummary } from '@shop/content-client';

/** The variants a shopper may ask to be told about: sizes not available, or the product when it is not. */
export function unavailableVariants(
  product: Pick<ProductSummary, 'title' | 'sizes' | 'variants'>,
): { id: string; label: string }[] {
  if (product.sizes.length > 0) {
    return product.sizes
      .filter((size) => !size.available)
      .map((size) => ({ id: size.variantId, label: size.title }));
  }
  const variant = product.variants[0];
  const orderable = product.variants.some((candidate) => candidate.available);
  return variant && !orderable ? [{ id: variant.id, label: product.title }] : [];
}
