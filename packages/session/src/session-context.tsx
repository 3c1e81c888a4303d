import type { Cart, CartLineInput, SessionUser, ShopError, ShopResult } from '@shop/shop-client';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { Snapshot } from 'valtio';
import { useSnapshot } from 'valtio/react';
import { type CartLineRemoval, type CartQuantityChange, withQuantities } from './cart-changes.js';
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

/** How the latest submission of a cart action went (none before the first, or after `reset`). */
interface Submission {
  at: number;
  result?: ShopResult<Cart>;
}

export interface CartAction<TInput> {
  /** Asks for the action; `onSuccess` runs when this submission succeeds. */
  mutate(input: TInput, options?: { onSuccess?(cart: Cart): void }): void;
  /** From `mutate` until the answer: the shop client's loading on the first call included. */
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  data: Cart | undefined;
  /** The latest submission's failure; `kind` picks the message. */
  error: ShopError | null;
  /** When the latest submission was made (0 before any): a key for its failure's toast. */
  submittedAt: number;
  reset(): void;
}

/**
 * One cart action of the session for a component: the state of its latest submission. The action waits in the
 * session's queue for those asked before; its code (the shop client) loads with the first call that needs the
 * backend, inside the session, so the caller imports nothing more than this hook.
 */
function useCartAction<TInput>(
  run: (session: Session, input: TInput) => Promise<ShopResult<Cart>>,
): CartAction<TInput> {
  const session = useSession();
  const [latest, setLatest] = useState<Submission | null>(null);
  const mutate = useCallback(
    (input: TInput, options?: { onSuccess?(cart: Cart): void }) => {
      const submission: Submission = { at: Date.now() };
      setLatest(submission);
      void run(session, input).then((result) => {
        if (!result.error && result.data) options?.onSuccess?.(result.data);
        // An older submission's answer, or one after a reset, changes nothing shown.
        setLatest((current) => (current === submission ? { ...submission, result } : current));
      });
    },
    [session, run],
  );
  const reset = useCallback(() => setLatest(null), []);
  const result = latest?.result;
  return {
    mutate,
    isPending: latest !== null && result === undefined,
    isSuccess: result !== undefined && !result.error,
    isError: result?.error !== undefined,
    data: result && !result.error ? (result.data ?? undefined) : undefined,
    error: result?.error ?? null,
    submittedAt: latest?.at ?? 0,
    reset,
  };
}

const addToCart = (session: Session, lines: CartLineInput | CartLineInput[]) => session.addToCart(lines);
const updateCartQuantity = (session: Session, change: CartQuantityChange) =>
  session.updateCartQuantity(change);
const removeFromCart = (session: Session, removal: CartLineRemoval) => session.removeFromCart(removal);

/**
 * Add to cart; the first add creates the cart. An add the backend capped at stock fails with kind
 * `not-enough-stock`, the store holding the backend's cart.
 */
export function useAddToCart(): CartAction<CartLineInput | CartLineInput[]> {
  return useCartAction(addToCart);
}

/** A line's new quantity; `useOptimisticCart` shows it until the answer, which the store takes from the event. */
export function useUpdateCartQuantity(): CartAction<CartQuantityChange> {
  return useCartAction(updateCartQuantity);
}

/** Removes a line; it stays, marked pending, until the backend answers. */
export function useRemoveFromCart(): CartAction<CartLineRemoval> {
  return useCartAction(removeFromCart);
}

/** Ids of the cart lines with a quantity change or removal under way (queued ones included). */
export function usePendingLineIds(): string[] {
  const { cartChanges } = useSessionState();
  return useMemo(() => [...new Set(cartChanges.map((change) => change.lineId))], [cartChanges]);
}

/**
 * The store's cart with the quantities of changes under way: what the shopper asked for until the backend
 * answers. On success the store already holds the answer; on failure the store's quantity shows again.
 */
export function useOptimisticCart(): Cart | null {
  const { cart, cartChanges } = useSessionState();
  return useMemo(() => withQuantities(cart as Cart | null, cartChanges), [cart, cartChanges]);
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
