import { describe, expect, it } from 'vitest';
import { EDITION_KEYS, type EditionKey } from './editions.js';
import {
  DEFAULT_CART_ALIAS,
  DEFAULT_FAVORITES_ALIAS,
  type EditionRoute,
  INTERNAL_ROUTES,
  internalHref,
  publicAlias,
  resolvePath,
  routePath,
} from './paths.js';

/** Spec §2.1, per-edition routes, as written ('none' and 'not shown' mean the route does not exist). */
const TABLE = `
| DE | /search-de | /de/cart | /de/blog | /de/favoriten | /de/service/faq | /de/service/gebrauchsanweisung |
| EN/global | /search-global | /global/cart | none | /global/favorites | /global/service/frequently-asked-questions | /global/service/instructions-for-use |
| FR | /recherche | /fr/cart | not shown | /fr/favoris | /fr/service/foire-aux-questions | /fr/service/modes-d-emploi |
| IT | /search-it | /it/cart | not shown | /it/preferiti | /it/servizio/faq | /it/servizio/manuale-d-uso |
| NL | /search-nl | /nl/cart | not shown | /nl/favorites | not shown | not shown |
| PL | /search-pl | /pl/cart | not shown | /pl/favorites | /pl/obsluga-klienta/faq | /pl/obsluga-klienta/instrukcje-obslugi |
| UK (value gb) | /uk/search | /uk/cart | not shown | /uk/favorites | not shown | not shown |
| ES | /es/search | /es/cart | not shown | /es/favorites | /es/servicio/faq | /es/servicio/manual-de-instrucciones |
| ID | /search-id | /id/cart | not shown | /id/favorites | /id/layanan/faq | /id/layanan/buku-petunjuk |
`;
const COLUMNS = ['search', 'cart', 'blog', 'favorites', 'faq', 'manuals'] as const;
const ROW_EDITION: Record<string, EditionKey> = {
  DE: 'de',
  'EN/global': 'en',
  FR: 'fr',
  IT: 'it',
  NL: 'nl',
  PL: 'pl',
  'UK (value gb)': 'gb',
  ES: 'es',
  ID: 'id',
};
const rows = TABLE.trim()
  .split('\n')
  .map((line) =>
    line
      .split('|')
      .map((cell) => cell.trim())
      .slice(1, -1),
  )
  .flatMap(([name = '', ...cells]) =>
    COLUMNS.map((route, index) => {
      const cell = cells[index] ?? '';
      const edition = ROW_EDITION[name] as EditionKey;
      return { edition, route, path: cell === 'none' || cell === 'not shown' ? null : cell };
    }),
  );

describe('per-edition routes (spec §2.1)', () => {
  it('the table covers nine editions and six routes', () => {
    expect(rows).toHaveLength(54);
  });

  it.each(rows)('$edition $route is $path', ({ edition, route, path }) => {
    expect(routePath(edition, route)).toBe(path);
  });

  it.each(rows.filter((row) => row.path !== null))(
    '$path resolves to $edition $route',
    ({ edition, route, path }) => {
      expect(resolvePath(path)).toEqual({ edition, route });
      expect(resolvePath(`${path}/`)).toEqual({ edition, route });
      expect(resolvePath(`${path}?page=2#top`)).toEqual({ edition, route });
    },
  );

  it.each(rows.filter((row) => row.path === null))(
    '$edition has no $route: a path in that place is content, not the route',
    ({ edition, route }) => {
      const guesses: Record<string, string> = {
        blog: 'blog',
        faq: 'service/faq',
        manuals: 'service/manuals',
      };
      const prefix = edition === 'en' ? 'global' : edition === 'gb' ? 'uk' : edition;
      const match = resolvePath(`/${prefix}/${guesses[route]}`);
      expect(match).toEqual({ edition, route: 'content', seoUrl: `/${prefix}/${guesses[route]}` });
    },
  );
});

const PREFIXES: Record<EditionKey, string> = {
  de: 'de',
  en: 'global',
  fr: 'fr',
  it: 'it',
  nl: 'nl',
  pl: 'pl',
  gb: 'uk',
  es: 'es',
  id: 'id',
};
const ACCOUNT: [EditionRoute, string][] = [
  ['login', 'login'],
  ['orderHistory', 'order-history'],
  ['personal', 'personal'],
  ['address', 'address'],
  ['changePassword', 'change-password'],
  ['resetPassword', 'reset-password'],
  ['activateAccount', 'activate-account'],
];
const accountRows = EDITION_KEYS.flatMap((edition) =>
  ACCOUNT.map(([route, slug]) => ({ edition, route, path: `/${PREFIXES[edition]}/${slug}` })),
);

describe('account routes per edition prefix {p} (de, global, fr, it, nl, pl, uk, es, id)', () => {
  it.each(accountRows)('$edition $route is $path', ({ edition, route, path }) => {
    expect(routePath(edition, route)).toBe(path);
    expect(resolvePath(path)).toEqual({ edition, route });
  });
});

describe('home links per language', () => {
  it.each(EDITION_KEYS)('%s home is /{prefix}/', (edition) => {
    expect(routePath(edition, 'home')).toBe(`/${PREFIXES[edition]}/`);
    expect(resolvePath(`/${PREFIXES[edition]}/`)).toEqual({ edition, route: 'home' });
    expect(resolvePath(`/${PREFIXES[edition]}`)).toEqual({ edition, route: 'home' });
  });
});

describe('internal routes and their per-language public aliases (spec §2.2)', () => {
  it('lists the internal routes used in links', () => {
    expect(Object.values(INTERNAL_ROUTES)).toEqual([
      '/frontend/orderHistory',
      '/frontend/personalData',
      '/frontend/address',
      '/frontend/accountPassword',
      '/frontend/login',
      '/frontend/cart',
      '/frontend/favorites',
      '/frontend/search',
      '/frontend/entry',
      '/frontend/faqSingle',
      '/frontend/compare',
    ]);
  });

  const aliasRows = EDITION_KEYS.flatMap((edition) => {
    const p = PREFIXES[edition];
    return [
      { edition, internal: 'orderHistory', alias: `/${p}/order-history` },
      { edition, internal: 'personalData', alias: `/${p}/personal` },
      { edition, internal: 'address', alias: `/${p}/address` },
      { edition, internal: 'accountPassword', alias: `/${p}/change-password` },
      { edition, internal: 'login', alias: `/${p}/login` },
      {
        edition,
        internal: 'cart',
        alias: rows.find((r) => r.edition === edition && r.route === 'cart')?.path,
      },
      {
        edition,
        internal: 'favorites',
        alias: rows.find((r) => r.edition === edition && r.route === 'favorites')?.path,
      },
      {
        edition,
        internal: 'search',
        alias: rows.find((r) => r.edition === edition && r.route === 'search')?.path,
      },
    ] as const;
  });

  it.each(aliasRows)('$edition /frontend/$internal has the alias $alias', ({ edition, internal, alias }) => {
    expect(publicAlias(internal, edition)).toBe(alias);
  });

  it.each(aliasRows)(
    '$edition $alias rewrites to /frontend/$internal, query kept',
    ({ edition, internal, alias }) => {
      expect(internalHref(`${alias}?a=1&b=2`)).toEqual({ edition, href: `/frontend/${internal}?a=1&b=2` });
    },
  );

  it('cart defaults to /warenkorb and favorites to /favorites without an edition', () => {
    expect(DEFAULT_CART_ALIAS).toBe('/warenkorb');
    expect(DEFAULT_FAVORITES_ALIAS).toBe('/favorites');
    expect(publicAlias('cart')).toBe('/warenkorb');
    expect(publicAlias('favorites')).toBe('/favorites');
  });

  it('every other path of an edition goes to the entry route with the path as seoUrl', () => {
    expect(internalHref('/de/c/blutdruckmessgeraete/?page=2')).toEqual({
      edition: 'de',
      href: '/frontend/entry?seoUrl=%2Fde%2Fc%2Fblutdruckmessgeraete%2F&page=2',
    });
    expect(internalHref('/uk/')).toEqual({ edition: 'gb', href: '/frontend/entry?seoUrl=%2Fuk%2F' });
  });

  it('screens without an internal route stay at their public path', () => {
    expect(internalHref('/de/service/faq?x=1')).toEqual({ edition: 'de', href: '/de/service/faq?x=1' });
    expect(internalHref('/pl/reset-password')).toEqual({ edition: 'pl', href: '/pl/reset-password' });
  });

  it.each([
    [''],
    ['de'],
    ['/'],
    ['/unknown/page'],
    ['//evil.example/de/'],
    ['/_next/static/x.js'],
    [null],
    [7],
  ])('a path no edition owns (%j) has no internal route', (path) => {
    expect(internalHref(path)).toBeNull();
  });
});
