import type { ShopClient } from './client.js';
import { createEventBus, type EventBus } from './events.js';
import type { ShopResult } from './result.js';
import { isShortOfStock } from './stock.js';
import type { AdapterStorage } from './storage.js';
import type { Cart, CartLine, CartLineInput, CartLineUpdate } from './types.js';

export interface ShopAdapterOptions {
  client: ShopClient;
  storage: AdapterStorage;
  events?: EventBus;
  /**
   * Current product data for the lines a change of country or language moves to a new cart (spec §4: the lines
   * are "re-validated against current product data"): the lines to reapply, with their attributes written anew in
   * the new edition (title, page, prices); a line left out is no longer for sale there. Without it the lines keep
   * the attributes they were added with; when it rejects (the product data cannot be had), they move with only the
   * attributes every edition shares, so the shopper keeps the cart.
   */
  currentLines?: (lines: readonly CartLine[]) => Promise<CartLineInput[]>;
}

/** Line attributes that hold in every edition: the product's id and recycling class (the rest are in its words). */
const EDITION_FREE_ATTRIBUTES = ['_id', '_recycling_class'];

function editionFree(attributes: CartLineInput['attributes']): CartLineInput['attributes'] {
  return Object.fromEntries(
    Object.entries(attributes ?? {}).filter(([key]) => EDITION_FREE_ATTRIBUTES.includes(key)),
  );
}

/** A cart call that failed because the cart no longer exists remotely. */
function cartIsGone(result: ShopResult<Cart>): boolean {
  if (!result.error) return false;
  if (result.error.kind === 'not-found') return true;
  return result.error.errors.some(
    (error) => error.field?.includes('cartId') || error.code === 'INVALID_CART',
  );
}

export type ShopAdapter = ReturnType<typeof createShopAdapter>;

/**
 * The adapter contract (spec §7) for the browser's cart: every method resolves to `{data?, raw, error?}` and never
 * rejects; on success it emits the session event with the new state. It has no user, wishlist, review or checkout
 * provider: the customer's token lives in an httpOnly cookie only the storefront's server reads (its account routes
 * call this package's client), favorites are the wishlist and stay in local storage, reviews go to an own route and
 * checkout is the cart's `checkoutUrl` (docs/accounts.md).
 */
export function createShopAdapter({
  client,
  storage,
  events = createEventBus(),
  currentLines,
}: ShopAdapterOptions) {
  const context = client.context;

  async function createCart(lines: CartLineInput[]): Promise<ShopResult<Cart>> {
    const created = await client.cart.create(lines);
    if (created.data) storage.setCartRef({ id: created.data.id, ...context });
    return created;
  }

  /** No cart until the next add creates one: the stored id is dropped, nothing is created remotely. */
  function forgetCart(raw: unknown): ShopResult<null> {
    storage.setCartRef(null);
    return { raw, data: null };
  }

  /** Reapplies the lines still for sale (price present, in stock) to a new cart in the current context. */
  async function recreateInContext(oldId: string): Promise<ShopResult<Cart | null>> {
    const old = await client.cart.get(oldId);
    // A failed read keeps the stored cart, so the next start re-validates it instead of losing its lines.
    if (old.error && old.error.kind !== 'not-found') return old;
    const kept = (old.data?.lines ?? []).filter((line) => line.availableForSale && line.price.amount > 0);
    if (kept.length === 0) return forgetCart(old.raw);
    let lines: CartLineInput[] = kept.map((line) => ({
      merchandiseId: line.merchandiseId,
      quantity: line.quantity,
      attributes: line.attributes,
    }));
    if (currentLines) {
      try {
        lines = await currentLines(kept);
      } catch {
        // Without current product data the cart still moves (the shopper keeps it), with only what holds in every
        // edition: the backend's title, price and compare-at price show in the new context instead of the old.
        lines = lines.map((line) => ({ ...line, attributes: editionFree(line.attributes) }));
      }
      if (lines.length === 0) return forgetCart(old.raw);
    }
    return createCart(lines);
  }

  /**
   * Adds to the stored cart; without one, or with one gone remotely, a cart is created with the lines. An add the
   * backend capped at stock added less than asked: the session takes its cart as a change (`cart:update-item`),
   * not as an add.
   */
  async function add(lines: CartLineInput[]): Promise<ShopResult<Cart>> {
    const ref = storage.getCartRef();
    let result = ref ? await client.cart.addLines(ref.id, lines) : undefined;
    if (!result || cartIsGone(result)) result = await createCart(lines);
    if (result.data) events.emit(isShortOfStock(result) ? 'cart:update-item' : 'cart:add-item', result.data);
    return result;
  }

  /**
   * Changes lines of the stored cart. When the cart is gone remotely the change fails, and the cart reads as empty
   * from then on (the stored id dropped, the session told), as a cart gone before the visit does (`getCart`): the
   * next add creates one.
   */
  async function changeLines(
    event: 'cart:remove-item' | 'cart:update-item',
    apply: (cartId: string) => Promise<ShopResult<Cart>>,
  ): Promise<ShopResult<Cart>> {
    const ref = storage.getCartRef();
    if (!ref)
      return { raw: null, error: { kind: 'cart-not-found', message: 'cart is not defined', errors: [] } };
    const result = await apply(ref.id);
    if (result.error && cartIsGone(result)) {
      forgetCart(result.raw);
      events.emit(event, null);
      return { raw: result.raw, error: { ...result.error, kind: 'cart-not-found' } };
    }
    if (result.data) events.emit(event, result.data);
    return result;
  }

  const cart = {
    /**
     * The stored cart, re-validated on a context change; `data: null` when none is stored or it is gone remotely
     * (an empty cart, which the first add creates: a visit that adds nothing creates nothing at the backend).
     */
    async getCart(_input: Record<string, never> = {}): Promise<ShopResult<Cart | null>> {
      const ref = storage.getCartRef();
      if (!ref) return { raw: null, data: null };
      if (ref.country !== context.country || ref.language !== context.language)
        return recreateInContext(ref.id);
      const current = await client.cart.get(ref.id);
      if (current.error?.kind === 'not-found') return forgetCart(current.raw);
      return current;
    },
    addItem(input: CartLineInput | CartLineInput[]): Promise<ShopResult<Cart>> {
      const lines = Array.isArray(input) ? input : [input];
      return add(lines);
    },
    removeItem(input: { lineItemIds: string[] }): Promise<ShopResult<Cart>> {
      return changeLines('cart:remove-item', (cartId) => client.cart.removeLines(cartId, input.lineItemIds));
    },
    updateItem(input: CartLineUpdate | CartLineUpdate[]): Promise<ShopResult<Cart>> {
      const lines = Array.isArray(input) ? input : [input];
      return changeLines('cart:update-item', (cartId) => client.cart.updateLines(cartId, lines));
    },
  };

  return { cart, events };
}
