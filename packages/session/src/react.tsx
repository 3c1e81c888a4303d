'use client';

export {
  type CartLineChange,
  type CartLineRemoval,
  type CartQuantityChange,
  withQuantities,
} from './cart-changes.js';
export {
  type CartAction,
  SessionProvider,
  useAddToCart,
  useCart,
  useCartSummary,
  useCompareList,
  useFavorites,
  useOptimisticCart,
  usePendingLineIds,
  useRemoveFromCart,
  useSession,
  useSessionState,
  useUpdateCartQuantity,
  useUser,
} from './session-context.js';
