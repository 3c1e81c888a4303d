import type { Cart, CartLineInput, SessionUser, ShopAdapter, ShopResult } from '@shop/shop-client';
// The model entry: the session must not bring the shop client into the page (createLazyShopAdapter loads it).
import {
  type CartLike,
  distinctLines,
  quantityInCart,
  STOCK_WARNING_CODES,
  totalPriceInCart,
} from '@shop/shop-client/model';
import { proxy, ref } from 'valtio/vanilla';
import type { CompareStorage, FavoritesStorage } from './browser-storage.js';
import type { CartLineChange, CartLineRemoval, CartQuantityChange } from './cart-changes.js';
import {
  type ComparableProduct,
  type CompareList,
  type CompareOutcome,
  EMPTY_COMPARE_LIST,
  toggleCompared,
} from './compare-list.js';

export interface SessionState {
  /** True once the first load of the cart has settled. */
  ready: boolean;
  cart: Cart | null;
  /**
   * The stored cart could not be loaded (the shop backend failed or did not answer): the shopper is told so rather
   * than shown an empty cart; its id stays stored. Cleared once a cart arrives.
   */
  cartUnavailable: boolean;
  /**
   * The signed-in customer as the storefront's own server reads them from its httpOnly cookie; `null` for a guest.
   * Read once on start (`loadUser`), then replaced by the `user:*` events the account actions announce.
   */
  user: SessionUser | null;
  /** True once the user has been read on start, or an event has named them (or there is nothing to read from). */
  userReady: boolean;
  /** Product ids of the favorites list (the wishlist: spec §3, in local storage). */
  favorites: string[];
  /** The products picked for comparison in this edition. */
  compare: CompareList;
  /** Quantity changes and removals asked for and not yet answered (queued ones included), oldest first. */
  cartChanges: readonly CartLineChange[];
}

export interface SessionOptions {
  adapter: ShopAdapter;
  favorites?: FavoritesStorage & { clear?(): void };
  /** The edition's comparison list; without it the list lives for the page view only. */
  compare?: CompareStorage;
  /**
   * Reads the signed-in customer on start (the storefront's own account session; `null` for a guest). It must not
   * reject; without it the session has no user until an event names one.
   */
  loadUser?: () => Promise<SessionUser | null>;
}

export type Session = ReturnType<typeof createSession>;

/** Spec §8 treats a failed first load as no data; a cart the backend could not give is not an empty one. */
const cartLoadFailed = (settled: PromiseSettledResult<ShopResult<Cart | null>>): boolean =>
  settled.status === 'rejected' ||
  settled.value.error?.kind === 'network' ||
  settled.value.error?.kind === 'backend';

/**
 * A cart change's answer, as a failure also when the backend took less than asked (capped at stock, kind
 * `not-enough-stock`): the store already holds that cart, from the adapter's event.
 */
function shortOfStockAsError(result: ShopResult<Cart>): ShopResult<Cart> {
  const short = result.warnings?.filter((warning) => STOCK_WARNING_CODES.includes(warning.code)) ?? [];
  if (result.error || short.length === 0) return result;
  return {
    ...result,
    error: {
      kind: 'not-enough-stock',
      message: short[0]?.message ?? '',
      errors: short.map((warning) => ({ message: warning.message, field: null, code: warning.code })),
    },
  };
}

/**
 * The shopper's session (spec §4): a valtio store that loads the cart and the user in parallel on start (a failure
 * leaves that part null), then changes only through the events of the adapter's bus: the adapter announces the
 * cart's, the storefront's account actions the user's.
 */
export function createSession({ adapter, favorites, compare, loadUser }: SessionOptions) {
  const state = proxy<SessionState>({
    ready: false,
    cart: null,
    cartUnavailable: false,
    user: null,
    userReady: false,
    favorites: [],
    compare: { ...EMPTY_COMPARE_LIST },
    cartChanges: [],
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
    state.userReady = true;
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
  ];

  // One queue for every cart action: each answer is the whole cart, so an older answer must never land last.
  let cartQueue: Promise<unknown> = Promise.resolve();
  const queued = (call: () => Promise<ShopResult<Cart>>): Promise<ShopResult<Cart>> => {
    const answer = cartQueue.then(call).then(shortOfStockAsError);
    cartQueue = answer.catch(() => undefined);
    return answer;
  };
  // A line change shows (`cartChanges`) from when it is asked for until its answer, kept by reference like the cart.
  const lineChange = async (change: CartLineChange, call: () => Promise<ShopResult<Cart>>) => {
    state.cartChanges = ref([...state.cartChanges, change]);
    try {
      return await queued(call);
    } finally {
      state.cartChanges = ref(state.cartChanges.filter((asked) => asked !== change));
    }
  };

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
    /** Loads the cart and the user in parallel (`ready` waits for the cart only); calling it again returns the same promise. */
    start(): Promise<void> {
      started ??= (async () => {
        readStoredLists();
        void (loadUser?.() ?? Promise.resolve(null))
          .catch(() => null)
          .then((user) => {
            // An account action announced meanwhile knows better than this read.
            if (!state.userReady) setUser(user);
          });
        unsubscribes.push(
          favorites?.onFavoritesChange?.(readStoredLists) ?? (() => {}),
          compare?.onCompareChange?.(readStoredLists) ?? (() => {}),
        );
        const [cart] = await Promise.allSettled([adapter.cart.getCart({})]);
        setCart(cart.status === 'fulfilled' ? (cart.value.data ?? null) : null);
        state.cartUnavailable = cartLoadFailed(cart);
        state.ready = true;
      })();
      return started;
    },
    /**
     * Adds to the cart; the first add creates it. Like every cart action it waits for the ones asked before, and
     * resolves to the adapter's answer, never rejecting; an add capped at stock answers kind `not-enough-stock`.
     * The store changes through the adapter's events, not here.
     */
    addToCart(lines: CartLineInput | CartLineInput[]): Promise<ShopResult<Cart>> {
      return queued(() => adapter.cart.addItem(lines));
    },
    /** A line's new quantity; it shows in `cartChanges` until the answer. */
    updateCartQuantity(change: CartQuantityChange): Promise<ShopResult<Cart>> {
      return lineChange({ ...change }, () =>
        adapter.cart.updateItem({ id: change.lineId, quantity: change.quantity }),
      );
    },
    /** Removes a line; it shows in `cartChanges` until the answer. */
    removeFromCart({ lineId }: CartLineRemoval): Promise<ShopResult<Cart>> {
      return lineChange({ lineId }, () => adapter.cart.removeItem({ lineItemIds: [lineId] }));
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
