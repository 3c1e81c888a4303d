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

describe('cookie domain is the last two host labels (three under a public suffix like co.uk), secure, path /', () => {
  it.each([
    ['www.shop.example.com', 'example.com'],
    ['shop.example.com:443', 'example.com'],
    ['EXAMPLE.com', 'example.com'],
    ['example.com.', 'example.com'],
    // Two labels that are a public suffix under a country domain: the registrable domain is three.
    ['www.vitalis.co.uk', 'vitalis.co.uk'],
    ['shop.vitalis.com.pl:443', 'vitalis.com.pl'],
    ['vitalis.co.id', 'vitalis.co.id'],
    ['shop.vitalis.or.at', 'vitalis.or.at'],
    // …but not under a generic top-level domain, and not any two-letter second label.
    ['shop.co.com', 'co.com'],
    ['shop.vitalis.de', 'vitalis.de'],
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
    ['co.uk'],
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
