'use client';

import { useT } from '@shop/i18n/react';
import type { useAddToCart } from '@shop/session/react';
import { Toaster } from '@shop/ui';
import { cartErrorMessageId } from '@/lib/cart';

/** The toast of a failed add to cart, in the shopper's language, until dismissed or the next add. */
export function AddToCartFailure({ addToCart }: { addToCart: ReturnType<typeof useAddToCart> }) {
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
