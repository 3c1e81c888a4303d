'use client';

import { useT } from '@shop/i18n/react';
import {
  useOptimisticCart,
  usePendingLineIds,
  useRemoveFromCart,
  useUpdateCartQuantity,
} from '@shop/session/react';
import { cartErrorMessageId } from '@/lib/cart';

/**
 * The cart as the shopper changes it, for the cart page and the cart flyout: the quantities under way laid over the
 * store's cart, quantity change and removal through the session's cart actions (the cart stays on failure), the
 * lines pending, and the translated error of the latest change until the next one. The shop client loads with the
 * first change that needs it, inside the session.
 */
export function useCartChanges() {
  const t = useT();
  const cart = useOptimisticCart();
  const update = useUpdateCartQuantity();
  const removal = useRemoveFromCart();
  const pendingLineIds = usePendingLineIds();
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
