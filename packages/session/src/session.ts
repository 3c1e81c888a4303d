import type { Cart, SessionUser, ShopAdapter, ShopResult } from '@shop/shop-client';
// The model entry: the session must not bring the shop client into the page (createLazyShopAdapter loads it).
import { type CartLike, distinctLines, quantityInCart, totalPriceInCart } from '@shop/shop-client/model';
import { proxy, ref } from 'valtio/vanilla';
import type { CompareStorage, FavoritesStorage } from './browser-storage.js';
import {
  type ComparableProduct,
  type CompareList,
  type CompareOutcome,
  EMPTY_COMPARE_LIST,
  toggleCompared,
} from './compare-list.js';

export interface SessionState {
  /** True once the first load of cart, user and wishlist has settled. */
  ready: boolean;
  cart: Cart | null;
  /**
   * The stored cart could not be loaded (the shop backend failed or did not answer): the shopper is told so rather
   * than shown an empty cart; its id stays stored. Cleared once a cart arrives.
   */
  cartUnavailable: boolean;
  user: SessionUser | null;
  wishlist: unknown | null;
  /** Product ids of the favorites list. */
  favorites: string[];
  /** The products picked for comparison in this edition. */
  compare: CompareList;
  /** The signed-in customer as the storefront's own server knows them; `null` for a guest. */
  account: SessionAccount | null;
  /** True once the account has been read on start (or there is nothing to read it from). */
  accountReady: boolean;
}

/** A customer's default address as the account service keeps it (spec §4). */
export interface SessionAccountAddress {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  zip: string | null;
  city: string | null;
  countryCode: string | null;
}

/** What the browser knows of the signed-in customer: a name and an address, never the token. */
export interface SessionAccount {
  firstName: string;
  lastName: string;
  email: string;
  defaultAddress?: SessionAccountAddress | null;
}

export interface SessionOptions {
  adapter: ShopAdapter;
  favorites?: FavoritesStorage & { clear?(): void };
  /** The edition's comparison list; without it the list lives for the page view only. */
  compare?: CompareStorage;
  /**
   * Reads the signed-in customer on start (the app's own account session; `null` for a guest). It must not
   * reject; without it the session has no account.
   */
  loadAccount?: () => Promise<SessionAccount | null>;
}

export type Session = ReturnType<typeof createSession>;

const settledData = <T>(settled: PromiseSettledResult<ShopResult<T>>): T | null =>
  settled.status === 'fulfilled' ? (settled.value.data ?? null) : null;

/** Spec §8 treats a failed first load as no data; a cart the backend could not give is not an empty one. */
const cartLoadFailed = (settled: PromiseSettledResult<ShopResult<Cart | null>>): boolean =>
  settled.status === 'rejected' ||
  settled.value.error?.kind === 'network' ||
  settled.value.error?.kind === 'backend';

/**
 * The shopper's session (spec §4): a valtio store that loads cart, user and wishlist in parallel on start (a
 * failure leaves that part null), then changes only through the adapter's events.
 */
export function createSession({ adapter, favorites, compare, loadAccount }: SessionOptions) {
  const state = proxy<SessionState>({
    ready: false,
    cart: null,
    cartUnavailable: false,
    user: null,
    wishlist: null,
    favorites: [],
    compare: { ...EMPTY_COMPARE_LIST },
    account: null,
    accountReady: false,
  });
  const setFavorites = (ids: string[]) => {
    state.favorites = ids;
    favorites?.setFavorites([...ids]);
  };
  // Backend objects are replaced whole, never mutated: keep them out of valtio's deep proxying.
  const setCart = (cart: Cart | null) => {
    state.cart = cart ? ref(cart) : null;
    if (cart) state.cartUnavailable = false;
  };
  const setUser = (user: SessionUser | null) => {
    state.user = user ? ref(user) : null;
  };
  const keepAccount = (account: SessionAccount | null) => {
    state.account = account ? ref(account) : null;
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
      compare?.setCompareList(EMPTY_COMPARE_LIST);
      state.compare = { ...EMPTY_COMPARE_LIST };
      setCart(null);
      state.cartUnavailable = false;
    }),
    adapter.events.on('wishlist:add-item', (wishlist) => {
      state.wishlist = wishlist;
    }),
    adapter.events.on('wishlist:remove-item', (wishlist) => {
      state.wishlist = wishlist;
    }),
  ];

  let started: Promise<void> | undefined;
  // Another tab's change to the stored lists reaches this tab's counters and toggles (storage events).
  const readStoredLists = () => {
    state.favorites = favorites?.getFavorites() ?? [];
    const list = compare?.getCompareList() ?? EMPTY_COMPARE_LIST;
    state.compare = { categoryId: list.categoryId, ids: [...list.ids] };
  };

  return {
    state,
    adapter,
    /**
     * Loads cart, user and wishlist in parallel, and beside them the account (`ready` does not wait for it);
     * calling it again returns the same promise.
     */
    start(): Promise<void> {
      started ??= (async () => {
        readStoredLists();
        void (loadAccount?.() ?? Promise.resolve(null))
          .catch(() => null)
          .then((account) => {
            // An account action answered meanwhile knows better than this read.
            if (!state.accountReady) keepAccount(account);
            state.accountReady = true;
          });
        unsubscribes.push(
          favorites?.onFavoritesChange?.(readStoredLists) ?? (() => {}),
          compare?.onCompareChange?.(readStoredLists) ?? (() => {}),
        );
        const [cart, user, wishlist] = await Promise.allSettled([
          adapter.cart.getCart({}),
          adapter.user.getUser(),
          adapter.wishlist.getWishlist(),
        ]);
        setCart(settledData(cart));
        state.cartUnavailable = cartLoadFailed(cart);
        setUser(settledData(user));
        state.wishlist = settledData(wishlist);
        state.ready = true;
      })();
      return started;
    },
    /** The account an account action answered with (login, logout, a change of personal data). */
    setAccount(account: SessionAccount | null): void {
      keepAccount(account);
      state.accountReady = true;
    },
    /** Favorites toggle: add if absent, remove if present. Returns whether the product is now a favorite. */
    toggleFavorite(productId: string): boolean {
      const present = state.favorites.includes(productId);
      setFavorites(
        present ? state.favorites.filter((id) => id !== productId) : [...state.favorites, productId],
      );
      return !present;
    },
    /** Puts a removed favorite back where it was (the undo of a removal). */
    restoreFavorite(productId: string, index: number): void {
      if (state.favorites.includes(productId)) return;
      const ids = [...state.favorites];
      ids.splice(Math.max(0, Math.min(index, ids.length)), 0, productId);
      setFavorites(ids);
    },
    /** Compare toggle: remove if present, else add when there is room and the category matches. */
    toggleCompare(product: ComparableProduct): CompareOutcome {
      const { list, outcome } = toggleCompared(state.compare, product);
      if (outcome === 'added' || outcome === 'removed') {
        state.compare = list;
        compare?.setCompareList(list);
      }
      return outcome;
    },
    clearCompare(): void {
      state.compare = { ...EMPTY_COMPARE_LIST };
      compare?.setCompareList(EMPTY_COMPARE_LIST);
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
