'use client';

import { useT } from '@shop/i18n/react';
import { usePendingCartLineIds, useRemoveFromCart, useUpdateCartQuantity } from '@shop/session/query';
import { useOptimisticCart } from '@shop/session/react';
import { useQueryClient } from '@tanstack/react-query';
import { cartErrorMessageId } from '@/lib/cart';

/**
 * The cart as the shopper changes it, for the cart flyout (the cart page loads the same on demand:
 * `useCartChangesOnDemand`): the quantities under way laid over the
 * store's cart, quantity change and removal through the session's mutation hooks (the cart stays on failure), the
 * lines pending, and the translated error of the latest change until the next one. Needs a QueryProvider above.
 */
export function useCartChanges() {
  const t = useT();
  const cart = useOptimisticCart(useQueryClient().getMutationCache());
  const update = useUpdateCartQuantity();
  const removal = useRemoveFromCart();
  const pendingLineIds = usePendingCartLineIds();
  const latest = update.submittedAt >= removal.submittedAt ? update : removal;
  const { mutate: changeQuantity } = update;
  const { mutate: remove } = removal;
  return {
    cart,
    changeQuantity: (lineId: string, quantity: number) => changeQuantity({ lineId, quantity }),
    remove: (lineId: string) => remove({ lineId }),
    pendingLineIds,
    error: latest.error ? t(cartErrorMessageId(latest.error.kind, 'change')) : null,
  };
}
