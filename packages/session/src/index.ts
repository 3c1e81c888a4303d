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
  type SessionAccount,
  type SessionAccountAddress,
  type SessionOptions,
  type SessionState,
} from './session.js';
export { dataOrThrow, ShopCallError } from './shop-call.js';
