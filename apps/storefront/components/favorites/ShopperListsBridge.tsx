'use client';

import { COMPARE_ROUTES, compareHref, type EditionKey } from '@shop/editions';
import { useCompareList, useFavorites } from '@shop/session/react';
import { CompareBar, ShopperListsProvider, useShopperLists } from '@shop/ui';
import { usePathname } from 'next/navigation';
import { type ReactNode, useMemo } from 'react';

/** The session's favorites and comparison for every toggle of @shop/ui, and the sticky compare bar. */
export function ShopperListsBridge({ edition, children }: { edition: EditionKey; children: ReactNode }) {
  const favorites = useFavorites();
  const compare = useCompareList();
  const value = useMemo(
    () => ({
      favorites: favorites.favorites,
      toggleFavorite: favorites.toggle,
      compare: compare.compare,
      toggleCompare: compare.toggle,
    }),
    [favorites.favorites, favorites.toggle, compare.compare, compare.toggle],
  );
  return (
    <ShopperListsProvider value={value}>
      {children}
      <StickyCompareBar edition={edition} onClear={compare.clear} />
    </ShopperListsProvider>
  );
}

function StickyCompareBar({ edition, onClear }: { edition: EditionKey; onClear: () => void }) {
  const lists = useShopperLists();
  const pathname = usePathname();
  // The comparison page shows its own products; the bar would only cover them.
  if (pathname.startsWith(COMPARE_ROUTES[edition])) return null;
  return (
    <CompareBar
      count={lists.compare.ids.length}
      href={compareHref(edition, lists.compare.ids)}
      notice={lists.compareNotice}
      onClear={() => {
        lists.setCompareNotice(null);
        onClear();
      }}
    />
  );
}
