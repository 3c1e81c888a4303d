#!/usr/bin/env node
// 200 shoppers at once (issue 18): the production build of the storefront and the sandbox, warmed up, then
// `--connections` shoppers (200) for `--duration` seconds (60), each on one keep-alive connection, over a mix of
// browsing (home, categories, products in the global, de and pl editions), search, a sorted and a filtered listing,
// add to cart and the cart page with a cart. Add to cart and the cart's read go where a browser sends them: the
// session adapter of @shop/shop-client calls the shop backend's Storefront API directly. Prints markdown tables
// of requests/s, p50, p99, max and errors per page type; never fails on a number.
// Run with `pnpm bench load` (builds first), `-- --duration=20 --connections=50` to shorten.
// `-- --instances 1,2`: the same run against the cluster of `pnpm start:cluster` (scripts/cluster.mjs: HAProxy,
// Redis, Postgres) with one instance, then with two, and a table of both side by side. Ports: BENCH_SHOP_PORT
// (3020, the front; the instances take the next ones), BENCH_SANDBOX_PORT (4020), BENCH_SMTP_PORT (2545).
import { spawnSync } from 'node:child_process';
import { routePath } from '@shop/editions';
import {
  createMemoryStorage,
  createShopAdapter,
  createShopClient,
  shopClientOptionsFor,
} from '@shop/shop-client';
import { startCluster } from '../../../scripts/cluster.mjs';
import { createRecorder, drive, markdownTable, pageRequester, summary } from './load-generator.mjs';
import {
  ensureBuilt,
  SANDBOX_PORT,
  SHOP,
  SHOP_PORT,
  SMTP_PORT,
  shopEnv,
  startNext,
  startSandbox,
  stopAll,
  waitFor,
} from './servers.mjs';

/** `--name=value` or `--name value`. */
function option(name) {
  const index = process.argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return undefined;
  const arg = process.argv[index];
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : process.argv[index + 1];
}
const durationS = Number(option('duration') ?? 60);
const connections = Number(option('connections') ?? 200);
/** Instance counts to compare, `1,2` (or `1|2`); none: the single server of `pnpm start`, without a balancer. */
const instanceCounts = option('instances')?.split(/[,|]/).map(Number);

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
const ORDER = [...MIX.map(([kind]) => kind), 'cart read'];
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
async function discover(edition) {
  const home = routePath(edition, 'home');
  const prefix = home.slice(0, -1);
  const homeHtml = await (await fetch(`${SHOP}${home}`)).text();
  const tiles = homeHtml.slice(homeHtml.indexOf('class="content-tiles"'));
  const categories = hrefs(tiles, new RegExp(`href="(${prefix}/(?!p/)[^"?#]+/)"`, 'g')).slice(0, 4);
  const products = [];
  for (const category of categories) {
    const html = await (await fetch(`${SHOP}${category}`)).text();
    products.push(...hrefs(html, new RegExp(`href="(${prefix}/p/[^"?#]+)"`, 'g')).slice(0, 3));
  }
  const variants = [];
  for (const product of products.slice(0, 6)) {
    const html = await (await fetch(`${SHOP}${product}`)).text();
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
function urlsOf(site) {
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
function shopper(sites, index) {
  const next = random(index + 1);
  const edition = EDITIONS[index % EDITIONS.length];
  const site = sites[edition];
  const page = pageRequester(SHOP);
  const client = createShopClient(shopClientOptionsFor(edition, shopEnv));
  let adapter = createShopAdapter({ client, storage: createMemoryStorage() });
  let adds = 0;
  let readCartNext = false;
  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);

  const backend = async (kind, call) => {
    const started = performance.now();
    const result = await call();
    const ms = performance.now() - started;
    const reason = result.error ? (result.error.kind === 'network' ? 'reset' : 'status') : null;
    return { kind, ms, reason, status: result.error ? result.error.kind : undefined };
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

/** Discovers the shop's pages, warms them up and runs the shoppers: the table's rows. */
async function measure() {
  const sites = {};
  for (const edition of EDITIONS) sites[edition] = await discover(edition);
  // Warm-up: every URL of the mix twice, so kept pages are kept and the first renderings are not measured.
  const warm = pageRequester(SHOP);
  for (let round = 0; round < 2; round++)
    for (const site of Object.values(sites)) for (const url of urlsOf(site)) await warm(url);
  const pages = Object.values(sites).reduce((sum, site) => sum + urlsOf(site).length, 0);

  const recorder = createRecorder();
  const elapsed = await drive({
    connections,
    durationMs: durationS * 1000,
    shopper: (index) => shopper(sites, index),
    recorder,
  });
  console.log(
    `\n${connections} connections for ${durationS} s (${elapsed.toFixed(1)} s with the last answers) over ${pages} URLs in the global, de and pl editions ` +
      '(production build, in-memory sandbox; add to cart and cart read are calls of the browser to the shop backend). ' +
      'Latency to the last byte; errors: non-2xx/3xx, timeouts (10 s), resets.\n',
  );
  const rows = summary(recorder, durationS, ORDER);
  console.log(markdownTable(rows));
  return rows;
}

/** One row per page type, and per run its req/s, p50, p99 and errors. */
function sideBySide(runs) {
  const kinds = [...new Set(runs.flatMap(({ rows }) => rows.map((row) => row['page type'])))];
  return kinds.map((kind) => {
    const row = { 'page type': kind };
    for (const { label, rows } of runs) {
      const found = rows.find((candidate) => candidate['page type'] === kind);
      for (const column of ['req/s', 'p50 ms', 'p99 ms', 'errors'])
        row[`${label}: ${column}`] = found?.[column] ?? '';
    }
    return row;
  });
}

try {
  ensureBuilt();
  if (!instanceCounts) {
    await startSandbox();
    startNext();
    await waitFor(`${SHOP}/de/cart`);
    await measure();
  } else {
    for (const engine of ['haproxy', 'redis', 'postgres']) {
      const script = new URL(`../../../scripts/ensure-${engine}.mjs`, import.meta.url).pathname;
      const ensured = spawnSync(process.execPath, [script], { stdio: 'inherit' });
      if (ensured.status !== 0) throw new Error(`scripts/ensure-${engine}.mjs failed`);
    }
    const runs = [];
    for (const count of instanceCounts) {
      const label = `${count} instance${count === 1 ? '' : 's'}`;
      console.log(`\n### ${label} behind HAProxy\n`);
      const cluster = await startCluster({
        instances: count,
        port: SHOP_PORT,
        sandboxPort: SANDBOX_PORT,
        smtpPort: SMTP_PORT,
        freshSandbox: true,
        stdio: 'ignore',
      });
      try {
        runs.push({ label, rows: await measure() });
      } finally {
        await cluster.stop();
      }
    }
    console.log(
      '\n### Side by side\n\nThe same shoppers against each cluster (HAProxy, Redis, Postgres, in-memory sandbox, ' +
        'all on this machine).\n',
    );
    console.log(markdownTable(sideBySide(runs)));
  }
} finally {
  await stopAll();
}
