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

describe('a content path in its default state goes to the cached catalogue route of its page size', () => {
  it.each([
    ['/de/', { device: 'desktop' } as const, '/de/frontend/catalogue/desktop/de/'],
    ['/pl/c/zdrowie/', { device: 'mobile' } as const, '/pl/frontend/catalogue/mobile/pl/c/zdrowie/'],
    // Parameters the page does not render differently for (campaign tags) stay in the query, still cached.
    [
      '/global/p/bm-54/?utm_source=mail',
      { device: 'desktop' } as const,
      '/en/frontend/catalogue/desktop/global/p/bm-54/?utm_source=mail',
    ],
  ])('%s (%j) → %s', (publicPath, caching, path) => {
    expect(appPathFor(publicPath, caching)?.path).toBe(path);
  });

  it.each([
    ['/de/c/blutdruckmessgeraete/?sort=price_asc'],
    ['/de/c/blutdruckmessgeraete/?size=M&size=L'],
    ['/de/c/blutdruckmessgeraete/?page=2'],
    ['/de/c/blutdruckmessgeraete/?inStock=1'],
    ['/de/c/blutdruckmessgeraete/?priceMin=10'],
    ['/de/p/bm-54/?variant=gid%3A%2F%2Fshopify%2FProductVariant%2F1'],
  ])('%s is rendered per request: its query changes the page', (publicPath) => {
    expect(appPathFor(publicPath, { device: 'desktop' })?.path).toMatch(/^\/de\/frontend\/entry\/de\//);
  });

  it('a shopper in an experiment (no caching) gets every page rendered per request', () => {
    expect(appPathFor('/de/', null)?.path).toBe('/de/frontend/entry/de/');
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

describe('FAQ, manuals and blog are content pages at their public path (spec §2.1)', () => {
  const desktop = { device: 'desktop' } as const;
  it.each([
    ['/de/service/faq', '/de/frontend/catalogue/desktop/de/service/faq'],
    [
      '/global/service/frequently-asked-questions/',
      '/en/frontend/catalogue/desktop/global/service/frequently-asked-questions/',
    ],
    ['/it/servizio/manuale-d-uso', '/it/frontend/catalogue/desktop/it/servizio/manuale-d-uso'],
    ['/de/blog', '/de/frontend/catalogue/desktop/de/blog'],
    ['/de/blog/fieber-bei-kindern/', '/de/frontend/catalogue/desktop/de/blog/fieber-bei-kindern/'],
    ['/de/service/faq/faq-7-1/', '/de/frontend/catalogue/desktop/de/service/faq/faq-7-1/'],
  ])('%s is kept: → %s', (publicPath, path) => {
    expect(appPathFor(publicPath, desktop)?.path).toBe(path);
  });

  it.each([
    ['/pl/obsluga-klienta/instrukcje-obslugi?fileType=datasheet'],
    ['/pl/obsluga-klienta/instrukcje-obslugi?q=BM-54'],
    ['/pl/obsluga-klienta/instrukcje-obslugi?category=3'],
  ])('%s: a manuals filter renders per request', (publicPath) => {
    expect(appPathFor(publicPath, desktop)?.path).toBe(`/pl/frontend/entry${publicPath}`);
  });

  it('a q on another content page does not make it per request', () => {
    expect(appPathFor('/de/service/faq?q=x', desktop)?.path).toBe(
      '/de/frontend/catalogue/desktop/de/service/faq?q=x',
    );
  });

  it('editions without the screen look the path up as content (the content service answers 404)', () => {
    expect(appPathFor('/nl/service/faq', desktop)?.path).toBe(
      '/nl/frontend/catalogue/desktop/nl/service/faq',
    );
    expect(appPathFor('/uk/service/instructions-for-use', desktop)?.path).toBe(
      '/gb/frontend/catalogue/desktop/uk/service/instructions-for-use',
    );
  });
});
