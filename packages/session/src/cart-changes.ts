import type { Cart, CartLine, Money } from '@shop/shop-client';

export interface CartQuantityChange {
  lineId: string;
  quantity: number;
}

export interface CartLineRemoval {
  lineId: string;
}

/** A change of one cart line under way: a new quantity, or (without one) its removal. */
export interface CartLineChange {
  lineId: string;
  quantity?: number;
}

/** The cart with these quantities; subtotal and total move by each line's unit price times the change. */
export function withQuantities(cart: Cart | null, changes: readonly CartLineChange[]): Cart | null {
  const wanted = new Map(
    changes.flatMap((change): [string, number][] =>
      change.quantity === undefined ? [] : [[change.lineId, change.quantity]],
    ),
  );
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
