import { describe, expect, it } from 'vitest';
import { appPathFor, homeFor, listingStateParam, searchParam, storeEntryFor } from './routing';

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

describe('the default aliases lead to the cart and favorites of the store the same rule picks (§2.2)', () => {
  it.each([
    ['/warenkorb', request('previewCountry=gb'), '/uk/cart'],
    ['/warenkorb/', request('', { country: 'de' }), '/de/cart'],
    ['/Warenkorb', request('', {}, { 'cf-ipcountry': 'NL' }), '/nl/cart'],
    ['/favorites', request('', { country: 'pl' }), '/pl/favorites'],
    ['/favorites', request('', {}, { 'cf-ipcountry': 'AT' }), '/de/favoriten'],
    ['/favorites', request(), '/fr/favoris'],
    ['/', request('', { country: 'it' }), '/it/'],
  ])('%s %# → %s', (path, input, target) => {
    expect(storeEntryFor(path, input)).toBe(target);
  });

  it('is nothing for any other path', () => {
    for (const path of ['/warenkorb/x', '/de/warenkorb', '/favorite', '/cart']) {
      expect(storeEntryFor(path, request())).toBeNull();
    }
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
    [
      '/de/c/blutdruckmessgeraete/?sort=price-asc',
      '/de/frontend/listing/desktop/sort%3Dprice-asc/de/c/blutdruckmessgeraete/',
    ],
    [
      '/de/c/blutdruckmessgeraete/?size=M&size=L',
      '/de/frontend/listing/desktop/size%3DM%26size%3DL/de/c/blutdruckmessgeraete/',
    ],
    [
      '/de/c/blutdruckmessgeraete/?page=2',
      '/de/frontend/listing/desktop/page%3D2/de/c/blutdruckmessgeraete/',
    ],
    // One spelling per state: the parameters in the listing's own order, defaults left out.
    [
      '/de/c/blutdruckmessgeraete/?sort=new&inStock=1&priceMax=80&priceMin=20',
      '/de/frontend/listing/desktop/priceMin%3D20%26priceMax%3D80%26inStock%3D1%26sort%3Dnew/de/c/blutdruckmessgeraete/',
    ],
    // Campaign tags stay in the query; an unknown sort is the default state, the catalogue page.
    [
      '/de/c/blutdruckmessgeraete/?inStock=1&utm_source=mail',
      '/de/frontend/listing/desktop/inStock%3D1/de/c/blutdruckmessgeraete/?utm_source=mail',
    ],
    [
      '/de/c/blutdruckmessgeraete/?sort=price_asc',
      '/de/frontend/catalogue/desktop/de/c/blutdruckmessgeraete/',
    ],
  ])('a listing state is kept per state and page size: %s → %s', (publicPath, path) => {
    expect(appPathFor(publicPath, { device: 'desktop' })?.path).toBe(path);
  });

  it.each([
    ['/de/p/bm-54/?variant=gid%3A%2F%2Fshopify%2FProductVariant%2F1'],
    ['/de/p/bm-54/?variant=gid%3A%2F%2Fshopify%2FProductVariant%2F1&sort=new'],
    ['/de/p/bm-54/?redirectBundleId=7'],
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

  it.each([['/de/service/faq?q=manschette'], ['/global/service/frequently-asked-questions/?q=cuff']])(
    '%s: the FAQ search renders per request (the server shows the matching questions)',
    (publicPath) => {
      expect(appPathFor(publicPath, desktop)?.path).toMatch(/^\/(de|en)\/frontend\/entry\//);
      expect(appPathFor(publicPath, desktop)?.path).toContain('?q=');
    },
  );

  it('a q on another content page does not make it per request', () => {
    expect(appPathFor('/de/blog?q=x', desktop)?.path).toBe('/de/frontend/catalogue/desktop/de/blog?q=x');
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

describe('the listing route takes a state in the one spelling the proxy writes', () => {
  it.each([
    ['sort=price-asc', 'sort=price-asc'],
    ['sort%3Dprice-asc', 'sort=price-asc'],
    ['size=S%2FM&inStock=1', 'size=S%2FM&inStock=1'],
  ])('%s → %s', (segment, state) => {
    expect(listingStateParam(segment)).toBe(state);
  });

  it.each([[''], ['sort=popularity'], ['sort=new&inStock=1'], ['sort=bogus'], ['page=1'], ['%E0%A4%A']])(
    '%s is no page of the listing route',
    (segment) => {
      expect(listingStateParam(segment)).toBeNull();
    },
  );
});

describe('a search for a phrase goes to the kept search route, per phrase, state and page size', () => {
  const desktop = { device: 'desktop' } as const;
  it.each([
    ['/search-de?q=waage', '/de/frontend/found/desktop/q%3Dwaage'],
    ['/search-de?q=%20waage%20&sort=new', '/de/frontend/found/desktop/q%3Dwaage%26sort%3Dnew'],
    [
      '/search-pl?q=ci%C5%9Bnienie&utm_source=mail',
      '/pl/frontend/found/desktop/q%3Dci%25C5%259Bnienie?utm_source=mail',
    ],
    ['/search-global?q=blood+pressure', '/en/frontend/found/desktop/q%3Dblood%2Bpressure'],
  ])('%s → %s', (publicPath, path) => {
    expect(appPathFor(publicPath, desktop)?.path).toBe(path);
  });

  it('without a phrase, or for a shopper in an experiment, the search is rendered per request', () => {
    expect(appPathFor('/search-de?q=%20', desktop)?.path).toBe('/de/frontend/search?q=+');
    expect(appPathFor('/search-de?q=waage', null)?.path).toBe('/de/frontend/search?q=waage');
  });

  it('a phrase or listing state too long to be kept is rendered per request', () => {
    const long = 'ą'.repeat(40);
    expect(appPathFor(`/search-de?q=${long}`, desktop)?.path).toBe(
      `/de/frontend/search?q=${encodeURIComponent(long)}`,
    );
    expect(appPathFor(`/de/c/waagen/?size=${long}`, desktop)?.path).toBe(
      `/de/frontend/entry/de/c/waagen/?size=${encodeURIComponent(long)}`,
    );
  });

  it.each([
    ['q=waage&sort=new', 'q=waage&sort=new'],
    ['q%3Dwaage', 'q=waage'],
    ['q=blood+pressure', 'q=blood+pressure'],
  ])('the segment %s is the search %s', (segment, search) => {
    expect(searchParam(segment)).toBe(search);
  });

  it.each([['q='], ['sort=new'], ['sort=new&q=waage'], ['q=+waage'], ['q=waage&sort=popularity']])(
    'the segment %s is no page of the kept search route',
    (segment) => {
      expect(searchParam(segment)).toBeNull();
    },
  );
});
