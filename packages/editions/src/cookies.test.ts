import { describe, expect, it } from 'vitest';
import { COOKIES, cartIdStorageKey, cookieDomain, cookieOptions, LOCAL_STORAGE_KEYS } from './cookies.js';

describe('cookies: country, timezone, count, bundle, mak_experiments, access_token', () => {
  it('names them', () => {
    expect(Object.values(COOKIES)).toEqual([
      'country',
      'timezone',
      'count',
      'bundle',
      'mak_experiments',
      'access_token',
    ]);
  });
});

describe('cookie domain is the last two host labels, secure, path /', () => {
  it.each([
    ['www.shop.example.com', 'example.com'],
    ['shop.example.com:443', 'example.com'],
    ['EXAMPLE.com', 'example.com'],
    ['example.com.', 'example.com'],
  ])('%s → %s', (host, domain) => {
    expect(cookieDomain(host)).toBe(domain);
    expect(cookieOptions(host)).toEqual({ domain, secure: true, path: '/' });
  });

  it.each([
    ['localhost'],
    ['localhost:3000'],
    ['127.0.0.1:3000'],
    ['[::1]:3000'],
    [''],
    [null],
    [undefined],
    ['a..b'],
  ])('%j has no registrable domain: a host-only cookie', (host) => {
    expect(cookieDomain(host)).toBeUndefined();
    expect(cookieOptions(host)).toEqual({ secure: true, path: '/' });
  });
});

describe('local storage keys: menuData, favorites; the cart id is stored per shop URL', () => {
  it('names them', () => {
    expect(LOCAL_STORAGE_KEYS).toEqual({ menuData: 'menuData', favorites: 'favorites' });
  });
  it('keys the cart id by shop URL', () => {
    expect(cartIdStorageKey('https://a.example')).not.toBe(cartIdStorageKey('https://b.example'));
  });
});
