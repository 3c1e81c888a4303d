'use client';

export {
  type CartLineRemoval,
  type CartQuantityChange,
  cartMutationKeys,
  useAddToCart,
  useOptimisticCart,
  usePendingCartLineIds,
  useRemoveFromCart,
  useUpdateCartQuantity,
} from './cart-mutations.js';
export {
  SessionProvider,
  useCart,
  useCartSummary,
  useCompareList,
  useFavorites,
  useSession,
  useSessionState,
  useUser,
} from './session-context.js';
