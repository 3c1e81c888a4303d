'use client';

import type { EditionKey } from '@shop/editions';
import { lazyIsland } from '@shop/ui';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

// Loaded when the flyout first opens: a visit that never opens it downloads none of its code.
const FavoritesFlyoutList = lazyIsland(() =>
  import('./FavoritesFlyoutList').then((flyout) => flyout.FavoritesFlyoutList),
);

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
        <FavoritesFlyoutList
          edition={edition}
          open={flyout.open}
          onClose={() => setFlyout({ open: false, opened: true })}
          // Not downloaded (offline): the flyout stays shut; the next open asks again.
          onLoadError={() => setFlyout({ open: false, opened: true })}
          loadAttempt={flyout.open}
        />
      ) : null}
    </FavoritesUiContext.Provider>
  );
}
