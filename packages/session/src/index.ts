export {
  type BrowserStorageOptions,
  type CookieJar,
  createBrowserStorage,
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
  cartSummary,
  createSession,
  type Session,
  type SessionOptions,
  type SessionState,
} from './session.js';
export { dataOrThrow, ShopCallError } from './shop-call.js';
