// The sandbox's fuzz table: every endpoint with a good request. A new endpoint is one line here (the inventory
// test names the ones missing); `cases` sets how many malformed requests it gets.
import type { FuzzTarget } from '../../../../test-support/fuzz/cases';
import { badGraphql } from './graphql';

/** Real ids from the running sandbox, so the cases reach past the lookups. */
export interface SandboxSamples {
  productId: string;
  variantId: string;
  imageFile: string;
  checkoutPath: string;
}

const TOKEN: [string, string] = ['X-Shopify-Storefront-Access-Token', 'sandbox-storefront-token'];
const INSTANCE: [string, string] = ['X-Makaira-Instance', 'live'];
const CONSTRAINTS = { 'query.shop_id': 1, 'query.use_stock': false, 'query.language': 'de' };
const SCRAPE_AUTH: [string, string] = [
  'Authorization',
  `Basic ${Buffer.from('webedition:sandbox-scrape').toString('base64')}`,
];
/** Bodies the state-changing hooks refuse: these hooks must not reset the catalogue or inject faults. */
const REFUSED = (bodies: string[]) => ({ kind: 'fixed' as const, bodies });

export function sandboxTargets(samples: SandboxSamples): FuzzTarget[] {
  const json = (value: unknown) => ({ kind: 'json' as const, value });
  const post = (name: string, path: string, value: unknown, cases = 30): FuzzTarget => ({
    name,
    path,
    method: 'POST',
    body: json(value),
    cases,
  });
  const put = (name: string, path: string, value: unknown): FuzzTarget => ({
    ...post(name, path, value, 20),
    method: 'PUT',
  });
  const content = (path: string, body: Record<string, unknown>, cases = 60): FuzzTarget => ({
    name: path,
    path,
    method: 'POST',
    headers: [INSTANCE],
    body: json({ constraints: CONSTRAINTS, ...body }),
    cases,
  });
  return [
    { name: 'GET /', path: '/', method: 'GET', cases: 15 },
    {
      name: 'storefront api',
      path: '/api/2025-01/graphql.json',
      method: 'POST',
      headers: [TOKEN],
      body: json({
        query: 'query ($first: Int!) { products(first: $first) { nodes { id title } } }',
        variables: { first: 3 },
      }),
      extraBodies: badGraphql,
      cases: 320,
    },
    {
      name: 'storefront api (bare path)',
      path: '/api/2025-01/graphql',
      method: 'POST',
      headers: [TOKEN],
      body: json({ query: '{ shop { name } }' }),
      extraBodies: badGraphql,
      cases: 40,
    },
    {
      name: 'malformed api version',
      path: '/api/2025-13/graphql.json',
      method: 'POST',
      headers: [TOKEN],
      cases: 10,
    },
    content('/enterprise/page', { url: '/de/', count: 48, offset: 0, enableAggregations: true }, 90),
    content('/search/public', { searchPhrase: 'waage', isSearch: true, count: 48, offset: 0 }, 90),
    content('/documents/public', { datatype: 'product', ids: [samples.productId] }),
    content('/enterprise/snippets', { snippetIds: ['header'] }),
    { name: '/enterprise/menu', path: '/enterprise/menu', method: 'GET', headers: [INSTANCE], cases: 40 },
    content('/recommendation/public', {
      recommendationId: 'similar-products',
      productId: samples.productId,
      count: 5,
    }),
    content('/enterprise/sitemap', { count: 50, offset: 0 }),
    { ...content('/scrape', { url: '/de/' }), headers: [SCRAPE_AUTH] },
    {
      name: 'reviews submit',
      path: '/reviews-api/v1/reviews',
      method: 'POST',
      headers: [['X-Api-Token', 'sandbox-reviews-token-de']],
      body: json({
        product_id: samples.productId,
        rating: 4,
        title: 'Gut',
        body: 'Sehr gut',
        email: 'fuzz@example.com',
      }),
      cases: 60,
    },
    {
      name: 'reviews list',
      path: `/reviews-api/v1/products/${samples.productId}/reviews?page=1&per_page=10`,
      method: 'GET',
      headers: [['X-Api-Token', 'sandbox-reviews-token-de']],
      params: ['page', 'per_page', 'rating'],
      cases: 40,
    },
    {
      name: 'crm getUser',
      path: '/crm/de-DE/getUser',
      method: 'POST',
      headers: [['Authorization', 'Bearer sandbox-crm-key']],
      body: json({ email: 'fuzz@example.com' }),
      cases: 40,
    },
    {
      name: 'checkout page',
      path: samples.checkoutPath,
      method: 'GET',
      params: ['key'],
      cases: 30,
    },
    {
      name: 'checkout pay',
      path: samples.checkoutPath,
      method: 'POST',
      body: {
        kind: 'form',
        value: {
          email: 'fuzz@example.com',
          firstName: 'F',
          lastName: 'Z',
          address1: 'Weg 1',
          zip: '10115',
          city: 'Berlin',
          countryCode: 'DE',
        },
      },
      cases: 50,
    },
    { name: 'order status', path: `/orders/${'0'.repeat(32)}`, method: 'GET', cases: 20 },
    {
      name: 'media',
      path: `/cdn/shop/files/${samples.imageFile}?width=200`,
      method: 'GET',
      params: ['width', 'height', 'quality', 'pixelRatio', 'scale', 'crop', 'gravity', 'format'],
      cases: 60,
    },
    { name: 'health', path: '/__sandbox/health', method: 'GET', cases: 10 },
    {
      name: 'outbox',
      path: '/__sandbox/outbox?to=fuzz@example.com',
      method: 'GET',
      params: ['to'],
      cases: 20,
    },
    {
      name: 'reset (refused bodies only)',
      path: '/__sandbox/reset',
      method: 'POST',
      body: REFUSED([
        '{"products":0}',
        '{"products":"300"}',
        '{"seed":1.5}',
        '{"products":50001}',
        '{',
        '{"products":-1,"seed":"x"}',
      ]),
      cases: 20,
    },
    {
      name: 'faults (refused bodies only)',
      path: '/__sandbox/faults',
      method: 'POST',
      body: REFUSED([
        '{"path":7}',
        '{}',
        '{"path":"/x"}',
        '{"path":"/x","status":99}',
        '{"path":"/x","latencyMs":-1}',
        '[]',
        '{',
      ]),
      cases: 20,
    },
    {
      name: 'fault removal',
      path: '/__sandbox/faults/abc123',
      method: 'DELETE',
      body: REFUSED(['{"path":7}']),
      cases: 15,
    },
    post('order fulfilment', '/__sandbox/orders/1001/fulfill', {
      trackingCompany: 'DHL',
      trackingNumber: '1',
      trackingUrl: 'https://example.com/1',
    }),
    post('order cancellation', '/__sandbox/orders/1001/cancel', { reason: 'CUSTOMER' }),
    post('invitations', '/__sandbox/invitations', {
      email: 'fuzz-invite@example.com',
      firstName: 'F',
      lastName: 'Z',
    }),
    post('token expiry', '/__sandbox/customers/expire-tokens', { email: 'fuzz@example.com' }, 20),
    {
      name: 'webhook targets (refused bodies only)',
      path: '/__sandbox/webhooks',
      method: 'POST',
      body: REFUSED(['{"shop":1}', '{"content":"x"}', '{"shop":{"url":7}}', '[]', '{']),
      cases: 20,
    },
    post('variant stock', `/__sandbox/variants/${samples.variantId}/stock`, { stock: 25 }),
    post('variant price', `/__sandbox/variants/${samples.variantId}/price`, {
      amount: 49.99,
      compareAt: null,
      currency: 'EUR',
    }),
    post('page title', '/__sandbox/content/page-title', { url: '/de/', title: 'Fuzz' }),
    post('snippet edit', '/__sandbox/content/snippet', {
      snippetId: 'header',
      language: 'de',
      component: 'text',
      content: { text: 'Fuzz' },
    }),
    post('menu edit', '/__sandbox/content/menu', { code: 'waerme', language: 'de', text: 'Wärme' }),
    {
      name: 'reviews by email',
      path: '/__sandbox/reviews?email=fuzz@example.com',
      method: 'GET',
      params: ['email'],
      cases: 20,
    },
    { name: 'review approval', path: '/__sandbox/reviews/1/approve', method: 'POST', cases: 20 },
    put('admin collection', '/__sandbox/collections/fuzz-collection', {
      title: { de: 'Fuzz', en: 'Fuzz' },
      products: { from: 'sale', first: 2 },
    }),
    put('admin page', '/__sandbox/pages/fuzz-page', { title: 'Fuzz', body: '<p>Fuzz</p>' }),
    put('admin menu', '/__sandbox/menus/fuzz-menu', {
      items: [
        { title: 'Sale', type: 'COLLECTION', handle: 'sale', items: [{ title: 'All', type: 'SEARCH' }] },
      ],
    }),
    put('admin metafield', '/__sandbox/metafields', {
      owner: 'Shop',
      namespace: 'fuzz',
      key: 'k',
      value: 'v',
    }),
    post('admin profile', '/__sandbox/profile', { pages: [{ handle: 'fuzz-page', title: 'Fuzz' }] }, 20),
    ...accountServiceTargets(),
  ];
}

/** The account service wing (docs/account-service.md), under its base path. */
function accountServiceTargets(): FuzzTarget[] {
  const base = '/account-service';
  const signInQuery = 'locale=de-DE&theme=light&return_to=http%3A%2F%2Flocalhost%3A3010%2Fde%2F&state=abc';
  const form = (value: Record<string, string>) => ({ kind: 'form' as const, value });
  const signIn = { email: 'fuzz@example.com', password: 'wrong-password', csrf: 'x', locale: 'de-DE' };
  return [
    { name: 'jwks', path: `${base}/.well-known/jwks.json`, method: 'GET', cases: 10 },
    { name: 'discovery', path: `${base}/.well-known/openid-configuration`, method: 'GET', cases: 10 },
    {
      name: 'default address',
      path: `${base}/api/address/default?country=DE`,
      method: 'GET',
      headers: [
        ['Authorization', 'Bearer not.a.token'],
        ['Origin', 'http://localhost:3010'],
      ],
      params: ['country'],
      cases: 30,
    },
    {
      name: 'token endpoint',
      path: `${base}/oauth/token`,
      method: 'POST',
      body: form({
        grant_type: 'authorization_code',
        code: 'fuzz',
        client_id: 'storefront',
        client_secret: 'sandbox-account-secret',
      }),
      cases: 40,
    },
    {
      name: 'revocation',
      path: `${base}/oauth/revoke`,
      method: 'POST',
      body: form({ token: 'fuzz', client_id: 'storefront', client_secret: 'sandbox-account-secret' }),
      cases: 20,
    },
    {
      name: 'logout',
      path: `${base}/account/logout?return_to=http%3A%2F%2Flocalhost%3A3010%2Fde%2F`,
      method: 'GET',
      params: ['return_to', 'locale', 'theme'],
      cases: 20,
    },
    {
      name: 'hosted sign-in page',
      path: `${base}/account/login?${signInQuery}`,
      method: 'GET',
      params: ['locale', 'theme', 'return_to', 'state', 'prompt'],
      cases: 30,
    },
    { name: 'hosted sign-in', path: `${base}/account/login`, method: 'POST', body: form(signIn), cases: 30 },
    {
      name: 'registration',
      path: `${base}/account/register`,
      method: 'POST',
      body: form({ ...signIn, firstName: 'F', lastName: 'Z' }),
      cases: 20,
    },
    {
      name: 'external account pages',
      path: `${base}/account/de-DE/orders?theme=light`,
      method: 'GET',
      params: ['theme'],
      cases: 20,
    },
    {
      name: 'session expiry hook',
      path: '/__sandbox/account-service/expire-sessions',
      method: 'POST',
      body: { kind: 'json', value: { email: 'fuzz@example.com' } },
      cases: 15,
    },
    {
      name: 'token mint hook',
      path: '/__sandbox/account-service/tokens',
      method: 'POST',
      body: { kind: 'json', value: { email: 'fuzz@example.com', expiresIn: -60 } },
      cases: 15,
    },
  ];
}
