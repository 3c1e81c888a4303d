import {
  type Cart,
  type CartLike,
  distinctLines,
  quantityInCart,
  type SessionUser,
  type ShopAdapter,
  type ShopResult,
  totalPriceInCart,
} from '@shop/shop-client';
import { proxy, ref } from 'valtio/vanilla';
import type { FavoritesStorage } from './browser-storage.js';

export interface SessionState {
  /** True once the first load of cart, user and wishlist has settled. */
  ready: boolean;
  cart: Cart | null;
  user: SessionUser | null;
  wishlist: unknown | null;
  /** Product ids of the favorites list. */
  favorites: string[];
}

export interface SessionOptions {
  adapter: ShopAdapter;
  favorites?: FavoritesStorage & { clear?(): void };
}

export type Session = ReturnType<typeof createSession>;

const settledData = <T>(settled: PromiseSettledResult<ShopResult<T>>): T | null =>
  settled.status === 'fulfilled' ? (settled.value.data ?? null) : null;

/**
 * The shopper's session (spec §4): a valtio store that loads cart, user and wishlist in parallel on start (a
 * failure leaves that part null), then changes only through the adapter's events.
 */
export function createSession({ adapter, favorites }: SessionOptions) {
  const state = proxy<SessionState>({ ready: false, cart: null, user: null, wishlist: null, favorites: [] });
  // Backend objects are replaced whole, never mutated: keep them out of valtio's deep proxying.
  const setCart = (cart: Cart | null) => {
    state.cart = cart ? ref(cart) : null;
  };
  const setUser = (user: SessionUser | null) => {
    state.user = user ? ref(user) : null;
  };

  const unsubscribes = [
    adapter.events.on('cart:add-item', setCart),
    adapter.events.on('cart:remove-item', setCart),
    adapter.events.on('cart:update-item', setCart),
    adapter.events.on('user:login', setUser),
    adapter.events.on('user:signup', setUser),
    adapter.events.on('user:update', setUser),
    adapter.events.on('user:logout', () => {
      setUser(null);
      favorites?.clear?.();
      state.favorites = [];
      setCart(null);
    }),
    adapter.events.on('wishlist:add-item', (wishlist) => {
      state.wishlist = wishlist;
    }),
    adapter.events.on('wishlist:remove-item', (wishlist) => {
      state.wishlist = wishlist;
    }),
  ];

  let started: Promise<void> | undefined;

  return {
    state,
    adapter,
    /** Loads cart, user and wishlist in parallel; calling it again returns the same promise. */
    start(): Promise<void> {
      started ??= (async () => {
        state.favorites = favorites?.getFavorites() ?? [];
        const [cart, user, wishlist] = await Promise.allSettled([
          adapter.cart.getCart({}),
          adapter.user.getUser(),
          adapter.wishlist.getWishlist(),
        ]);
        setCart(settledData(cart));
        setUser(settledData(user));
        state.wishlist = settledData(wishlist);
        state.ready = true;
      })();
      return started;
    },
    /** Favorites toggle: add if absent, remove if present. Returns whether the product is now a favorite. */
    toggleFavorite(productId: string): boolean {
      const present = state.favorites.includes(productId);
      state.favorites = present
        ? state.favorites.filter((id) => id !== productId)
        : [...state.favorites, productId];
      favorites?.setFavorites([...state.favorites]);
      return !present;
    },
    stop() {
      for (const unsubscribe of unsubscribes) unsubscribe();
    },
  };
}

/** The cart's derived values (spec §3). */
export function cartSummary(cart: CartLike | null) {
  return {
    distinctLines: distinctLines(cart),
    quantityInCart: quantityInCart(cart),
    totalPriceInCart: totalPriceInCart(cart),
  };
}
