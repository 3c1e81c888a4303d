'use client';

import type { StorefrontSettings } from '@shop/content-client';
import { type EditionKey, getEdition } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import { useCart, useSession } from '@shop/session/react';
import type { Cart, ShopResult } from '@shop/shop-client';
import { CartFlyout } from '@shop/ui';
import type { FreeShippingData } from '@shop/ui/model';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { freeShippingOf, toCartLineData } from '@/lib/cart';

interface CartUi {
  freeShipping: FreeShippingData | undefined;
  openFlyout(reason: 'added' | 'cart'): void;
  /** Quantity change and removal with their pending lines and a translated error; the cart stays on failure. */
  changeQuantity(lineId: string, quantity: number): void;
  remove(lineId: string): void;
  pendingLineIds: string[];
  error: string | null;
}

const CartUiContext = createContext<CartUi | null>(null);

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
  const cart = useCart();
  const t = useT();
  const [flyout, setFlyout] = useState<{ open: boolean; reason: 'added' | 'cart' }>({
    open: false,
    reason: 'added',
  });
  const [pendingLineIds, setPending] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () => session.adapter.events.on('cart:add-item', () => setFlyout({ open: true, reason: 'added' })),
    [session],
  );

  const run = useCallback(
    async (lineId: string, change: () => Promise<ShopResult<Cart>>) => {
      setPending((ids) => [...ids, lineId]);
      setError(null);
      const result = await change();
      setPending((ids) => ids.filter((id) => id !== lineId));
      if (result.error) setError(t('error.cart.update'));
    },
    [t],
  );

  const freeShipping = useMemo(() => freeShippingOf(cart, settings), [cart, settings]);
  const ui = useMemo<CartUi>(
    () => ({
      freeShipping,
      openFlyout: (reason) => setFlyout({ open: true, reason }),
      changeQuantity: (lineId, quantity) =>
        void run(lineId, () => session.adapter.cart.updateItem({ id: lineId, quantity })),
      remove: (lineId) => void run(lineId, () => session.adapter.cart.removeItem({ lineItemIds: [lineId] })),
      pendingLineIds,
      error,
    }),
    [run, session, pendingLineIds, error, freeShipping],
  );

  return (
    <CartUiContext.Provider value={ui}>
      {children}
      <CartFlyout
        open={flyout.open && Boolean(cart)}
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
      />
    </CartUiContext.Provider>
  );
}
