// @vitest-environment node
import {
  createMemoryStorage,
  createShopAdapter,
  createShopClient,
  type ShopAdapter,
} from '@shop/shop-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createCompareStorage, memoryStore } from './browser-storage.js';
import { clearFaults, injectFault, sandboxUrl, TOKEN, variantsForSale } from './sandbox-fixtures.js';
import { createSession } from './session.js';

/** The GraphQL operations the adapters of a test sent, by name, in order. */
let sent: string[] = [];
const recordingFetch: typeof fetch = (input, init) => {
  sent.push(/^\s*(?:query|mutation)\s+(\w+)/.exec(JSON.parse(String(init?.body)).query)?.[1] ?? 'anonymous');
  return fetch(input, init);
};

function adapter(storage = createMemoryStorage()): ShopAdapter {
  return createShopAdapter({
    client: createShopClient({
      storefrontDomain: sandboxUrl(),
      accessToken: TOKEN,
      country: 'DE',
      language: 'DE',
      fetch: recordingFetch,
    }),
    storage,
  });
}

function favoritesStore() {
  const store = memoryStore();
  return {
    getFavorites: () => JSON.parse(store.getItem('favorites') ?? '[]') as string[],
    setFavorites: (ids: string[]) => store.setItem('favorites', JSON.stringify(ids)),
    clear: () => store.removeItem('favorites'),
  };
}

afterEach(async () => {
  sent = [];
  await clearFaults();
});

describe('on start, a shopper session loads the cart and the user', () => {
  it('loads and is ready; a guest has no user', async () => {
    const session = createSession({ adapter: adapter() });
    expect(session.state.ready).toBe(false);
    await session.start();
    expect(session.state.ready).toBe(true);
    expect(session.state.cart).toBeNull();
    expect(session.state.user).toBeNull();
  });

  it('a failed initial load of the stored cart leaves it null, silently', async () => {
    const storage = createMemoryStorage();
    await adapter(storage).cart.addItem({
      merchandiseId: (await variantsForSale(1))[0] as string,
      quantity: 1,
    });
    await injectFault('cart', 0, 500);
    const session = createSession({ adapter: adapter(storage) });
    await session.start();
    expect(session.state.ready).toBe(true);
    expect(session.state.cart).toBeNull();
  });

  it('a stored cart the backend cannot give is marked unavailable, its id kept; the next cart clears the mark', async () => {
    const storage = createMemoryStorage();
    const variant = (await variantsForSale(1))[0] as string;
    await adapter(storage).cart.addItem({ merchandiseId: variant, quantity: 1 });
    const stored = storage.getCartRef()?.id;
    await injectFault('cart', 0, 503);
    const session = createSession({ adapter: adapter(storage) });
    await session.start();
    expect(session.state.cart).toBeNull();
    expect(session.state.cartUnavailable).toBe(true);
    expect(storage.getCartRef()?.id).toBe(stored);
    await clearFaults();
    await session.adapter.cart.addItem({ merchandiseId: variant, quantity: 1 });
    expect(session.state.cartUnavailable).toBe(false);
    expect(session.state.cart?.id).toBe(stored);
    expect(session.state.cart?.lines[0]?.quantity).toBe(2);
  });

  it('a shopper without a stored cart, or with one the backend no longer knows, is not marked', async () => {
    const session = createSession({ adapter: adapter() });
    await session.start();
    expect(session.state.cartUnavailable).toBe(false);
    const storage = createMemoryStorage();
    storage.setCartRef({ id: 'gid://shopify/Cart/gone', country: 'DE', language: 'DE' });
    const gone = createSession({ adapter: adapter(storage) });
    await gone.start();
    expect(gone.state.cartUnavailable).toBe(false);
    expect(storage.getCartRef()).toBeNull();
  });
});

describe('the user: read once on start beside the cart, then replaced by the user:* events', () => {
  const customer = { firstName: 'Erika', lastName: 'Muster', email: 'erika@example.com' };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  /** A started session whose read of the user answers when the test says. */
  async function startedWithUserRead() {
    let answer: (user: typeof customer | null) => void = () => {};
    const session = createSession({
      adapter: adapter(),
      loadUser: () => new Promise((resolve) => (answer = resolve)),
    });
    await session.start();
    const answerWith = async (user: typeof customer | null) => {
      answer(user);
      await settle();
    };
    return { session, answer: answerWith };
  }

  it('holds the customer the storefront’s account session names, without holding back `ready`', async () => {
    const { session, answer } = await startedWithUserRead();
    expect(session.state.ready).toBe(true);
    expect(session.state.userReady).toBe(false);
    await answer(customer);
    expect(session.state.user).toEqual(customer);
    expect(session.state.userReady).toBe(true);
  });

  it('a failed read is a guest; without a reader there is no user, and it is settled at once', async () => {
    const failing = createSession({
      adapter: adapter(),
      loadUser: () => Promise.reject(new Error('down')),
    });
    await failing.start();
    await settle();
    expect(failing.state).toMatchObject({ user: null, userReady: true });
    const none = createSession({ adapter: adapter() });
    await none.start();
    await settle();
    expect(none.state).toMatchObject({ user: null, userReady: true });
  });

  it.each(['user:login', 'user:signup', 'user:update'] as const)(
    '%s replaces the user, and a read on start that answers later does not undo it',
    async (event) => {
      const { session, answer } = await startedWithUserRead();
      session.adapter.events.emit(event, customer);
      expect(session.state).toMatchObject({ user: customer, userReady: true });
      await answer(null);
      expect(session.state.user).toEqual(customer);
    },
  );
});

describe('a visit that adds nothing creates no cart: the first add creates it', () => {
  it('without a stored cart id, start sends no cart call to the backend and the cart reads as empty', async () => {
    const storage = createMemoryStorage();
    const session = createSession({ adapter: adapter(storage) });
    await session.start();
    expect(session.state.cart).toBeNull();
    expect(storage.getCartRef()).toBeNull();
    expect(sent).toEqual([]);
  });

  it('the first add creates the cart, stores its id and fills the store; the next start loads it', async () => {
    const storage = createMemoryStorage();
    const shop = adapter(storage);
    const session = createSession({ adapter: shop });
    await session.start();
    const [variant] = (await variantsForSale(1)) as [string];
    await shop.cart.addItem({ merchandiseId: variant, quantity: 1 });
    expect(sent).toEqual(['cartCreate']);
    expect(storage.getCartRef()?.id).toBe(session.state.cart?.id);
    expect(session.state.cart?.lines.map((line) => line.merchandiseId)).toEqual([variant]);

    sent = [];
    const next = createSession({ adapter: adapter(storage) });
    await next.start();
    expect(sent).toEqual(['cart']);
    expect(next.state.cart?.id).toBe(session.state.cart?.id);
  });
});

describe('the store changes only through events', () => {
  it('cart:add-item replaces the cart; a failed add leaves it as it was', async () => {
    const shop = adapter();
    const session = createSession({ adapter: shop });
    await session.start();
    const [variant] = (await variantsForSale(1)) as [string];
    await shop.cart.addItem({ merchandiseId: variant, quantity: 2 });
    expect(session.state.cart?.lines.map((line) => line.quantity)).toEqual([2]);
    const before = session.state.cart;
    await shop.cart.addItem({ merchandiseId: 'gid://shopify/ProductVariant/999999999', quantity: 1 });
    expect(session.state.cart).toBe(before);
  });

  it('user:login sets the user; user:logout clears user, cart and favorites', async () => {
    const shop = adapter();
    const favorites = favoritesStore();
    const session = createSession({ adapter: shop, favorites });
    await session.start();
    const [variant] = (await variantsForSale(1)) as [string];
    await shop.cart.addItem({ merchandiseId: variant, quantity: 1 });
    session.toggleFavorite('p1');
    shop.events.emit('user:login', { firstName: 'Eva', lastName: 'Lang', email: 'eva@example.com' });
    expect(session.state.user?.firstName).toBe('Eva');
    shop.events.emit('user:logout', null);
    expect(session.state.user).toBeNull();
    expect(session.state.cart).toBeNull();
    expect(session.state.favorites).toEqual([]);
    expect(favorites.getFavorites()).toEqual([]);
  });
});

describe('favorites toggle: add if absent, remove if present', () => {
  it('toggles and persists', async () => {
    const favorites = favoritesStore();
    const session = createSession({ adapter: adapter(), favorites });
    await session.start();
    expect(session.toggleFavorite('p1')).toBe(true);
    expect(session.toggleFavorite('p2')).toBe(true);
    expect(session.toggleFavorite('p1')).toBe(false);
    expect(session.state.favorites).toEqual(['p2']);
    expect(favorites.getFavorites()).toEqual(['p2']);
  });

  it('a removal undone puts the favorite back in its place', async () => {
    const favorites = favoritesStore();
    const session = createSession({ adapter: adapter(), favorites });
    await session.start();
    for (const id of ['p1', 'p2', 'p3']) session.toggleFavorite(id);
    session.toggleFavorite('p2');
    session.restoreFavorite('p2', 1);
    session.restoreFavorite('p2', 1);
    expect(session.state.favorites).toEqual(['p1', 'p2', 'p3']);
    expect(favorites.getFavorites()).toEqual(['p1', 'p2', 'p3']);
  });

  it('a guest’s favorites are carried over when the guest signs in (they are the wishlist, kept locally)', async () => {
    const shop = adapter();
    const favorites = favoritesStore();
    favorites.setFavorites(['p7']);
    const session = createSession({ adapter: shop, favorites });
    await session.start();
    session.toggleFavorite('p8');
    const email = `carry.${Date.now()}@example.com`;
    const user = { firstName: 'Eva', lastName: 'Lang', email };
    shop.events.emit('user:signup', user);
    shop.events.emit('user:logout', null);
    session.stop();
    const returning = createSession({ adapter: shop, favorites });
    await returning.start();
    returning.toggleFavorite('p9');
    shop.events.emit('user:login', user);
    expect(returning.state.user?.email).toBe(email);
    expect(returning.state.favorites).toEqual(['p9']);
    expect(favorites.getFavorites()).toEqual(['p9']);
  });
});

describe('compare: up to four products of one category, kept per edition', () => {
  const compareStore = () => createCompareStorage({ edition: 'de', local: memoryStore() });

  it('adds up to four of one category, refuses a fifth (full) and another category (mixed), removes if present', async () => {
    const compare = compareStore();
    const session = createSession({ adapter: adapter(), compare });
    await session.start();
    for (const id of ['1', '2', '3', '4'])
      expect(session.toggleCompare({ id, categoryId: 'scales' })).toBe('added');
    expect(session.toggleCompare({ id: '5', categoryId: 'scales' })).toBe('full');
    expect(session.toggleCompare({ id: '2', categoryId: 'scales' })).toBe('removed');
    expect(session.toggleCompare({ id: '9', categoryId: 'thermometers' })).toBe('mixed');
    expect(session.state.compare).toEqual({ categoryId: 'scales', ids: ['1', '3', '4'] });
    expect(compare.getCompareList()).toEqual({ categoryId: 'scales', ids: ['1', '3', '4'] });
  });

  it('an emptied list takes any category again', async () => {
    const session = createSession({ adapter: adapter(), compare: compareStore() });
    await session.start();
    session.toggleCompare({ id: '1', categoryId: 'scales' });
    session.toggleCompare({ id: '1', categoryId: 'scales' });
    expect(session.toggleCompare({ id: '9', categoryId: 'thermometers' })).toBe('added');
    session.clearCompare();
    expect(session.state.compare).toEqual({ categoryId: null, ids: [] });
  });
});
