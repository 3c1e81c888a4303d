'use client';

// The cart's TanStack Query hooks: a page imports them where a shopper's action needs them, under a
// `QueryClientProvider`; the store's hooks (`@shop/session/react`) need neither.
export {
  useAddToCart,
  usePendingCartLineIds,
  useRemoveFromCart,
  useUpdateCartQuantity,
} from './cart-mutations.js';
