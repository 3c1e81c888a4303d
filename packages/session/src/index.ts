// The signed-in customer's shape is the shop client's, whose events carry it (`user:login`, `user:signup`).
export type { SessionUser, SessionUserAddress } from '@shop/shop-client';
export {
  type BrowserStorageOptions,
  type CompareStorage,
  type CookieJar,
  createBrowserStorage,
  createCompareStorage,
  documentCookies,
  type FavoritesStorage,
  type KeyValueStore,
  memoryStore,
  rememberPageSize,
  rememberTimezone,
  type SessionStorage,
  utcOffset,
} from './browser-storage.js';
export {
  type ComparableProduct,
  type CompareList,
  type CompareOutcome,
  compareStorageKey,
  EMPTY_COMPARE_LIST,
  toggleCompared,
} from './compare-list.js';
export { createLazyShopAdapter, type LazyShopAdapterOptions } from './lazy-adapter.js';
export {
  cartSummary,
  createSession,
  type Session,
  type SessionOptions,
  type SessionState,
} from './session.js';
