// The edge in front of the cluster (docs/deploy.md, "The edge"): Varnish on the front port, HAProxy and two
// storefront instances behind it, started by the code `pnpm start:cluster` runs (scripts/cluster.mjs), on the
// storefront's existing build. Run alone: `pnpm --filter @shop/storefront exec vitest run --config
// vitest.cluster.config.ts cluster/edge.test.ts`. Ports: CLUSTER_EDGE_PORT (the front; the instances take the next
// two, HAProxy the one after), CLUSTER_EDGE_SANDBOX_PORT, CLUSTER_EDGE_SMTP_PORT, CLUSTER_EDGE_REDIS_PORT and
// CLUSTER_EDGE_POSTGRES_PORT.
import { type Browser, chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { type Cluster, startCluster } from '../../../scripts/cluster.mjs';
import { singleVariantProduct } from '../e2e/sandbox-products';

const env = process.env;
const portOf = (name: string, fallback?: number) => (env[name] ? Number(env[name]) : fallback);
const TOKEN = 'sandbox-storefront-token';
const PASSWORD = 'Secret-pass1!';

let cluster: Cluster;
let browser: Browser;

beforeAll(async () => {
  [cluster, browser] = await Promise.all([
    startCluster({
      instances: 2,
      edge: true,
      port: portOf('CLUSTER_EDGE_PORT', 3060),
      sandboxPort: portOf('CLUSTER_EDGE_SANDBOX_PORT', 4060),
      smtpPort: portOf('CLUSTER_EDGE_SMTP_PORT', 2565),
      redisPort: portOf('CLUSTER_EDGE_REDIS_PORT'),
      postgresPort: portOf('CLUSTER_EDGE_POSTGRES_PORT'),
      freshSandbox: true,
      stdio: env.CLUSTER_VERBOSE ? 'inherit' : 'ignore',
    }),
    chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
  ]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await cluster?.stop();
}, 60_000);

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${cluster.frontUrl}${path}`, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The shop backend's Storefront API of the cluster's sandbox. */
async function storefront<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${cluster.sandboxUrl}/api/2025-01/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** The first category linked from the global home page's tiles. */
async function firstCategory(): Promise<string> {
  const home = await get('/global/');
  const path = /class="content-tiles"[\s\S]*?href="(\/global\/[^"]+)"/.exec(home.body)?.[1];
  if (!path) throw new Error('No category on the global home page');
  return path;
}

describe('the edge in front of the instances', () => {
  test('a kept page is kept once for everyone, without Set-Cookie, and revalidated with 304', async () => {
    const first = await get('/de/', { cookie: 'country=pl' });
    expect(first.status).toBe(200);
    expect(first.headers.get('set-cookie')).toBeNull();
    // A shopper's cookies that change no kept page: from the edge all the same.
    const again = await get('/de/', { cookie: 'country=pl; timezone=+0100; access_token=abc' });
    expect(again.headers.get('x-edge-cache')).toBe('HIT');
    // The edge's keys and life stay at the edge; the browser asks again with the ETag and gets 304 from the edge.
    expect(again.headers.get('xkey')).toBeNull();
    expect(again.headers.get('cache-control')).toBe('no-cache');
    const etag = again.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const unchanged = await get('/de/', { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('x-edge-cache')).toBe('HIT');
    // A client navigation's RSC payload is another answer than the HTML (Next sends a request whose `_rsc` does not
    // fit its headers to the one that does).
    const asked = await get('/de/?_rsc=edge1', { rsc: '1' });
    const rscPath = asked.status === 307 ? (asked.headers.get('location') ?? '') : '/de/?_rsc=edge1';
    await get(rscPath, { rsc: '1' });
    const rsc = await get(rscPath, { rsc: '1' });
    expect(rsc.headers.get('content-type')).toContain('text/x-component');
    expect(rsc.headers.get('x-edge-cache')).toBe('HIT');
    const html = await get('/de/');
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(html.headers.get('x-edge-cache')).toBe('HIT');
    // A shopper in an experiment is never served from the edge; a page rendered per request is never kept.
    for (let round = 0; round < 2; round++) {
      expect((await get('/de/', { cookie: 'mak_experiments=a' })).headers.get('x-edge-cache')).toBe('MISS');
      expect((await get('/de/cart')).headers.get('x-edge-cache')).toBe('MISS');
    }
  });

  test('a guest on a kept URL a signed-in shopper opened first gets none of that shopper', async () => {
    const email = `edge.${Date.now()}@example.com`;
    const created = await storefront<{ customerCreate: { customer: { id: string } | null } }>(
      'mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }',
      { input: { email, password: PASSWORD, firstName: 'Edda', lastName: 'Edge' } },
    );
    expect(created.customerCreate.customer).not.toBeNull();
    const variants = await storefront<{
      products: { nodes: { variants: { nodes: { id: string; availableForSale: boolean }[] } }[] };
    }>('{ products(first: 20) { nodes { variants(first: 1) { nodes { id availableForSale } } } } }');
    const variant = variants.products.nodes
      .flatMap((product) => product.variants.nodes)
      .find((v) => v.availableForSale);
    const cart = await storefront<{ cartCreate: { cart: { id: string } } }>(
      'mutation ($input: CartInput!) @inContext(country: DE, language: EN) { cartCreate(input: $input) { cart { id } } }',
      { input: { lines: [{ merchandiseId: variant?.id, quantity: 2 }] } },
    );
    const category = await firstCategory();

    const shopper = await browser.newContext({ baseURL: cluster.frontUrl });
    const guest = await browser.newContext({ baseURL: cluster.frontUrl });
    try {
      const signedIn = await shopper.newPage();
      await signedIn.addInitScript(
        ([key, value]) => window.localStorage.setItem(key as string, value as string),
        [
          `cartId:${cluster.sandboxUrl}`,
          JSON.stringify({ id: cart.cartCreate.cart.id, country: 'DE', language: 'EN' }),
        ],
      );
      await signedIn.goto('/global/login');
      const panel = signedIn.getByRole('tabpanel', { name: 'Login' });
      await panel.getByRole('textbox', { name: 'Email address' }).fill(email);
      await panel.getByLabel(/^Password/).fill(PASSWORD);
      await panel.getByRole('button', { name: 'Log in' }).click();
      await signedIn.waitForURL(/\/global\/order-history$/);

      // The signed-in shopper opens the category first: the edge fetches it with that shopper's cookies.
      const opened = await signedIn.goto(category);
      expect(opened?.headers()['x-edge-cache']).toBe('MISS');
      const banner = signedIn.getByRole('banner');
      await expect.poll(() => banner.getByText('Welcome, Edda Edge').count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => banner.getByLabel('Cart, 2 items').count(), { timeout: 15_000 }).toBe(1);
      await signedIn.waitForLoadState('networkidle');
      await signedIn.getByRole('main').getByRole('button', { name: 'Add to favorites' }).first().click();
      await expect
        .poll(() => banner.getByLabel('1 favorite', { exact: true }).count(), { timeout: 10_000 })
        .toBe(1);

      const guestPage = await guest.newPage();
      const served = await guestPage.goto(category);
      expect(served?.headers()['x-edge-cache']).toBe('HIT');
      const html = (await served?.text()) ?? '';
      expect(html).not.toContain('Edda');
      await guestPage.waitForLoadState('networkidle');
      const guestBanner = guestPage.getByRole('banner');
      expect(await guestBanner.getByText(/Welcome/).count()).toBe(0);
      expect(await guestBanner.getByLabel(/^Cart, \d/).count()).toBe(0);
      expect(await guestBanner.getByLabel(/^\d+ favorites?$/).count()).toBe(0);
    } finally {
      await shopper.close();
      await guest.close();
    }
  });

  test('a price changed through the sandbox shows at the front within 5 s', async () => {
    const { variantId, path } = await singleVariantProduct(cluster.sandboxUrl);
    expect((await get(path)).status).toBe(200);
    const kept = await get(path);
    expect(kept.headers.get('x-edge-cache')).toBe('HIT');
    expect(kept.body).not.toContain('987,65');

    const changed = await fetch(
      `${cluster.sandboxUrl}/__sandbox/variants/${encodeURIComponent(variantId)}/price`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 987.65, currency: 'EUR' }),
      },
    );
    const since = Date.now();
    const { webhook } = (await changed.json()) as {
      webhook: { status: number | null; error: string | null };
    };
    expect(webhook).toMatchObject({ status: 200, error: null });
    await expect
      .poll(async () => (await get(path)).body, {
        timeout: Math.max(0, 5_000 - (Date.now() - since)),
        interval: 200,
      })
      .toContain('987,65');
    console.log(`the new price was at the front ${Date.now() - since} ms after the change`);
  });

  test('every instance stopped: kept pages stale from the edge, the cart the shop\u2019s translated error page', async () => {
    const category = await firstCategory();
    expect((await get(category)).status).toBe(200);
    await Promise.all(
      cluster.instances.map(async (instance) => {
        const { child } = instance.entry;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        cluster.kill(instance, 'SIGKILL');
        if (child.exitCode === null && child.signalCode === null) await exited;
      }),
    );
    // Past their life, as a purge would leave them if it did not take them away (xkey-softpurge).
    const purge = await fetch(`${cluster.frontUrl}/`, {
      method: 'PURGE',
      headers: { 'xkey-softpurge': 'content-pages' },
    });
    expect(purge.status).toBe(200);
    for (const path of ['/de/', '/global/', category]) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('x-edge-cache'), path).toBe('HIT');
    }
    const cart = await get('/de/cart');
    expect(cart.status).toBe(503);
    expect(cart.body).toContain('Da ist etwas schiefgelaufen');
    expect(cart.body).toContain('lang="de');
    expect(cart.body).not.toMatch(/Varnish|Guru Meditation|HAProxy/i);
    const global = await get('/global/order-history');
    expect(global.status).toBe(503);
    expect(global.body).toContain('Something went wrong');
  });
});
