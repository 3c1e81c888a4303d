import type { Cart, SessionUser } from '@shop/shop-client';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { cartSummary, type Session } from './session.js';

const SessionContext = createContext<Session | null>(null);

/** Mount once, high in the tree: creates the session on first render and starts it after hydration. */
export function SessionProvider({ create, children }: { create: () => Session; children: ReactNode }) {
  const [session] = useState(create);
  useEffect(() => {
    void session.start();
  }, [session]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it');
  return session;
}

/** The session state as an immutable snapshot; components re-render when what they read changes. */
export function useSessionState() {
  return useSnapshot(useSession().state);
}

/** The cart; the store keeps it by reference (valtio `ref`), so the snapshot is the cart object itself. */
export function useCart(): Cart | null {
  return useSessionState().cart as Cart | null;
}

export function useCartSummary() {
  return cartSummary(useSessionState().cart);
}

/** The signed-in user, by reference like the cart. */
export function useUser(): SessionUser | null {
  return useSessionState().user as SessionUser | null;
}

export function useFavorites() {
  const session = useSession();
  const { favorites } = useSnapshot(session.state);
  return {
    favorites,
    isFavorite: (id: string) => favorites.includes(id),
    toggle: session.toggleFavorite,
    restore: session.restoreFavorite,
  };
}

/** The edition's comparison list and its toggle. */
export function useCompareList() {
  const session = useSession();
  const { compare } = useSnapshot(session.state);
  return { compare, toggle: session.toggleCompare, clear: session.clearCompare };
}
