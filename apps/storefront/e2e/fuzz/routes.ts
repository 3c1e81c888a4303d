// The storefront's fuzz table: every page of every edition and every own route, each with a good request. A new
// own route is one entry in ownRouteTargets; a new screen of an edition comes from @shop/editions by itself. The
// spec names every app route no target reaches.
import { createHmac } from 'node:crypto';
import {
  EDITION_KEYS,
  EDITION_ROUTES,
  EDITIONS,
  type EditionKey,
  type EditionRoute,
  routePath,
} from '@shop/editions';
import type { FuzzTarget } from '../../../../test-support/fuzz/cases';
import type { Random } from '../../../../test-support/fuzz/random';
import type { RawRequest } from '../../../../test-support/fuzz/raw-http';
import { ENTRY_QUERY_PARAMS, FAQ_QUERY_PARAMS, MANUALS_QUERY_PARAMS } from '../../lib/routing';

/** Real pages of an edition, from its sitemap, so the cases reach a listing and a product, not only 404s. */
export interface EditionSamples {
  category: string | null;
  product: string | null;
  page: string | null;
  productId: string | null;
}

/** Editions whose pages get the most cases; the others get a few each, to keep the run in minutes. */
const MAIN_EDITIONS: readonly EditionKey[] = ['de', 'gb'];

/** Query parameters the pages read, filled with bad values. */
const SCREEN_PARAMS: Partial<Record<EditionRoute, readonly string[]>> = {
  search: ['q', 'page', 'sort', 'size', 'priceMin', 'priceMax', 'inStock'],
  manuals: [...MANUALS_QUERY_PARAMS, 'page'],
  faq: FAQ_QUERY_PARAMS,
  compare: ['ids'],
  login: ['returnTo', 'redirect'],
  resetPassword: ['token', 'id', 'key'],
  activateAccount: ['token', 'id', 'key'],
};
const SHARED_PARAMS = ['previewCountry', 'seoUrl', 'question', 'language', 'returnTo'];

export function pageTargets(samples: Readonly<Record<EditionKey, EditionSamples>>): FuzzTarget[] {
  return EDITION_KEYS.flatMap((edition) => {
    const cases = MAIN_EDITIONS.includes(edition) ? 12 : 5;
    const prefix = EDITIONS[edition].pathPrefix;
    const page = (name: string, path: string, params: readonly string[] = []): FuzzTarget => ({
      name: `${edition} ${name}`,
      path,
      method: 'GET',
      params: [...params, ...SHARED_PARAMS],
      cases,
    });
    const sample = samples[edition];
    const screens = EDITION_ROUTES.flatMap((screen) => {
      const path = routePath(edition, screen);
      return path ? [page(screen, path, SCREEN_PARAMS[screen])] : [];
    });
    const content = [
      sample.category && page('category', sample.category, ENTRY_QUERY_PARAMS),
      sample.category && page('sorted category', `${sample.category}?sort=price-asc`, ENTRY_QUERY_PARAMS),
      page('search for a phrase', `${EDITIONS[edition].searchRoute}?q=waage`, SCREEN_PARAMS.search),
      sample.product && page('product', sample.product, ENTRY_QUERY_PARAMS),
      sample.page && page('content page', sample.page),
      page('product FAQ', `/${prefix}/faq/${sample.productId ?? '1'}/?question=0`, ['question', 'language']),
      EDITIONS[edition].faqRoute &&
        page('FAQ search', `${EDITIONS[edition].faqRoute}?q=cuff`, FAQ_QUERY_PARAMS),
      EDITIONS[edition].faqRoute && page('FAQ question', `${EDITIONS[edition].faqRoute}/no-such-question/`),
      page('bundle', `${sample.product ?? `/${prefix}/`}?redirectBundleId=1`, ['redirectBundleId']),
      page('not found', `/${prefix}/no-such-page/`),
      page('app path', `/${prefix}/frontend/cart`),
      page('catalogue app path', `/${edition}/frontend/catalogue/desktop/${prefix}/`),
    ];
    return [...screens, ...content.filter((target): target is FuzzTarget => Boolean(target))];
  });
}

const client = (random: Random) => `10.${random.int(256)}.${random.int(256)}.${1 + random.int(254)}`;

/** The headers of a shopper's POST from the shop's own pages, each case from its own address (rate limits). */
const sameOrigin =
  (origin: string) =>
  (random: Random): [string, string][] => [
    ['Origin', origin],
    ['X-Forwarded-For', client(random)],
  ];
const fromClient = (random: Random): [string, string][] => [['X-Forwarded-For', client(random)]];

function signWith(header: string, secret: string) {
  return (request: RawRequest) => {
    const body = request.body === undefined ? '' : String(request.body);
    request.headers = request.headers.filter(([name]) => name.toLowerCase() !== header.toLowerCase());
    request.headers.push([header, createHmac('sha256', secret).update(body).digest('base64')]);
  };
}

/** The account's actions (`app/api/account/[action]`): one body with every field any of them reads. */
const ACCOUNT_ACTIONS = [
  'login',
  'register',
  'logout',
  'recover',
  'reset',
  'activate',
  'personal',
  'address',
  'defaultAddress',
  'password',
  'getUser',
  'checkout',
];
const ACCOUNT_BODY = {
  edition: 'de',
  email: 'fuzz@example.com',
  password: 'Fuzz-Secret-1234',
  passwordRepeat: 'Fuzz-Secret-1234',
  firstName: 'Fu',
  lastName: 'Zz',
  path: '/de/',
  id: 'gid://shopify/MailingAddress/1',
  token: 'x',
  url: 'http://localhost/de/reset-password/1/x',
};

export function ownRouteTargets(
  origin: string,
  samples: Readonly<Record<EditionKey, EditionSamples>>,
  secrets: { shop: string; content: string },
): FuzzTarget[] {
  const json = (value: unknown) => ({ kind: 'json' as const, value });
  const post = (path: string, value: unknown, cases = 60): FuzzTarget => ({
    name: `POST ${path}`,
    path,
    method: 'POST',
    headers: sameOrigin(origin),
    body: json(value),
    cases,
  });
  const get = (path: string, params: readonly string[], cases = 40): FuzzTarget => ({
    name: `GET ${path.split('?')[0]}`,
    path,
    method: 'GET',
    headers: fromClient,
    params,
    cases,
  });
  const productId = samples.de.productId ?? '1';
  return [
    post('/api/newsletter/subscribe', { email: 'fuzz@example.com', create_voucher: false, country: 'de' }),
    get('/api/newsletter/confirm?token=x&edition=de', ['token', 'edition']),
    get('/api/newsletter/unsubscribe?token=x&edition=de', ['token', 'edition']),
    post('/log-error/', { Host: 'localhost', Path: '/de/', Error: 'TypeError', message: 'x', stack: 'at x' }),
    post('/api/reviews', {
      edition: 'de',
      productId,
      rating: 4,
      title: 'Gut',
      comment: 'Sehr gut',
      email: 'fuzz@example.com',
    }),
    post('/api/back-in-stock', { email: 'fuzz@example.com', variantId: '1', edition: 'de' }),
    {
      name: 'POST /api/webhooks/shop',
      path: '/api/webhooks/shop',
      method: 'POST',
      headers: [['X-Shopify-Topic', 'products/update']],
      body: json({
        id: Number(productId),
        admin_graphql_api_id: `gid://shopify/Product/${productId}`,
        variants: [],
      }),
      sign: signWith('X-Shopify-Hmac-Sha256', secrets.shop),
      cases: 40,
    },
    {
      name: 'POST /api/revalidate',
      path: '/api/revalidate',
      method: 'POST',
      body: json({ type: 'page', url: '/de/no-such-page/' }),
      sign: signWith('X-Content-Hmac-Sha256', secrets.content),
      cases: 40,
    },
    get('/api/autosuggest?edition=de&q=waage', ['edition', 'q']),
    get(`/api/products?edition=de&ids=${productId}`, ['edition', 'ids']),
    get(`/api/products/cart-lines?edition=de&ids=${productId}`, ['edition', 'ids']),
    ...ACCOUNT_ACTIONS.map((action) => post(`/api/account/${action}`, { ...ACCOUNT_BODY }, 12)),
    post('/api/account/no-such-action', ACCOUNT_BODY, 8),
    get('/api/account/session?edition=de', ['edition']),
    get('/api/health', [], 10),
    {
      name: 'POST /api/csp-report',
      path: '/api/csp-report',
      method: 'POST',
      headers: (random) => [...fromClient(random), ['Content-Type', 'application/csp-report']],
      body: json({
        'csp-report': {
          'document-uri': `${origin}/de/`,
          'violated-directive': 'script-src-elem',
          'blocked-uri': 'inline',
        },
      }),
      cases: 40,
    },
    get('/api/account/sso/login?edition=de&returnTo=%2Fde%2F', ['edition', 'returnTo', 'again']),
    get('/api/account/sso/return?edition=pl&code=x&state=y', ['edition', 'returnTo', 'code', 'state']),
    get('/sitemap.xml', [], 10),
    get('/sitemap/de.xml', [], 10),
    get('/sitemap/uk.xml', [], 5),
    get('/robots.txt', [], 10),
    get('/manifest.webmanifest', [], 10),
    get('/icon.svg', [], 5),
    get('/apple-icon.png', [], 5),
    get('/favicon.ico', [], 5),
    get('/', ['previewCountry'], 15),
    // App paths under no edition: the proxy passes them on, so the app routes see an unknown edition.
    get('/xx/frontend/cart', [], 10),
    get('/xx/frontend/no-such-screen', [], 10),
    get(`/xx/frontend/catalogue/desktop/de/`, [], 10),
  ];
}
