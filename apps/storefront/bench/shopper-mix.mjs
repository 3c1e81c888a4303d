// The shopper mix of the load benches (load.mjs, edge.mjs): `connections` shoppers, each on one keep-alive
// connection, over browsing (home, categories, products in the global, de and pl editions), search, a sorted and a
// filtered listing, add to cart and the cart page with a cart. Add to cart and the cart's read go where a browser
// sends them: the session adapter of @shop/shop-client calls the shop backend's Storefront API directly.
import { routePath } from '@shop/editions';
import {
  createMemoryStorage,
  createShopAdapter,
  createShopClient,
  shopClientOptionsFor,
} from '@shop/shop-client';
import { createRecorder, drive, pageRequester } from './load-generator.mjs';

const EDITIONS = ['en', 'de', 'pl'];
const PHRASES = {
  en: ['scale', 'blood pressure', 'massage'],
  de: ['waage', 'blutdruck', 'massage'],
  pl: ['waga', 'ciśnienie', 'masaż'],
};
const SORTS = ['price-asc', 'price-desc', 'new'];
const FILTERS = ['inStock=1', 'priceMin=20&priceMax=80', 'priceMax=50'];
/** Weights of the steps a shopper takes; each cart page is followed by the browser's read of the cart. */
const MIX = [
  ['home', 10],
  ['category', 20],
  ['product', 25],
  ['search', 10],
  ['sorted listing', 5],
  ['filtered listing', 5],
  ['add to cart', 10],
  ['cart page', 10],
];
export const ORDER = [...MIX.map(([kind]) => kind), 'cart read'];
/** A shopper leaves after this many adds; the next one starts without a cart. */
const ADDS_PER_CART = 8;

/** The step of the mix at a point of its total weight. */
function stepAt(point) {
  let rest = point;
  for (const [kind, weight] of MIX) {
    rest -= weight;
    if (rest < 0) return kind;
  }
  return MIX[0][0];
}

/** A small deterministic generator, so every run takes the same steps. */
function random(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}
const pick = (next, list) => list[Math.floor(next() * list.length)];

const unique = (list) => [...new Set(list)];
const hrefs = (html, pattern) =>
  unique([...html.matchAll(pattern)].map((match) => match[1].replaceAll('&amp;', '&')));

/** The pages of an edition a shopper can reach from its home page: categories, products and their variants. */
export async function discover(origin, edition) {
  const home = routePath(edition, 'home');
  const prefix = home.slice(0, -1);
  const homeHtml = await (await fetch(`${origin}${home}`)).text();
  const tiles = homeHtml.slice(homeHtml.indexOf('class="content-tiles"'));
  const categories = hrefs(tiles, new RegExp(`href="(${prefix}/(?!p/)[^"?#]+/)"`, 'g')).slice(0, 4);
  const products = [];
  for (const category of categories) {
    const html = await (await fetch(`${origin}${category}`)).text();
    products.push(...hrefs(html, new RegExp(`href="(${prefix}/p/[^"?#]+)"`, 'g')).slice(0, 3));
  }
  const variants = [];
  for (const product of products.slice(0, 6)) {
    const html = await (await fetch(`${origin}${product}`)).text();
    variants.push(...hrefs(html, /(gid:\/\/shopify\/ProductVariant\/\d+)/g).slice(0, 1));
  }
  if (!categories.length || !products.length || !variants.length)
    throw new Error(`${edition}: no categories, products or variants found from ${home}`);
  return {
    home,
    categories,
    products,
    variants,
    search: routePath(edition, 'search'),
    cart: routePath(edition, 'cart'),
    phrases: PHRASES[edition],
  };
}

/** Every URL of the mix, for the warm-up. */
export function urlsOf(site) {
  return [
    site.home,
    ...site.categories,
    ...site.products,
    ...site.phrases.map((phrase) => `${site.search}?q=${encodeURIComponent(phrase)}`),
    ...site.categories.flatMap((category) => [
      ...SORTS.map((sort) => `${category}?sort=${sort}`),
      ...FILTERS.map((filter) => `${category}?${filter}`),
    ]),
    site.cart,
  ];
}

/** One shopper: an edition, a socket to the shop, a cart at the shop backend through the browser's adapter. */
function shopper(origin, env, sites, index) {
  const next = random(index + 1);
  const edition = EDITIONS[index % EDITIONS.length];
  const site = sites[edition];
  const page = pageRequester(origin);
  // The transport's report of the last call: how a failed one ended (a status, a timeout, no connection).
  let lastCall;
  const client = createShopClient({
    ...shopClientOptionsFor(edition, env),
    onCall: (call) => {
      lastCall = call;
    },
  });
  let adapter = createShopAdapter({ client, storage: createMemoryStorage() });
  let adds = 0;
  let readCartNext = false;
  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);

  const backend = async (kind, call) => {
    const started = performance.now();
    lastCall = undefined;
    const result = await call();
    const ms = performance.now() - started;
    if (!result.error) return { kind, ms, reason: null };
    const outcome = lastCall?.outcome;
    if (outcome === 'timeout') return { kind, ms, reason: 'timeout' };
    if (outcome === 'network' || outcome === 'aborted') return { kind, ms, reason: 'reset' };
    const status = lastCall?.status && lastCall.status !== 200 ? lastCall.status : result.error.kind;
    return { kind, ms, reason: 'status', status: `${status} sandbox` };
  };
  const get = async (kind, path) => ({ kind, ...(await page(path)) });

  return () => {
    if (readCartNext) {
      readCartNext = false;
      return backend('cart read', () => adapter.cart.getCart({}));
    }
    const kind = stepAt(next() * total);
    switch (kind) {
      case 'home':
        return get(kind, site.home);
      case 'category':
        return get(kind, pick(next, site.categories));
      case 'product':
        return get(kind, pick(next, site.products));
      case 'search':
        return get(kind, `${site.search}?q=${encodeURIComponent(pick(next, site.phrases))}`);
      case 'sorted listing':
        return get(kind, `${pick(next, site.categories)}?sort=${pick(next, SORTS)}`);
      case 'filtered listing':
        return get(kind, `${pick(next, site.categories)}?${pick(next, FILTERS)}`);
      case 'add to cart':
        if (adds++ === ADDS_PER_CART) {
          adds = 1;
          adapter = createShopAdapter({ client, storage: createMemoryStorage() });
        }
        return backend(kind, () =>
          adapter.cart.addItem({ merchandiseId: pick(next, site.variants), quantity: 1 }),
        );
      default:
        readCartNext = true;
        return get(kind, site.cart);
    }
  };
}

/**
 * The mix against `origin` (the shop's settings `env`, for the backend calls): the pages found from each edition's
 * home, every URL warmed up twice (kept pages are kept, first renderings are not measured), then the shoppers for
 * `durationS` seconds. The recorder, the number of URLs and the seconds until the last answer.
 */
export async function runMix({ origin, env, connections, durationS }) {
  const sites = {};
  for (const edition of EDITIONS) sites[edition] = await discover(origin, edition);
  const warm = pageRequester(origin);
  for (let round = 0; round < 2; round++)
    for (const site of Object.values(sites)) for (const url of urlsOf(site)) await warm(url);
  const pages = Object.values(sites).reduce((sum, site) => sum + urlsOf(site).length, 0);
  const recorder = createRecorder();
  const elapsed = await drive({
    connections,
    durationMs: durationS * 1000,
    shopper: (index) => shopper(origin, env, sites, index),
    recorder,
  });
  return { recorder, pages, elapsed };
}
