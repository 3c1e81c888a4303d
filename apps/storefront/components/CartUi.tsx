'use client';

import type { StorefrontSettings } from '@shop/content-client';
import { type EditionKey, getEdition } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import {
  useOptimisticCart,
  usePendingCartLineIds,
  useRemoveFromCart,
  useSession,
  useSessionState,
  useUpdateCartQuantity,
} from '@shop/session/react';
import type { FreeShippingData } from '@shop/ui/model';
import dynamic from 'next/dynamic';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { cartErrorMessageId, freeShippingOf, toCartLineData } from '@/lib/cart';
import { useCheckoutGate } from './account/useCheckoutGate';

interface CartUi {
  freeShipping: FreeShippingData | undefined;
  openFlyout(reason: 'added' | 'cart'): void;
  /** Quantity change and removal through the session's mutation hooks; the cart stays on failure. */
  changeQuantity(lineId: string, quantity: number): void;
  remove(lineId: string): void;
  pendingLineIds: string[];
  /** The translated error of the latest quantity change or removal, until the next one. */
  error: string | null;
}

const CartUiContext = createContext<CartUi | null>(null);

// Loaded when the flyout first opens: a visit that never opens it downloads none of its code.
const CartFlyout = dynamic(() => import('./islands/shell-parts').then((parts) => parts.CartFlyout), {
  ssr: false,
});

export function useCartUi(): CartUi {
  const ui = useContext(CartUiContext);
  if (!ui) throw new Error('useCartUi needs <CartUiProvider>');
  return ui;
}

/** The cart flyout (opens on every successful add) and the cart actions shared by flyout and cart page. */
export function CartUiProvider({
  edition,
  settings,
  children,
}: {
  edition: EditionKey;
  settings: StorefrontSettings | null;
  children: ReactNode;
}) {
  const session = useSession();
  const { ready, cartUnavailable } = useSessionState();
  const cart = useOptimisticCart();
  const t = useT();
  const [flyout, setFlyout] = useState<{ open: boolean; reason: 'added' | 'cart'; opened: boolean }>({
    open: false,
    reason: 'added',
    opened: false,
  });
  const update = useUpdateCartQuantity();
  const removal = useRemoveFromCart();
  const pendingLineIds = usePendingCartLineIds();
  const latest = update.submittedAt >= removal.submittedAt ? update : removal;
  const error = latest.error ? t(cartErrorMessageId(latest.error.kind, 'change')) : null;

  useEffect(
    () =>
      session.adapter.events.on('cart:add-item', () =>
        setFlyout({ open: true, reason: 'added', opened: true }),
      ),
    [session],
  );

  const freeShipping = useMemo(() => freeShippingOf(cart, settings), [cart, settings]);
  const { mutate: changeQuantity } = update;
  const { mutate: remove } = removal;
  const ui = useMemo<CartUi>(
    () => ({
      freeShipping,
      openFlyout: (reason) => setFlyout({ open: true, reason, opened: true }),
      changeQuantity: (lineId, quantity) => changeQuantity({ lineId, quantity }),
      remove: (lineId) => remove({ lineId }),
      pendingLineIds,
      error,
    }),
    [changeQuantity, remove, pendingLineIds, error, freeShipping],
  );

  const gate = useCheckoutGate(edition, cart ? { id: cart.id, checkoutUrl: cart.checkoutUrl } : null, false);
  return (
    <CartUiContext.Provider value={ui}>
      {children}
      {flyout.opened ? (
        <CartFlyout
          // Without a cart yet the flyout says the cart is empty, but only once the stored one has had its chance.
          open={flyout.open && ready}
          reason={flyout.reason}
          onClose={() => setFlyout((state) => ({ ...state, open: false }))}
          lines={cart?.lines.map(toCartLineData) ?? []}
          subtotal={cart?.subtotal.amount ?? 0}
          total={cart?.total.amount ?? 0}
          freeShipping={freeShipping}
          checkoutUrl={cart?.checkoutUrl ?? ''}
          cartUrl={getEdition(edition).cartRoute}
          onQuantityChange={ui.changeQuantity}
          onRemove={ui.remove}
          pendingLineIds={pendingLineIds}
          unavailable={cartUnavailable}
          onCheckout={(event) => {
            setFlyout((state) => ({ ...state, open: false }));
            gate.onCheckout(event);
          }}
        />
      ) : null}
      {gate.dialog}
    </CartUiContext.Provider>
  );
}
