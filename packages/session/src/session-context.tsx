import type { Cart, SessionUser } from '@shop/shop-client';
// Types only: the store's hooks work before (and without) any TanStack Query client in the page.
import type { MutationCache } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Snapshot } from 'valtio';
import { useSnapshot } from 'valtio/react';
import { pendingLineIds, pendingQuantityChanges, withQuantities } from './cart-changes.js';
import { cartSummary, type Session, type SessionState } from './session.js';

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

/**
 * The session state as an immutable snapshot; components re-render when what they read changes. Its type is named,
 * not inferred: an inferred one is written out member by member in the published declarations, where the cart
 * line's attributes (known keys and an index signature) fail a consumer's `skipLibCheck: false` (TS2411).
 */
export function useSessionState(): Snapshot<SessionState> {
  return useSnapshot(useSession().state);
}

/** The cart; the store keeps it by reference (valtio `ref`), so the snapshot is the cart object itself. */
export function useCart(): Cart | null {
  return useSessionState().cart as Cart | null;
}

export function useCartSummary() {
  return cartSummary(useSessionState().cart);
}

/** The signed-in customer (by reference, like the cart), and whether the session knows yet who it is. */
export function useUser(): { user: SessionUser | null; ready: boolean } {
  const { user, userReady } = useSessionState();
  return { user: user as SessionUser | null, ready: userReady };
}

const NONE: never[] = [];
const noSubscription = () => () => {};

/** What `read` finds in a mutation cache, re-read on each of its events; nothing without a cache. */
function useFromMutationCache<T>(cache: MutationCache | undefined, read: (cache: MutationCache) => T[]): T[] {
  const latest = useRef<{ key: string; found: T[] }>({ key: '[]', found: NONE });
  const subscribe = useCallback(
    (onChange: () => void) => (cache ? cache.subscribe(onChange) : noSubscription()),
    [cache],
  );
  const snapshot = useCallback(() => {
    const found = cache ? read(cache) : NONE;
    const key = JSON.stringify(found);
    // The same findings keep the same array, so the snapshot is stable between events.
    if (key !== latest.current.key) latest.current = { key, found };
    return latest.current.found;
  }, [cache, read]);
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}

/**
 * Ids of the cart lines with a quantity change or removal under way in a mutation cache (none without one): the
 * twin of `usePendingCartLineIds` (`@shop/session/query`) for a component that must not load TanStack Query.
 */
export function usePendingLineIds(mutationCache?: MutationCache): string[] {
  return useFromMutationCache(mutationCache, pendingLineIds);
}

/**
 * The store's cart with the quantities of changes under way in the visit's mutation cache: what the shopper asked
 * for until the backend answers. On success the store already holds the answer; on failure the store's quantity
 * shows again. Without a cache (no TanStack Query client in the page yet) nothing can be under way: the store's cart.
 */
export function useOptimisticCart(mutationCache?: MutationCache): Cart | null {
  const cart = useCart();
  const changes = useFromMutationCache(mutationCache, pendingQuantityChanges);
  return useMemo(() => withQuantities(cart, changes), [cart, changes]);
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
