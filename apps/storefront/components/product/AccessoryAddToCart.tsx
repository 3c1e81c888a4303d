'use client';

import { useAddToCart } from '@shop/session/react';
import type { LineAttributes } from '@shop/shop-client';
import { AddToCartButton } from '@shop/ui';
import { AddToCartFailure } from '@/components/cart/AddToCartFailure';
import { useCatalogueMode } from '@/components/shell/CatalogueMode';

/** Add to cart of an accessory or spare part tile: one of its variant, with the line attributes of its page. */
export function AccessoryAddToCart({
  merchandiseId,
  attributes,
  disabled,
}: {
  merchandiseId: string;
  attributes: LineAttributes;
  disabled: boolean;
}) {
  const catalogueMode = useCatalogueMode();
  const addToCart = useAddToCart();
  // Catalogue mode (§4): products are shown, nothing can be ordered.
  if (catalogueMode) return null;
  return (
    <>
      <AddToCartButton
        onAdd={() => addToCart.mutate({ merchandiseId, quantity: 1, attributes })}
        pending={addToCart.isPending}
        disabled={disabled}
      />
      <AddToCartFailure addToCart={addToCart} />
    </>
  );
}
