'use client';

import { type EditionKey, getEdition, routePath } from '@shop/editions';
import dynamic from 'next/dynamic';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { quickAddAction } from './QuickAddToCart';
import { useFavoriteProducts } from './useFavoriteProducts';
import { useFavoriteRemoval } from './useFavoriteRemoval';

// Loaded when the flyout first opens: a visit that never opens it downloads none of its code.
const FavoritesFlyout = dynamic(() => import('@shop/ui').then((ui) => ui.FavoritesFlyout), { ssr: false });
const Toaster = dynamic(() => import('@shop/ui').then((ui) => ui.Toaster), { ssr: false });

const FavoritesUiContext = createContext<{ openFlyout(): void } | null>(null);

export function useFavoritesUi() {
  const ui = useContext(FavoritesUiContext);
  if (!ui) throw new Error('useFavoritesUi needs <FavoritesUiProvider>');
  return ui;
}

/** The header's wishlist flyout: the same list as the favorites page, looked up only once it is opened. */
export function FavoritesUiProvider({ edition, children }: { edition: EditionKey; children: ReactNode }) {
  const [flyout, setFlyout] = useState({ open: false, opened: false });
  const ui = useMemo(() => ({ openFlyout: () => setFlyout({ open: true, opened: true }) }), []);
  return (
    <FavoritesUiContext.Provider value={ui}>
      {children}
      {flyout.opened ? (
        <FlyoutList
          edition={edition}
          open={flyout.open}
          onClose={() => setFlyout({ open: false, opened: true })}
        />
      ) : null}
    </FavoritesUiContext.Provider>
  );
}

function FlyoutList({ edition, open, onClose }: { edition: EditionKey; open: boolean; onClose: () => void }) {
  const { ids, products, status, retry } = useFavoriteProducts(edition, open);
  const removal = useFavoriteRemoval((id) => products.find((product) => product.id === id)?.title ?? '');
  return (
    <>
      <FavoritesFlyout
        open={open}
        onClose={onClose}
        favoritesUrl={getEdition(edition).favoritesRoute}
        products={products}
        status={status}
        loadingCount={Math.min(Math.max(ids.length, 1), 4)}
        onRetry={retry}
        onRemove={removal.remove}
        renderAction={quickAddAction(products)}
        continueHref={routePath(edition, 'home') ?? '/'}
      />
      <Toaster toasts={removal.toasts} onDismiss={removal.dismiss} duration={10_000} />
    </>
  );
}
