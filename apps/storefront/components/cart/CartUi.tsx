'use client';

import type { StorefrontSettings } from '@shop/content-client';
import type { EditionKey } from '@shop/editions';
import { useSession } from '@shop/session/react';
import { lazyIsland, type SnippetNote } from '@shop/ui';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

interface CartUi {
  /** The shop's settings the cart reads (the free-shipping threshold). */
  settings: StorefrontSettings | null;
  openFlyout(reason: 'added' | 'cart'): void;
}

const CartUiContext = createContext<CartUi | null>(null);

// Loaded when the flyout first opens: a visit that never opens it downloads none of its code (nor TanStack Query).
const CartFlyoutIsland = lazyIsland(() =>
  import('./CartFlyoutIsland').then((island) => island.CartFlyoutIsland),
);

export function useCartUi(): CartUi {
  const ui = useContext(CartUiContext);
  if (!ui) throw new Error('useCartUi needs <CartUiProvider>');
  return ui;
}

/** The cart flyout, which opens on every successful add and from the header's cart icon. */
export function CartUiProvider({
  edition,
  settings,
  flyoutNotes,
  children,
}: {
  edition: EditionKey;
  settings: StorefrontSettings | null;
  /** The `cart-flyout-snippet`'s notes, read on the server. */
  flyoutNotes: readonly SnippetNote[];
  children: ReactNode;
}) {
  const session = useSession();
  const [flyout, setFlyout] = useState<{ open: boolean; reason: 'added' | 'cart'; opened: boolean }>({
    open: false,
    reason: 'added',
    opened: false,
  });

  useEffect(
    () =>
      session.adapter.events.on('cart:add-item', () =>
        setFlyout({ open: true, reason: 'added', opened: true }),
      ),
    [session],
  );

  const ui = useMemo<CartUi>(
    () => ({ settings, openFlyout: (reason) => setFlyout({ open: true, reason, opened: true }) }),
    [settings],
  );
  return (
    <CartUiContext.Provider value={ui}>
      {children}
      {flyout.opened ? (
        <CartFlyoutIsland
          edition={edition}
          settings={settings}
          notes={flyoutNotes}
          open={flyout.open}
          reason={flyout.reason}
          onClose={() => setFlyout((state) => ({ ...state, open: false }))}
          // Not downloaded (offline): the flyout stays shut; the next open asks again.
          onLoadError={() => setFlyout((state) => ({ ...state, open: false }))}
          loadAttempt={flyout.open}
        />
      ) : null}
    </CartUiContext.Provider>
  );
}
