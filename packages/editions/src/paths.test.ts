import { describe, expect, it } from 'vitest';
import { EDITION_KEYS } from './editions.js';
import {
  alternateLinks,
  bundleHref,
  bundleIdOf,
  canonicalUrl,
  contentServiceUrl,
  EDITION_ROUTES,
  editionFromPath,
  entryHref,
  faqSingleHref,
  isAccountPage,
  productLookupPath,
  resolvePath,
  routePath,
  searchHref,
  seoUrlOf,
} from './paths.js';

describe('the first path segment is the country or language', () => {
  it.each([
    ['/de/c/blutdruckmessgeraete/', 'de'],
    ['/global/p/thermometer/', 'en'],
    ['/en/p/thermometer/', 'en'],
    ['/uk/data-protection/', 'gb'],
    ['/gb/c/scales/', 'gb'],
    ['/fr/', 'fr'],
    ['/IT/servizio/faq', 'it'],
    ['/nl/privacybeleid/', 'nl'],
    ['/pl/polityka-prywatnosci/', 'pl'],
    ['/es/search', 'es'],
    ['/id/perlindungan-data/', 'id'],
    ['/search-de?q=waage', 'de'],
    ['/recherche', 'fr'],
  ] as const)('%s belongs to %s', (path, edition) => {
    expect(editionFromPath(path)).toBe(edition);
  });

  it.each([
    [''],
    ['/'],
    ['de/'],
    ['/xx/'],
    ['/at/'],
    ['//de/'],
    ['/search-xx'],
    ['?de'],
    [null],
    [undefined],
    [42],
  ])('bad input %j belongs to no edition', (path) => {
    expect(editionFromPath(path)).toBeUndefined();
    expect(resolvePath(path)).toBeNull();
  });

  it('a content path keeps its spelling as seoUrl', () => {
    expect(resolvePath('/de/p/Oberarm-Blutdruckmessgeraet-BM-54/?variant=1')).toEqual({
      edition: 'de',
      route: 'content',
      seoUrl: '/de/p/Oberarm-Blutdruckmessgeraet-BM-54/',
    });
  });
});

describe('paths starting with /global/c/ or /global/p/ are rewritten to /en/ when the content service is called', () => {
  it.each([
    ['/global/c/blood-pressure-monitors/', '/en/c/blood-pressure-monitors/'],
    ['/global/p/bm-54/', '/en/p/bm-54/'],
    ['/global/', '/global/'],
    ['/global/data-protection/', '/global/data-protection/'],
    ['/de/c/waagen/', '/de/c/waagen/'],
    ['/uk/c/scales/', '/uk/c/scales/'],
  ])('%s → %s', (path, url) => {
    expect(contentServiceUrl(path)).toBe(url);
  });
});

describe('canonical URL: base host plus path with trailing slash, /en/ becoming /global/ and /gb/ becoming /uk/', () => {
  const base = 'https://shop.example.com';
  it.each([
    ['/de/c/waagen', `${base}/de/c/waagen/`],
    ['/de/c/waagen/', `${base}/de/c/waagen/`],
    ['/en/p/bm-54/', `${base}/global/p/bm-54/`],
    ['/gb/c/scales', `${base}/uk/c/scales/`],
    ['/uk/c/scales/', `${base}/uk/c/scales/`],
    ['/fr/?page=2#top', `${base}/fr/`],
    ['/', `${base}/`],
  ])('%s → %s', (path, url) => {
    expect(canonicalUrl(base, path)).toBe(url);
    expect(canonicalUrl(`${base}/`, path)).toBe(url);
  });

  it('does not touch /en or /gb inside the path', () => {
    expect(canonicalUrl(base, '/de/c/en/gb')).toBe(`${base}/de/c/en/gb/`);
  });

  it.each([
    ['shop.example.com', '/de/'],
    ['', '/de/'],
    [base, 'de/'],
    [base, ''],
  ])('malformed input (%j, %j) gives null', (baseUrl, path) => {
    expect(canonicalUrl(baseUrl, path)).toBeNull();
  });
});

describe('alternate (hreflang) links for every edition that has the page, Spanish excluded', () => {
  const base = 'https://shop.example.com';
  it('lists each edition that has the page with its hreflang and canonical URL', () => {
    const links = alternateLinks(base, {
      de: '/de/c/waagen/',
      en: '/en/c/scales/',
      gb: '/gb/c/scales/',
      es: '/es/c/basculas/',
      pl: '/pl/c/wagi',
    });
    expect(links).toEqual([
      { hreflang: 'de', href: `${base}/de/c/waagen/` },
      { hreflang: 'en', href: `${base}/global/c/scales/` },
      { hreflang: 'pl', href: `${base}/pl/c/wagi/` },
      { hreflang: 'en-GB', href: `${base}/uk/c/scales/` },
    ]);
  });

  it('all nine editions having it gives eight links', () => {
    const pages = Object.fromEntries(EDITION_KEYS.map((key) => [key, `/${key}/`]));
    expect(alternateLinks(base, pages).map((link) => link.hreflang)).toEqual([
      'de',
      'en',
      'fr',
      'it',
      'nl',
      'pl',
      'en-GB',
      'id',
    ]);
  });

  it('ignores unknown languages and unusable paths', () => {
    expect(alternateLinks(base, { xx: '/xx/', de: '', fr: 'fr/' })).toEqual([]);
  });
});

describe('detail pages use a seoUrl query', () => {
  it('builds /frontend/entry?seoUrl={path}&{query}', () => {
    expect(entryHref('/fr/p/tensiometre/', new URLSearchParams('color=blue'))).toBe(
      '/frontend/entry?seoUrl=%2Ffr%2Fp%2Ftensiometre%2F&color=blue',
    );
  });

  it('a seoUrl in the query cannot override the path', () => {
    expect(entryHref('/de/', new URLSearchParams('seoUrl=/evil/'))).toBe('/frontend/entry?seoUrl=%2Fde%2F');
  });

  it.each([
    ['seoUrl=%2Fde%2Fp%2Fx%2F', '/de/p/x/'],
    ['seoUrl=', null],
    ['seoUrl=https%3A%2F%2Fevil.example%2F', null],
    ['', null],
  ])('reads the seoUrl of %j as %j', (query, seoUrl) => {
    expect(seoUrlOf(new URLSearchParams(query))).toBe(seoUrl);
  });
});

describe('search submit navigates to the search route with the phrase; a phrase is required', () => {
  it.each([
    ['de', 'Blutdruck', '/search-de?q=Blutdruck'],
    ['fr', ' tensiomètre ', '/recherche?q=tensiom%C3%A8tre'],
    ['gb', 'heat pad', '/uk/search?q=heat+pad'],
  ] as const)('%s %j → %s', (edition, phrase, href) => {
    expect(searchHref(edition, phrase)).toBe(href);
  });

  it.each([[''], ['   ']])('an empty phrase %j gives no search', (phrase) => {
    expect(searchHref('de', phrase)).toBeNull();
  });
});

describe('pages of type bundle are reached with a redirectBundleId query parameter', () => {
  it('adds and reads the parameter', () => {
    expect(bundleHref('/de/p/set/', 'b 1')).toBe('/de/p/set/?redirectBundleId=b%201');
    expect(bundleHref('/de/p/set/?a=1', '7')).toBe('/de/p/set/?a=1&redirectBundleId=7');
    expect(bundleIdOf(new URLSearchParams('redirectBundleId=7'))).toBe('7');
    expect(bundleIdOf(new URLSearchParams('redirectBundleId='))).toBeNull();
  });
});

describe('product lookups by SEO url take the shape /{lang}/p/{id}', () => {
  it.each([
    ['de', '123', '/de/p/123'],
    ['en', 'gid://shopify/Product/1', '/en/p/gid%3A%2F%2Fshopify%2FProduct%2F1'],
  ] as const)('%s %s → %s', (lang, id, path) => {
    expect(productLookupPath(lang, id)).toBe(path);
  });
});

describe('account pages recognised by path for logout redirect', () => {
  it.each([
    ['/de/login/', true],
    ['/de/personal', true],
    ['/uk/order-history/', true],
    ['/global/address/', true],
    ['/pl/change-password/?x=1', true],
    ['/de/c/address-book/', false],
    ['/de/', false],
    ['', false],
  ])('%s → %s', (path, expected) => {
    expect(isAccountPage(path)).toBe(expected);
  });
});

describe('faqSingleHref: the public alias of /frontend/faqSingle', () => {
  it('is the edition FAQ route followed by the question anchor', () => {
    expect(faqSingleHref('de', 'faq-7-1')).toBe('/de/service/faq/faq-7-1/');
    expect(faqSingleHref('en', 'faq-7-1')).toBe('/global/service/frequently-asked-questions/faq-7-1/');
  });

  it('none where the edition has no FAQ (nl, uk) or the anchor is not a slug', () => {
    expect(faqSingleHref('nl', 'faq-7-1')).toBeNull();
    expect(faqSingleHref('gb', 'faq-7-1')).toBeNull();
    expect(faqSingleHref('de', '../x')).toBeNull();
  });
});

describe('EDITION_ROUTES', () => {
  it('names every screen once, and each resolves back to itself where the edition has it', () => {
    expect(new Set(EDITION_ROUTES).size).toBe(EDITION_ROUTES.length);
    for (const edition of EDITION_KEYS) {
      for (const route of EDITION_ROUTES) {
        const path = routePath(edition, route);
        if (path) expect(resolvePath(path)).toEqual({ edition, route });
      }
    }
  });
});
