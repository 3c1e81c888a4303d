// Sandbox benchmark: requests/s, p50 and p95 for product-by-handle, a filtered collection page and cart add
// (Storefront API), and search, category page and product page (content service), at 300 and 10 000 products. Prints a table; never fails on a number.
// Usage: pnpm --filter @shop/sandbox bench [-- --sizes 300,10000 --seconds 5 --concurrency 8]
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    sizes: { type: 'string', default: '300,10000' },
    seconds: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '8' },
    port: { type: 'string', default: '4900' },
  },
});

// biome-ignore lint/suspicious/noExplicitAny: answers are read by shape, a failed read fails the run
type Json = any;

const TOKEN = 'sandbox-storefront-token';
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const port = Number(values.port);
const api = `http://127.0.0.1:${port}/api/2025-01/graphql.json`;

async function gql(query: string, variables: Record<string, unknown> = {}): Promise<Json> {
  const response = await fetch(api, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  if (response.status !== 200 || body.errors)
    throw new Error(`request failed: ${response.status} ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function content(path: string, body: unknown): Promise<Json> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-makaira-instance': 'live' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Json;
  if (response.status !== 200)
    throw new Error(`content request failed: ${response.status} ${answer.message}`);
  return answer;
}

const PHRASES = [
  'blutdruckmessgerät',
  'waage',
  'massage',
  'wärme',
  'luftreiniger',
  'thermometer',
  'tens',
  'baby',
];
const CONSTRAINTS = { 'query.shop_id': 1, 'query.use_stock': false, 'query.language': 'de' };

function startServer(products: number): Promise<ChildProcess> {
  const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', main, '--memory', '--products', String(products), '--port', String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, DATABASE_URL: '' },
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Sandbox ready')) {
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
        resolve(child);
      }
    });
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function load(work: (worker: number, i: number) => Promise<void>) {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const t = performance.now();
        try {
          await work(worker, i);
          latencies.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors,
  };
}

const PRODUCT = `query ProductByHandle($handle: String!) @inContext(country: DE, language: DE) { product(handle: $handle) {
  id title handle descriptionHtml vendor productType availableForSale
  options { name optionValues { name } }
  images(first: 5) { nodes { url(transform: { maxWidth: 800 }) altText width height } }
  variants(first: 50) { nodes { id title sku availableForSale quantityAvailable price { amount currencyCode }
    compareAtPrice { amount } selectedOptions { name value } } }
  seo { title description } } }`;

const COLLECTION = `query CollectionPage($handle: String!) @inContext(country: DE, language: DE) { collection(handle: $handle) {
  title products(first: 48, sortKey: PRICE, filters: [{ available: true }, { price: { min: 0, max: 250 } }]) {
    filters { id label type values { id label count input } }
    nodes { id handle title availableForSale priceRange { minVariantPrice { amount currencyCode } }
      featuredImage { url(transform: { maxWidth: 400 }) } }
    pageInfo { hasNextPage endCursor } } } }`;

const ADD = `mutation CartAdd($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) {
  cart { id totalQuantity cost { totalAmount { amount currencyCode } } } userErrors { code } warnings { code } } }`;

const rows: string[][] = [];
for (const size of values.sizes.split(',').map(Number)) {
  const server = await startServer(size);
  try {
    const catalogue =
      await gql(`{ products(first: 250) { nodes { handle variants(first: 1) { nodes { id quantityAvailable } } } }
      collections(first: 50) { nodes { handle } } }`);
    const handles: string[] = catalogue.products.nodes.map((product: { handle: string }) => product.handle);
    const variants: string[] = catalogue.products.nodes
      .map((product: Json) => product.variants.nodes[0])
      .filter((variant: Json) => variant.quantityAvailable > 50)
      .slice(0, 20)
      .map((variant: Json) => variant.id);
    const collections: string[] = catalogue.collections.nodes
      .map((collection: { handle: string }) => collection.handle)
      .filter((handle: string) => !['sale', 'neuheiten', 'bestseller'].includes(handle));
    const menu = await content('/enterprise/menu', undefined);
    const categoryUrls: string[] = menu.menu.flatMap((item: Json) => [
      item.link.de,
      ...item.children.map((child: Json) => child.link.de),
    ]);
    const productUrls: string[] = (
      await content('/enterprise/page', { url: categoryUrls[0], count: 48, constraints: CONSTRAINTS })
    ).data.product.items.map((item: Json) => item.fields.url);
    const carts: string[] = [];
    for (let i = 0; i < concurrency; i++) {
      carts.push((await gql(`mutation { cartCreate(input: {}) { cart { id } } }`)).cartCreate.cart.id);
    }
    const scenarios: [string, (worker: number, i: number) => Promise<void>][] = [
      ['product by handle', async (w, i) => gql(PRODUCT, { handle: handles[(w * 31 + i) % handles.length] })],
      [
        'collection page with filters',
        async (w, i) => gql(COLLECTION, { handle: collections[(w * 7 + i) % collections.length] }),
      ],
      [
        'cart add',
        async (w, i) =>
          gql(ADD, {
            cartId: carts[w],
            lines: [{ merchandiseId: variants[(w + i) % variants.length], quantity: 1 }],
          }),
      ],
      [
        'content: search with aggregations',
        async (w, i) =>
          content('/search/public', {
            searchPhrase: PHRASES[(w + i) % PHRASES.length],
            isSearch: true,
            enableAggregations: true,
            count: 48,
            offset: 0,
            constraints: CONSTRAINTS,
          }),
      ],
      [
        'content: autosuggest (count 4)',
        async (w, i) =>
          content('/search/public', {
            searchPhrase: PHRASES[(w * 3 + i) % PHRASES.length]?.slice(0, 5),
            isSearch: true,
            enableAggregations: false,
            count: 4,
            offset: 0,
            constraints: CONSTRAINTS,
          }),
      ],
      [
        'content: category page, sorted by price',
        async (w, i) =>
          content('/enterprise/page', {
            url: categoryUrls[(w * 5 + i) % categoryUrls.length],
            enableAggregations: true,
            sorting: { price: 'asc' },
            count: 48,
            offset: 0,
            constraints: CONSTRAINTS,
          }),
      ],
      [
        'content: product page',
        async (w, i) =>
          content('/enterprise/page', {
            url: productUrls[(w * 11 + i) % productUrls.length],
            constraints: CONSTRAINTS,
          }),
      ],
    ];
    for (const [name, work] of scenarios) {
      await load(work);
      const result = await load(work);
      rows.push([
        name,
        String(size),
        result.rps.toFixed(0),
        result.p50.toFixed(1),
        result.p95.toFixed(1),
        String(result.errors),
      ]);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const header = ['scenario', 'products', 'req/s', 'p50 ms', 'p95 ms', 'errors'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
);
const line = (cells: string[]) =>
  `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
console.log(
  `\nSandbox benchmark: ${concurrency} concurrent clients, ${seconds} s per scenario (after ${seconds} s warm-up)\n`,
);
console.log(line(header));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
