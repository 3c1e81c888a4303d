import type { Cart, CartLineInput, ShopAdapter, ShopResult } from '@shop/shop-client';
import { useMutation, useMutationState } from '@tanstack/react-query';
import {
  type CartLineRemoval,
  type CartQuantityChange,
  cartMutationKeys,
  isLineChange,
} from './cart-changes.js';
import { useSession } from './session-context.js';
import { cartOrThrow, type ShopCallError } from './shop-call.js';

// One queue for every cart action: each answer is the whole cart, so an older answer must never land last.
const CART_SCOPE = { id: 'cart' };

function useCartMutation<TVariables>(
  mutationKey: readonly string[],
  call: (cart: ShopAdapter['cart'], variables: TVariables) => Promise<ShopResult<Cart>>,
) {
  const { adapter } = useSession();
  return useMutation<Cart, ShopCallError, TVariables>({
    mutationKey,
    mutationFn: (variables) => cartOrThrow(call(adapter.cart, variables)),
    scope: CART_SCOPE,
    // The adapter reports an unreachable backend itself (kind `network`); a paused mutation would wait silently.
    networkMode: 'always',
  });
}

/**
 * Add to cart; the first add creates the cart. The store changes through the adapter's `cart:add-item`; an add the
 * backend capped at stock fails with kind `not-enough-stock`, the store holding the backend's cart.
 */
export function useAddToCart() {
  return useCartMutation<CartLineInput | CartLineInput[]>(cartMutationKeys.add, (cart, lines) =>
    cart.addItem(lines),
  );
}

/** A line's new quantity; `useOptimisticCart` shows it until the answer, which the store takes from the event. */
export function useUpdateCartQuantity() {
  return useCartMutation<CartQuantityChange>(cartMutationKeys.updateQuantity, (cart, { lineId, quantity }) =>
    cart.updateItem({ id: lineId, quantity }),
  );
}

/** Removes a line; it stays, marked pending, until the backend answers. */
export function useRemoveFromCart() {
  return useCartMutation<CartLineRemoval>(cartMutationKeys.remove, (cart, { lineId }) =>
    cart.removeItem({ lineItemIds: [lineId] }),
  );
}

/** Ids of the cart lines with a quantity change or removal under way (queued ones included). */
export function usePendingCartLineIds(): string[] {
  return useMutationState({
    filters: { mutationKey: cartMutationKeys.all, status: 'pending', predicate: isLineChange },
    select: (mutation) => (mutation.state.variables as CartLineRemoval).lineId,
  });
}
