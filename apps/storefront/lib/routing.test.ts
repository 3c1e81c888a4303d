import { describe, expect, it } from 'vitest';
import { appPathFor, homeFor } from './routing';

const request = (query = '', cookies: Record<string, string> = {}, headers: Record<string, string> = {}) => ({
  query: new URLSearchParams(query),
  cookie: (name: string) => cookies[name],
  header: (name: string) => headers[name] ?? null,
});

describe('/ redirects to the default edition by the store-choice rule', () => {
  it.each([
    [request('previewCountry=gb', { country: 'pl' }, { 'cf-ipcountry': 'DE' }), '/uk/'],
    [request('', { country: 'pl' }, { 'cf-ipcountry': 'DE' }), '/pl/'],
    [request('', {}, { 'x-vercel-ip-country': 'AT' }), '/de/'],
    [request('', {}, { 'cf-ipcountry': 'US' }), '/fr/'],
    [request(), '/fr/'],
  ])('%#: → %s', (input, home) => {
    expect(homeFor(input)).toBe(home);
  });
});

describe('public aliases rewrite to the internal /frontend/* routes of their edition', () => {
  it.each([
    ['/search-de?q=waage', { edition: 'de', path: '/de/frontend/search?q=waage' }],
    ['/recherche?q=balance', { edition: 'fr', path: '/fr/frontend/search?q=balance' }],
    ['/uk/search?q=scale', { edition: 'gb', path: '/gb/frontend/search?q=scale' }],
    ['/es/search', { edition: 'es', path: '/es/frontend/search' }],
    ['/de/cart', { edition: 'de', path: '/de/frontend/cart' }],
    ['/global/cart', { edition: 'en', path: '/en/frontend/cart' }],
    ['/de/favoriten', { edition: 'de', path: '/de/frontend/favorites' }],
    ['/pl/order-history', { edition: 'pl', path: '/pl/frontend/orderHistory' }],
  ])('%s → %j', (publicPath, target) => {
    expect(appPathFor(publicPath)).toEqual(target);
  });
});

describe('every content path goes to the entry route with its seoUrl, query kept', () => {
  it.each([
    ['/de/', '/de/frontend/entry/de/'],
    ['/de/c/blutdruckmessgeraete/?page=2', '/de/frontend/entry/de/c/blutdruckmessgeraete/?page=2'],
    ['/global/p/bm-54/', '/en/frontend/entry/global/p/bm-54/'],
    ['/uk/data-protection/', '/gb/frontend/entry/uk/data-protection/'],
    ['/de/frontend/cart', '/de/frontend/entry/de/frontend/cart'],
  ])('%s → %s', (publicPath, path) => {
    expect(appPathFor(publicPath)?.path).toBe(path);
  });

  it.each([['/xx/'], ['/_next/static/x.js'], ['//evil.example/']])(
    '%s belongs to no edition',
    (publicPath) => {
      expect(appPathFor(publicPath)).toBeNull();
    },
  );
});
