import type { CartLine } from '@shop/shop-client';
import { pushEcommerce } from './data-layer.client';
import { type TrackingItem, trackingItemOfLine } from './item';

/**
 * What a cart change added and removed, line by line: a new line or a higher quantity is an add of the
 * difference, a gone line or a lower quantity a removal. The shop merges the same product into one line, so a
 * line's id stands for one product in the cart.
 */
export function cartChanges(
  before: readonly CartLine[],
  after: readonly CartLine[],
  brand: string,
): { added: TrackingItem[]; removed: TrackingItem[] } {
  const previous = new Map(before.map((line) => [line.id, line]));
  const added: TrackingItem[] = [];
  const removed: TrackingItem[] = [];
  for (const line of after) {
    const old = previous.get(line.id);
    previous.delete(line.id);
    const difference = line.quantity - (old?.quantity ?? 0);
    if (difference > 0) added.push(trackingItemOfLine(line, brand, difference));
    if (difference < 0) removed.push(trackingItemOfLine(line, brand, -difference));
  }
  for (const gone of previous.values()) removed.push(trackingItemOfLine(gone, brand));
  return { added, removed };
}

/**
 * Turns the session's cart changes into add_to_cart and remove_from_cart. `sync` gives it the cart the session
 * loaded (no event says so); `change` the cart a change answered with.
 */
export function createCartTracker(brand: string) {
  let seen: readonly CartLine[] | null = null;
  return {
    sync(lines: readonly CartLine[]) {
      seen = lines;
    },
    change(lines: readonly CartLine[]) {
      const { added, removed } = cartChanges(seen ?? [], lines, brand);
      seen = lines;
      pushEcommerce('add_to_cart', added);
      pushEcommerce('remove_from_cart', removed);
    },
  };
}

/** begin_checkout when the shopper follows the cart's checkout link, with every line of the cart. */
export function trackCheckoutClick(
  target: EventTarget | null,
  cart: { checkoutUrl: string; lines: readonly CartLine[] } | null,
  brand: string,
): void {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!link || !cart?.checkoutUrl || link.getAttribute('href') !== cart.checkoutUrl) return;
  pushEcommerce(
    'begin_checkout',
    cart.lines.map((line) => trackingItemOfLine(line, brand)),
  );
}
