// @vitest-environment-options {"happyDOM": {"url": "https://www.shop.example.com/de/"}}
import { afterEach, describe, expect, it } from 'vitest';
import {
  createBrowserStorage,
  createCompareStorage,
  documentCookies,
  memoryStore,
  rememberPageSize,
  rememberTimezone,
  utcOffset,
} from './browser-storage.js';

afterEach(() => {
  localStorage.clear();
  for (const part of document.cookie.split('; ').filter(Boolean)) {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the code under test writes document.cookie too.
    document.cookie = `${part.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=example.com`;
  }
});

describe('the cart id is stored per shop URL', () => {
  it('keeps one cart reference per shop', () => {
    const de = createBrowserStorage({ shopUrl: 'https://de.shop.example' });
    const pl = createBrowserStorage({ shopUrl: 'https://pl.shop.example' });
    de.setCartRef({ id: 'gid://shopify/Cart/a?key=1', country: 'DE', language: 'DE' });
    expect(de.getCartRef()?.id).toBe('gid://shopify/Cart/a?key=1');
    expect(pl.getCartRef()).toBeNull();
    de.setCartRef(null);
    expect(de.getCartRef()).toBeNull();
  });

  it('reads a corrupt value as no cart', () => {
    const storage = createBrowserStorage({ shopUrl: 's' });
    localStorage.setItem('cartId:s', '{not json');
    expect(storage.getCartRef()).toBeNull();
    localStorage.setItem('cartId:s', JSON.stringify({ id: 5 }));
    expect(storage.getCartRef()).toBeNull();
  });
});

describe('favorites are a list of product id strings in local storage under the key favorites', () => {
  it('stores the list', () => {
    const storage = createBrowserStorage({ shopUrl: 's' });
    storage.setFavorites(['p1', 'p2']);
    expect(JSON.parse(localStorage.getItem('favorites') ?? '')).toEqual(['p1', 'p2']);
    expect(storage.getFavorites()).toEqual(['p1', 'p2']);
  });

  it('reads anything but a list of strings as empty', () => {
    const storage = createBrowserStorage({ shopUrl: 's' });
    localStorage.setItem('favorites', JSON.stringify([1, 2]));
    expect(storage.getFavorites()).toEqual([]);
  });
});

describe('logout clears local storage', () => {
  it('removes cart reference, favorites and menu cache', () => {
    const storage = createBrowserStorage({ shopUrl: 's' });
    storage.setCartRef({ id: 'c', country: 'DE', language: 'DE' });
    storage.setFavorites(['p']);
    localStorage.setItem('menuData', '{}');
    storage.clear();
    expect(storage.getCartRef()).toBeNull();
    expect(storage.getFavorites()).toEqual([]);
    expect(localStorage.getItem('menuData')).toBeNull();
  });

  it.each([
    ['the browser’s storage', () => localStorage],
    ['a memory store', memoryStore],
  ])(
    'in %s, also every shop’s cart reference and every edition’s comparison, and nothing else',
    (_, make) => {
      const local = make();
      const storage = createBrowserStorage({ shopUrl: 'https://shop.example/de', local });
      createCompareStorage({ edition: 'de', local }).setCompareList({ categoryId: 'c1', ids: ['a', 'b'] });
      createCompareStorage({ edition: 'pl', local }).setCompareList({ categoryId: 'c2', ids: ['c'] });
      createBrowserStorage({ shopUrl: 'https://shop.example/pl', local }).setCartRef({
        id: 'other',
        country: 'PL',
        language: 'PL',
      });
      storage.setCartRef({ id: 'c', country: 'DE', language: 'DE' });
      local.setItem('someone-else', 'kept');
      storage.clear();
      for (const key of [
        'cartId:https://shop.example/de',
        'cartId:https://shop.example/pl',
        'compare:de',
        'compare:pl',
      ])
        expect(local.getItem(key)).toBeNull();
      expect(local.getItem('someone-else')).toBe('kept');
    },
  );
});

describe('where the browser refuses storage', () => {
  it('works in memory', () => {
    const storage = createBrowserStorage({ shopUrl: 's', local: memoryStore() });
    storage.setFavorites(['x']);
    expect(storage.getFavorites()).toEqual(['x']);
    expect(localStorage.getItem('favorites')).toBeNull();
  });
});

describe('page size: stored in the count cookie', () => {
  it('writes the base page size once', () => {
    rememberPageSize(30);
    expect(document.cookie).toContain('count=30');
    rememberPageSize(48);
    expect(document.cookie).toContain('count=48');
  });
});

describe('timezone: the UTC offset in the timezone cookie', () => {
  it('formats offsets like +0100 and -0530', () => {
    expect(utcOffset({ getTimezoneOffset: () => -60 } as Date)).toBe('+0100');
    expect(utcOffset({ getTimezoneOffset: () => 330 } as Date)).toBe('-0530');
    expect(utcOffset({ getTimezoneOffset: () => 0 } as Date)).toBe('+0000');
  });
  it('writes the cookie', () => {
    rememberTimezone();
    expect(documentCookies().get('timezone')).toMatch(/^[+-]\d{4}$/);
  });
});

describe('another tab’s change to the stored lists is heard (storage events)', () => {
  it('favorites: a storage event for the key calls back, other keys do not; unsubscribe stops it', () => {
    const storage = createBrowserStorage({ shopUrl: 'https://shop.example.com' });
    let heard = 0;
    const stop = storage.onFavoritesChange?.(() => heard++);
    window.dispatchEvent(new StorageEvent('storage', { key: 'favorites' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'menuData' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    stop?.();
    window.dispatchEvent(new StorageEvent('storage', { key: 'favorites' }));
    expect(heard).toBe(2);
  });
});

describe('the comparison list is kept per edition in local storage under compare:{edition}', () => {
  it('keeps each edition apart; a corrupt or oversized value reads as empty; an empty list removes the key', () => {
    const de = createCompareStorage({ edition: 'de' });
    const pl = createCompareStorage({ edition: 'pl' });
    de.setCompareList({ categoryId: 'c1', ids: ['1', '2'] });
    expect(JSON.parse(localStorage.getItem('compare:de') ?? '')).toEqual({
      categoryId: 'c1',
      ids: ['1', '2'],
    });
    expect(pl.getCompareList()).toEqual({ categoryId: null, ids: [] });
    localStorage.setItem('compare:pl', JSON.stringify({ categoryId: 'c', ids: ['1', '2', '3', '4', '5'] }));
    expect(pl.getCompareList()).toEqual({ categoryId: null, ids: [] });
    de.setCompareList({ categoryId: null, ids: [] });
    expect(localStorage.getItem('compare:de')).toBeNull();
  });
});
