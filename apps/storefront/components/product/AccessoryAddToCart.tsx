'use client';

import { useT } from '@shop/i18n/react';
import { useAddToCart } from '@shop/session/react';
import type { LineAttributes } from '@shop/shop-client';
import { AddToCartButton, Toaster } from '@shop/ui';
import { useCatalogueMode } from '@/components/CatalogueMode';
import { cartErrorMessageId } from '@/lib/cart';

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
  const t = useT();
  const catalogueMode = useCatalogueMode();
  const addToCart = useAddToCart();
  const failure = addToCart.error;
  // Catalogue mode (§4): products are shown, nothing can be ordered.
  if (catalogueMode) return null;
  return (
    <>
      <AddToCartButton
        onAdd={() => addToCart.mutate({ merchandiseId, quantity: 1, attributes })}
        pending={addToCart.isPending}
        disabled={disabled}
      />
      <Toaster
        toasts={
          failure
            ? [
                {
                  id: String(addToCart.submittedAt),
                  message: t(cartErrorMessageId(failure.kind, 'add')),
                  tone: 'error' as const,
                },
              ]
            : []
        }
        onDismiss={addToCart.reset}
      />
    </>
  );
}
