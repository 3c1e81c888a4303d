'use client';

import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { LiveRegion } from '../primitives/LiveRegion';

/** What a compare toggle did: `full` and `mixed` leave the comparison as it was (same words as @shop/session). */
export type CompareOutcome = 'added' | 'removed' | 'full' | 'mixed';

/** The shopper's favorites and comparison, as the app's session keeps them (the package stays session-free). */
export interface ShopperListsValue {
  favorites: readonly string[];
  toggleFavorite(productId: string): boolean;
  compare: { categoryId: string | null; ids: readonly string[] };
  toggleCompare(product: { id: string; categoryId: string | null }): CompareOutcome;
}

export interface ShopperLists extends ShopperListsValue {
  /** Says a text through the one polite live region of the page. */
  announce(message: string): void;
  /** The latest refused compare toggle (`full` or `mixed`), for the compare bar; cleared by the next toggle. */
  compareNotice: 'full' | 'mixed' | null;
  setCompareNotice(notice: 'full' | 'mixed' | null): void;
}

const ShopperListsContext = createContext<ShopperLists | null>(null);

/** Mount once above every favorite and compare toggle; renders the live region they announce through. */
export function ShopperListsProvider({ value, children }: { value: ShopperListsValue; children: ReactNode }) {
  const [message, setMessage] = useState('');
  const [compareNotice, setCompareNotice] = useState<'full' | 'mixed' | null>(null);
  // A repeated text is announced again: the region is emptied first, then filled on the next frame.
  const announce = useCallback((text: string) => {
    setMessage('');
    requestAnimationFrame(() => setMessage(text));
  }, []);
  const lists = useMemo(
    () => ({ ...value, announce, compareNotice, setCompareNotice }),
    [value, announce, compareNotice],
  );
  return (
    <ShopperListsContext.Provider value={lists}>
      {children}
      <LiveRegion message={message} />
    </ShopperListsContext.Provider>
  );
}

const NONE: ShopperLists = {
  favorites: [],
  toggleFavorite: () => false,
  compare: { categoryId: null, ids: [] },
  toggleCompare: () => 'full',
  announce: () => {},
  compareNotice: null,
  setCompareNotice: () => {},
};

/** The lists; without a provider (a server render outside the app) nothing is picked and toggles do nothing. */
export function useShopperLists(): ShopperLists {
  return useContext(ShopperListsContext) ?? NONE;
}
