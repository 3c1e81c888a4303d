import type { Cart, CartLine, Money } from '@shop/shop-client';
// Types only: this module must not bring TanStack Query into a page (the header reads it before any client exists).
import type { Mutation, MutationCache } from '@tanstack/react-query';

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

/** The quantities asked for and not yet answered (queued ones included), oldest first. */
export function pendingQuantityChanges(cache: MutationCache): CartQuantityChange[] {
  return cache
    .findAll({ mutationKey: cartMutationKeys.updateQuantity, status: 'pending' })
    .map((mutation) => mutation.state.variables as CartQuantityChange);
}

/** Whether a cart mutation changes one line (a quantity change or a removal), not the cart as a whole. */
export const isLineChange = (mutation: Mutation<unknown, Error, unknown, unknown>): boolean => {
  const kind = mutation.options.mutationKey?.[1];
  return kind === cartMutationKeys.updateQuantity[1] || kind === cartMutationKeys.remove[1];
};

/** Ids of the lines with a quantity change or removal asked for and not yet answered (queued ones included). */
export function pendingLineIds(cache: MutationCache): string[] {
  return cache
    .findAll({ mutationKey: cartMutationKeys.all, status: 'pending', predicate: isLineChange })
    .map((mutation) => (mutation.state.variables as CartLineRemoval).lineId);
}

/** The cart with these quantities; subtotal and total move by each line's unit price times the change. */
export function withQuantities(cart: Cart | null, changes: readonly CartQuantityChange[]): Cart | null {
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
