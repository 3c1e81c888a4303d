'use client';

// No TanStack Query here: its hooks are `@shop/session/query`, loaded where a shopper's action needs them.
export {
  type CartLineRemoval,
  type CartQuantityChange,
  cartMutationKeys,
  withQuantities,
} from './cart-changes.js';
export {
  SessionProvider,
  useCart,
  useCartSummary,
  useCompareList,
  useFavorites,
  useOptimisticCart,
  usePendingLineIds,
  useSession,
  useSessionState,
  useUser,
} from './session-context.js';
