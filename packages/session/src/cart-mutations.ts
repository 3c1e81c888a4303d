import type { Cart, CartLine, CartLineInput, Money, ShopAdapter, ShopResult } from '@shop/shop-client';
import { type Mutation, useMutation, useMutationState } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCart, useSession } from './session-context.js';
import { dataOrThrow, type ShopCallError } from './shop-call.js';

/** Mutation keys of the cart actions, for `useMutationState` and `useIsMutating` filters. */
export const cartMutationKeys = {
  all: ['cart'],
  add: ['cart', 'add'],
  updateQuantity: ['cart', 'update-quantity'],
  remove: ['cart', 'remove'],
} as const;

export interface CartQuantityChange {
  lineId: string;
  quantity: number;
}

export interface CartLineRemoval {
  lineId: string;
}

// One queue for every cart action: each answer is the whole cart, so an older answer must never land last.
const CART_SCOPE = { id: 'cart' };

function useCartMutation<TVariables>(
  mutationKey: readonly string[],
  call: (cart: ShopAdapter['cart'], variables: TVariables) => Promise<ShopResult<Cart>>,
) {
  const { adapter } = useSession();
  return useMutation<Cart, ShopCallError, TVariables>({
    mutationKey,
    mutationFn: (variables) => dataOrThrow(call(adapter.cart, variables)),
    scope: CART_SCOPE,
    // The adapter reports an unreachable backend itself (kind `network`); a paused mutation would wait silently.
    networkMode: 'always',
  });
}

/** Add to cart; the first add creates the cart. The store changes through the adapter's `cart:add-item`. */
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

const isLineChange = (mutation: Mutation<unknown, Error, unknown, unknown>) => {
  const kind = mutation.options.mutationKey?.[1];
  return kind === cartMutationKeys.updateQuantity[1] || kind === cartMutationKeys.remove[1];
};

/** Ids of the cart lines with a quantity change or removal under way (queued ones included). */
export function usePendingCartLineIds(): string[] {
  return useMutationState({
    filters: { mutationKey: cartMutationKeys.all, status: 'pending', predicate: isLineChange },
    select: (mutation) => (mutation.state.variables as CartLineRemoval).lineId,
  });
}

/**
 * The store's cart with the quantities of changes under way: what the shopper asked for until the backend
 * answers. On success the store already holds the answer; on failure the store's quantity shows again.
 */
export function useOptimisticCart(): Cart | null {
  const cart = useCart();
  const changes = useMutationState({
    filters: { mutationKey: cartMutationKeys.updateQuantity, status: 'pending' },
    select: (mutation) => mutation.state.variables as CartQuantityChange,
  });
  return useMemo(() => withQuantities(cart, changes), [cart, changes]);
}

/** The cart with these quantities; subtotal and total move by each line's unit price times the change. */
function withQuantities(cart: Cart | null, changes: CartQuantityChange[]): Cart | null {
  const wanted = new Map(changes.map((change) => [change.lineId, change.quantity]));
  const quantityOf = (line: CartLine) => wanted.get(line.id) ?? line.quantity;
  if (!cart?.lines.some((line) => quantityOf(line) !== line.quantity)) return cart;
  let delta = 0;
  const lines = cart.lines.map((line) => {
    const quantity = quantityOf(line);
    delta += (quantity - line.quantity) * line.price.amount;
    return quantity === line.quantity ? line : { ...line, quantity };
  });
  const shift = (money: Money) => ({ ...money, amount: Math.round((money.amount + delta) * 100) / 100 });
  return { ...cart, lines, subtotal: shift(cart.subtotal), total: shift(cart.total) };
}
