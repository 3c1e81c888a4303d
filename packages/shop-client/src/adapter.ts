import type { ShopClient } from './client.js';
import { notImplemented, type ShopError } from './errors.js';
import { createEventBus, type EventBus } from './events.js';
import type { ShopResult } from './result.js';
import { isShortOfStock } from './stock.js';
import { type AdapterStorage, isTokenValid } from './storage.js';
import { toSessionUser } from './transforms.js';
import type {
  Address,
  AddressInput,
  Cart,
  CartLine,
  CartLineInput,
  CartLineUpdate,
  CustomerAccessToken,
  SessionUser,
} from './types.js';

export interface ShopAdapterOptions {
  client: ShopClient;
  storage: AdapterStorage;
  events?: EventBus;
  now?: () => number;
  /**
   * Current product data for the lines a change of country or language moves to a new cart (spec §4: the lines
   * are "re-validated against current product data"): the lines to reapply, with their attributes written anew in
   * the new edition (title, page, prices); a line left out is no longer for sale there. Without it the lines keep
   * the attributes they were added with; when it rejects (the product data cannot be had), they move with only the
   * attributes every edition shares, so the shopper keeps the cart.
   */
  currentLines?: (lines: readonly CartLine[]) => Promise<CartLineInput[]>;
}

const unauthenticated: ShopError = {
  kind: 'unauthenticated',
  message: 'No valid customer session',
  errors: [],
};

function failed<T>(result: ShopResult<unknown>): ShopResult<T> {
  return { raw: result.raw, ...(result.error ? { error: result.error } : {}) };
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
 * The adapter contract (spec §7): providers cart, user, wishlist, review and checkout. Every method resolves to
 * `{data?, raw, error?}` and never rejects; on success it emits the session event with the new state.
 */
export function createShopAdapter({
  client,
  storage,
  events = createEventBus(),
  now = Date.now,
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

  function validToken(): CustomerAccessToken | null {
    const token = storage.getCustomerToken();
    if (isTokenValid(token, now())) return token;
    if (token) storage.setCustomerToken(null);
    return null;
  }

  async function loadUser(token: CustomerAccessToken): Promise<ShopResult<SessionUser>> {
    const result = await client.customer.get(token.accessToken);
    if (!result.data) {
      if (result.error?.kind === 'not-found') storage.setCustomerToken(null);
      return failed(result);
    }
    return { raw: result.raw, data: toSessionUser(result.data, result.raw) };
  }

  async function withToken<T>(
    run: (token: CustomerAccessToken) => Promise<ShopResult<T>>,
  ): Promise<ShopResult<T>> {
    const token = validToken();
    return token ? run(token) : { raw: null, error: unauthenticated };
  }

  /** After a change of the customer: the refreshed user, announced as user:update. */
  async function refreshUser(result: ShopResult<unknown>): Promise<ShopResult<SessionUser>> {
    const token = validToken();
    if (!token) return { raw: result.raw, error: unauthenticated };
    const user = await loadUser(token);
    if (user.data) events.emit('user:update', user.data);
    return user;
  }

  const user = {
    /** The signed-in user, or `data: null` without a valid session. */
    async getUser(): Promise<ShopResult<SessionUser | null>> {
      const token = validToken();
      if (!token) return { raw: null, data: null };
      return loadUser(token);
    },
    async login(input: { email: string; password: string }): Promise<ShopResult<SessionUser>> {
      const token = await client.customer.createAccessToken(input);
      if (!token.data) return failed(token);
      storage.setCustomerToken(token.data);
      const loaded = await loadUser(token.data);
      if (loaded.data) events.emit('user:login', loaded.data);
      return loaded;
    },
    async logout(): Promise<ShopResult<null>> {
      const token = storage.getCustomerToken();
      storage.setCustomerToken(null);
      const deleted = token ? await client.customer.deleteAccessToken(token.accessToken) : { raw: null };
      events.emit('user:logout', null);
      // The local session is gone whatever the backend says; its answer stays in raw.
      return { raw: deleted.raw, data: null };
    },
    /** Creates the customer, announces user:signup, then logs in (user:login). */
    async signup(input: {
      email: string;
      password: string;
      firstName?: string;
      lastName?: string;
    }): Promise<ShopResult<SessionUser>> {
      const created = await client.customer.create(input);
      if (!created.data) return failed(created);
      events.emit('user:signup', {
        user: {
          id: created.data.id,
          firstname: input.firstName ?? '',
          lastname: input.lastName ?? '',
          email: created.data.email,
          default_address: null,
        },
        email: created.data.email,
        raw: created.raw,
      });
      return user.login({ email: input.email, password: input.password });
    },
    forgotPassword(input: { email: string }): Promise<ShopResult<null>> {
      return client.customer.recover(input.email);
    },
    async resetPassword(input: { id: string; resetToken: string; password: string }) {
      return client.customer.reset(input);
    },
    async activate(input: { activationUrl: string; password: string }) {
      return client.customer.activateByUrl(input);
    },
    update(input: { firstName?: string; lastName?: string; phone?: string | null; email?: string }) {
      return withToken(async (token) => {
        const updated = await client.customer.update(token.accessToken, input);
        if (updated.error) return failed<SessionUser>(updated);
        if (updated.data?.accessToken) storage.setCustomerToken(updated.data.accessToken);
        return refreshUser(updated);
      });
    },
    updatePassword(input: { password: string }) {
      return withToken(async (token) => {
        const updated = await client.customer.update(token.accessToken, { password: input.password });
        if (updated.error) return failed<SessionUser>(updated);
        if (updated.data?.accessToken) storage.setCustomerToken(updated.data.accessToken);
        return refreshUser(updated);
      });
    },
    addressCreate(input: { address: AddressInput; setDefault?: boolean }) {
      return withToken(async (token): Promise<ShopResult<Address>> => {
        const created = await client.customer.addressCreate(token.accessToken, input.address);
        if (created.data && input.setDefault)
          await client.customer.defaultAddressUpdate(token.accessToken, created.data.id);
        if (created.data) await refreshUser(created);
        return created;
      });
    },
    addressUpdate(input: { id: string; address: AddressInput; setDefault?: boolean }) {
      return withToken(async (token): Promise<ShopResult<Address>> => {
        const updated = await client.customer.addressUpdate(token.accessToken, input.id, input.address);
        if (updated.data && input.setDefault)
          await client.customer.defaultAddressUpdate(token.accessToken, updated.data.id);
        if (updated.data) await refreshUser(updated);
        return updated;
      });
    },
    /** The full customer with addresses and orders, for the account pages. */
    getCustomer() {
      return withToken((token) => client.customer.get(token.accessToken));
    },
  };

  const unsupported = (what: string) => async (): Promise<ShopResult<never>> => ({
    raw: null,
    error: notImplemented(what),
  });

  /** Not supported by this backend (spec §7): favorites live in the session's local storage. */
  const wishlist = {
    getWishlist: unsupported('wishlist'),
    addItem: unsupported('wishlist'),
    removeItem: unsupported('wishlist'),
  };
  const review = { create: unsupported('review') };
  const checkout = { getCheckout: unsupported('checkout') };

  return { cart, user, wishlist, review, checkout, events };
}
