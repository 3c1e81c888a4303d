'use client';

import { toggleCompared } from '@shop/session';
import { type ReactNode, useMemo, useState } from 'react';
import { ShopperListsProvider, type ShopperListsValue } from '../favorites/ShopperListsProvider';

/**
 * The shopper's lists in component state, for stories and tests: the app keeps them in the session, whose
 * compare rule (`toggleCompared`) this uses as is.
 */
export function StoryShopperLists({
  favorites: initialFavorites = [],
  compare: initialCompare = { categoryId: null, ids: [] },
  children,
}: {
  favorites?: string[];
  compare?: { categoryId: string | null; ids: string[] };
  children: ReactNode;
}) {
  const [favorites, setFavorites] = useState(initialFavorites);
  const [compare, setCompare] = useState(initialCompare);
  const value = useMemo<ShopperListsValue>(
    () => ({
      favorites,
      toggleFavorite(id) {
        const present = favorites.includes(id);
        setFavorites(present ? favorites.filter((other) => other !== id) : [...favorites, id]);
        return !present;
      },
      compare,
      toggleCompare(product) {
        const { list, outcome } = toggleCompared(compare, product);
        setCompare(list);
        return outcome;
      },
    }),
    [favorites, compare],
  );
  return <ShopperListsProvider value={value}>{children}</ShopperListsProvider>;
}
