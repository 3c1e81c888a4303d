import {
  COOKIES,
  cartIdStorageKey,
  cookieOptions,
  type EditionKey,
  LOCAL_STORAGE_KEYS,
} from '@shop/editions';
import type { AdapterStorage, CartRef } from '@shop/shop-client';
import {
  COMPARE_STORAGE_PREFIX,
  type CompareList,
  compareStorageKey,
  EMPTY_COMPARE_LIST,
  isCompareList,
} from './compare-list.js';

/** The part of the Web Storage API we use. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** The keys it holds, where it can list them (the browser's `Storage` can: `length` and `key(i)`). */
  readonly length?: number;
  key?(index: number): string | null;
}

/** Prefixes of the keys the shop keeps per shop URL or per edition: every cart reference, every comparison list. */
const PER_SHOP_PREFIXES = [cartIdStorageKey(''), COMPARE_STORAGE_PREFIX];

/** The keys of a store that start with one of the prefixes (none where the store cannot list its keys). */
function keysWithPrefix(store: KeyValueStore, prefixes: string[]): string[] {
  if (store.length === undefined || !store.key) return [];
  const keys: string[] = [];
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index);
    if (key && prefixes.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  return keys;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, expires: Date): void;
  remove(name: string): void;
}

/** Favorites: product ids kept in local storage under `favorites` (spec §3). */
export interface FavoritesStorage {
  getFavorites(): string[];
  setFavorites(ids: string[]): void;
  /** Calls `listener` when another tab changed the favorites; returns the unsubscribe. */
  onFavoritesChange?(listener: () => void): () => void;
}

/** An edition's comparison list in local storage. */
export interface CompareStorage {
  getCompareList(): CompareList;
  setCompareList(list: CompareList): void;
  /** Calls `listener` when another tab changed the list; returns the unsubscribe. */
  onCompareChange?(listener: () => void): () => void;
}

/** Another tab's write to a key of local storage (the `storage` event fires in every other tab of the origin). */
function onStorageKey(key: string, listener: () => void): () => void {
  const target = globalThis.window;
  if (!target?.addEventListener) return () => {};
  // `key` is null when the other tab cleared the whole storage.
  const handle = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  target.addEventListener('storage', handle);
  return () => target.removeEventListener('storage', handle);
}

export type SessionStorage = AdapterStorage & FavoritesStorage & { clear(): void };

/** Cookies of the current document with the spec's options: the cookie-domain rule, secure, path /. */
export function documentCookies(doc: Document = document): CookieJar {
  const attributes = () => {
    const options = cookieOptions(doc.location?.host);
    return `${options.domain ? `; domain=${options.domain}` : ''}; path=${options.path}; secure; samesite=lax`;
  };
  return {
    get(name) {
      const prefix = `${name}=`;
      const found = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
      return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
    },
    set(name, value, expires) {
      doc.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}${attributes()}`;
    },
    remove(name) {
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT${attributes()}`;
    },
  };
}

/** A store that forgets on reload: where the browser refuses storage (private modes, quotas, servers). */
export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
  };
}

function safeLocalStorage(): KeyValueStore {
  try {
    const store = globalThis.localStorage;
    const probe = '__shop_probe__';
    store.setItem(probe, probe);
    store.removeItem(probe);
    return store;
  } catch {
    return memoryStore();
  }
}

function parse<T>(text: string | null | undefined, valid: (value: unknown) => value is T): T | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

const isCartRef = (value: unknown): value is CartRef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CartRef).id === 'string' &&
  typeof (value as CartRef).country === 'string' &&
  typeof (value as CartRef).language === 'string';

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

export interface BrowserStorageOptions {
  /** The shop backend's URL: the cart id is stored per shop URL (spec §4). */
  shopUrl: string;
  local?: KeyValueStore;
}

/**
 * Where the session keeps its state in the browser: the cart reference per shop URL and the favorites in local
 * storage. No customer token: the storefront's server keeps it in an httpOnly cookie page script cannot read
 * (docs/accounts.md). Corrupt values read as absent. Reads happen on use, so creating it during a server render
 * touches nothing.
 */
export function createBrowserStorage({ shopUrl, local }: BrowserStorageOptions): SessionStorage {
  let store: KeyValueStore | undefined = local;
  const localStore = () => (store ??= safeLocalStorage());
  const cartKey = cartIdStorageKey(shopUrl);

  return {
    getCartRef: () => parse(localStore().getItem(cartKey), isCartRef),
    setCartRef(ref) {
      if (ref) localStore().setItem(cartKey, JSON.stringify(ref));
      else localStore().removeItem(cartKey);
    },
    getFavorites: () => parse(localStore().getItem(LOCAL_STORAGE_KEYS.favorites), isIdList) ?? [],
    setFavorites(ids) {
      localStore().setItem(LOCAL_STORAGE_KEYS.favorites, JSON.stringify(ids));
    },
    onFavoritesChange: (listener) => onStorageKey(LOCAL_STORAGE_KEYS.favorites, listener),
    /**
     * Logout clears what the shop stored locally (spec §4), so the next person at this browser finds none of it:
     * favorites, the menu cache, and the cart reference and comparison list of every shop and edition (the server's
     * logout answer clears the token's cookie).
     */
    clear() {
      const store = localStore();
      const keys = [cartKey, LOCAL_STORAGE_KEYS.favorites, LOCAL_STORAGE_KEYS.menuData];
      for (const key of new Set([...keys, ...keysWithPrefix(store, PER_SHOP_PREFIXES)]))
        store.removeItem(key);
    },
  };
}

/** The comparison list of one edition, in local storage under `compare:{edition}` (docs/favorites.md). */
export function createCompareStorage({
  edition,
  local,
}: {
  edition: EditionKey;
  local?: KeyValueStore;
}): CompareStorage {
  let store: KeyValueStore | undefined = local;
  const localStore = () => (store ??= safeLocalStorage());
  const key = compareStorageKey(edition);
  return {
    getCompareList: () => parse(localStore().getItem(key), isCompareList) ?? EMPTY_COMPARE_LIST,
    setCompareList(list) {
      if (list.ids.length) localStore().setItem(key, JSON.stringify(list));
      else localStore().removeItem(key);
    },
    onCompareChange: (listener) => onStorageKey(key, listener),
  };
}

/** The listing's base page size (spec §9: 48 desktop, 30 mobile and tablet), in the `count` cookie for the server. */
export function rememberPageSize(count: number, jar: CookieJar = documentCookies()): void {
  if (jar.get(COOKIES.count) === String(count)) return;
  jar.set(COOKIES.count, String(count), new Date(Date.now() + 365 * 24 * 60 * 60 * 1000));
}

/** The browser's UTC offset as the content service's constraints take it: `+0100`, `-0530`. */
export function utcOffset(date: Date = new Date()): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  return `${sign}${hours}${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
}

/** Keeps the shopper's UTC offset in the `timezone` cookie (spec §9), for the server's search constraints. */
export function rememberTimezone(jar: CookieJar = documentCookies(), date: Date = new Date()): void {
  const offset = utcOffset(date);
  if (jar.get(COOKIES.timezone) === offset) return;
  jar.set(COOKIES.timezone, offset, new Date(date.getTime() + 30 * 24 * 60 * 60 * 1000));
}
