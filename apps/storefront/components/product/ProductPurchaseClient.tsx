'use client';

import { useAddToCart, useCart } from '@shop/session/react';
import { ProductPurchase } from '@shop/ui';
import { useState } from 'react';
import { quantityOfProduct } from '@/lib/cart';
import { cartLineAttributes, chooseVariant, type PurchaseProduct, sizeOptionsOf } from '@/lib/product';
import { AddToCartFailure } from '../cart/AddToCartFailure';
import { useCatalogueMode } from '../shell/CatalogueMode';

/**
 * Size choice and add to cart of a product page. With sizes, the shopper must choose one (a size asked for in
 * the URL is preselected); without, the variant-choice rule picks the variant. A failed add leaves the cart as
 * it was and says so until dismissed or the next add, as does one the backend capped at stock. The cart's quantity
 * of the product counts against its purchase limit. The first click shows its pending state at once, while the
 * shop client loads.
 */
export function ProductPurchaseClient({
  product,
  requestedVariantId,
}: {
  product: PurchaseProduct;
  requestedVariantId?: string | null;
}) {
  const catalogueMode = useCatalogueMode();
  const addToCart = useAddToCart();
  const cart = useCart();
  const hasSizes = product.sizes.length > 0;
  const [sizeId, setSizeId] = useState<string | null>(
    hasSizes
      ? (product.sizes.find((size) => size.variantId === requestedVariantId && size.available)?.variantId ??
          null)
      : null,
  );

  function add(chosenSizeId: string | null) {
    const variant = hasSizes
      ? product.variants.find((candidate) => candidate.id === chosenSizeId)
      : chooseVariant(product.variants, requestedVariantId);
    if (!variant) return;
    addToCart.mutate({
      merchandiseId: variant.id,
      quantity: 1,
      attributes: cartLineAttributes(product, variant),
    });
  }

  // Catalogue mode: the product page shows no cart action.
  if (catalogueMode) return null;
  return (
    <>
      <ProductPurchase
        sizes={sizeOptionsOf(product.sizes)}
        selectedSizeId={sizeId}
        onSizeChange={setSizeId}
        onAddToCart={add}
        pending={addToCart.isPending}
        availability={product.availability}
        purchaseLimit={product.purchaseLimit}
        quantityInCart={quantityOfProduct(cart, product.id)}
      />
      <AddToCartFailure addToCart={addToCart} />
    </>
  );
}
