'use client';

import { useT } from '@shop/i18n/react';
import type { ShopError } from '@shop/shop-client';
import { Toaster } from '@shop/ui';
import { cartErrorMessageId } from '@/lib/cart';

/** The toast of a failed add to cart, in the shopper's language, until dismissed or the next add. */
export function AddToCartFailure({
  addToCart,
}: {
  addToCart: { error: ShopError | null; submittedAt: number; reset(): void };
}) {
  const t = useT();
  const failure = addToCart.error;
  return (
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
  );
}
