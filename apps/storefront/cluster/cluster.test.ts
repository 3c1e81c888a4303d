// Two storefront instances behind HAProxy on a shared Redis and Postgres, started by the code `pnpm start:cluster`
// runs (scripts/cluster.mjs), on the storefront's existing build. Run alone: `pnpm --filter @shop/storefront
// test:cluster` (docs/deploy.md). Ports: CLUSTER_PORT (the front; the instances take the next two),
// CLUSTER_SANDBOX_PORT, CLUSTER_SMTP_PORT, CLUSTER_REDIS_PORT and CLUSTER_POSTGRES_PORT (free ones when unset).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Cluster, type ClusterInstance, startCluster } from '../../../scripts/cluster.mjs';
import { productPages, sandboxStorefront, singleVariantProduct } from '../e2e/sandbox-products';

const env = process.env;
const portOf = (name: string, fallback?: number) => (env[name] ? Number(env[name]) : fallback);

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({
    instances: 2,
    port: portOf('CLUSTER_PORT', 3050),
    sandboxPort: portOf('CLUSTER_SANDBOX_PORT', 4050),
    smtpPort: portOf('CLUSTER_SMTP_PORT', 2555),
    redisPort: portOf('CLUSTER_REDIS_PORT'),
    postgresPort: portOf('CLUSTER_POSTGRES_PORT'),
    freshSandbox: true,
    stdio: env.CLUSTER_VERBOSE ? 'inherit' : 'ignore',
  });
}, 240_000);

afterAll(() => cluster?.stop(), 60_000);

const instance = (index: number): ClusterInstance => {
  const found = cluster.instances[index];
  if (!found) throw new Error(`No instance ${index}`);
  return found;
};

async function page(url: string): Promise<{ status: number; cache: string | null; body: string }> {
  const response = await fetch(url);
  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache'),
    body: await response.text(),
  };
}

let productPath = '';
let variantId = '';
/** The product's price as its German page shows it, once a test has set it. */
let price = '';
/** The cookies of a customer signed in on the first instance. */
let customerCookie = '';
const CUSTOMER = { firstName: 'Ada', lastName: 'Cluster' };

/** Sets the product's price through the sandbox, whose signed webhook reaches the front and one instance there. */
async function changePrice(amount: number): Promise<void> {
  const changed = await fetch(
    `${cluster.sandboxUrl}/__sandbox/variants/${encodeURIComponent(variantId)}/price`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount, currency: 'EUR' }),
    },
  );
  const { webhook } = (await changed.json()) as {
    webhook: { status: number | null; error: string | null };
  };
  expect(webhook).toMatchObject({ status: 200, error: null });
  price = amount.toFixed(2).replace('.', ',');
}

/** The product page on every instance shows the price within `timeoutMs` of now; the time it took. */
async function priceOnEveryInstance(timeoutMs: number): Promise<number> {
  const since = Date.now();
  for (const { url } of cluster.instances) {
    await expect
      .poll(async () => (await page(`${url}${productPath}`)).body, {
        timeout: Math.max(0, timeoutMs - (Date.now() - since)),
      })
      .toContain(price);
  }
  return Date.now() - since;
}

/** Sends a signal to an instance and resolves with its exit code once it has gone. */
function signalled(target: ClusterInstance, signal: NodeJS.Signals): Promise<number | null> {
  const { child } = target.entry;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cluster.kill(target, signal);
  return exited;
}

describe('two instances behind HAProxy share their engines', () => {
  test('a price changed through a webhook to one instance shows on the other within 5 s', async () => {
    ({ variantId, path: productPath } = await singleVariantProduct(cluster.sandboxUrl));
    // Rendered by the first instance and kept in Redis, the page comes from the kept pages on the second.
    expect((await page(`${instance(0).url}${productPath}`)).status).toBe(200);
    await expect
      .poll(async () => (await page(`${instance(1).url}${productPath}`)).cache, { timeout: 20_000 })
      .toBe('HIT');
    for (const { url } of cluster.instances)
      expect((await page(`${url}${productPath}`)).body).not.toContain('987,65');

    await changePrice(987.65);
    const took = await priceOnEveryInstance(5_000);
    console.log(`the new price was on both instances ${took} ms after the webhook`);
  });

  test('a customer signed in through one instance is signed in on the other', async () => {
    const email = `cluster.${Date.now()}@example.com`;
    const password = 'Secret-pass1!';
    const created = await sandboxStorefront<{ customerCreate: { customer: { id: string } | null } }>(
      cluster.sandboxUrl,
      'mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }',
      { input: { email, password, ...CUSTOMER } },
    );
    expect(created.customerCreate.customer).not.toBeNull();

    const login = await fetch(`${instance(0).url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: instance(0).url },
      body: JSON.stringify({ edition: 'en', email, password }),
    });
    expect(login.status).toBe(200);
    customerCookie = login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    expect(customerCookie).toMatch(/access_token=/);

    const session = await fetch(`${instance(1).url}/api/account/session?edition=en`, {
      headers: { cookie: customerCookie },
    });
    expect(await session.json()).toEqual({ user: { ...CUSTOMER, email } });
    const account = await fetch(`${instance(1).url}/global/order-history`, {
      headers: { cookie: customerCookie },
      redirect: 'manual',
    });
    expect(account.status).toBe(200);
    expect(await account.text()).toContain(`Welcome, ${CUSTOMER.firstName} ${CUSTOMER.lastName}`);
    // Without the cookie the same page sends the shopper to the login.
    const guest = await fetch(`${instance(1).url}/global/order-history`, { redirect: 'manual' });
    expect(guest.status).toBeGreaterThanOrEqual(300);
    expect(guest.status).toBeLessThan(400);
  });

  test('a rate limit counts the requests of one client on both instances', async () => {
    // POST /log-error/ allows 10 reports a minute per client (docs/own-server.md).
    const report = (headers: Record<string, string> = {}) =>
      fetch(`${cluster.frontUrl}/log-error/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: cluster.frontUrl, ...headers },
        body: JSON.stringify({ message: 'cluster test', Path: '/' }),
      });
    const servedBy = new Set<string | null>();
    for (let count = 0; count < 10; count++) {
      const response = await report();
      expect(response.status).toBe(204);
      servedBy.add(response.headers.get('x-served-by'));
    }
    expect([...servedBy].sort()).toEqual(cluster.instances.map(({ name }) => name).sort());
    expect((await report()).status).toBe(429);
    // A client's own X-Forwarded-For changes nothing: the instances take the entry HAProxy appended.
    expect((await report({ 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
  });

  test('Redis stopped: pages still answer 200; Redis back: a webhook’s price shows on the other instance again', async () => {
    const [unseen0, unseen1, ...others] = await productPages(cluster.sandboxUrl, 12, [productPath]);
    await cluster.redis.down();
    try {
      // A kept page from each instance's memory, and a page neither has kept, rendered on the miss.
      for (const [target, unseen] of [
        [instance(0), unseen0],
        [instance(1), unseen1],
      ] as const) {
        const kept = await page(`${target.url}${productPath}`);
        expect(kept.status).toBe(200);
        expect(kept.cache).toMatch(/HIT|STALE/);
        expect(kept.body).toContain(price);
        expect((await page(`${target.url}${unseen}`)).status).toBe(200);
      }
    } finally {
      await cluster.redis.up();
    }
    // Both instances reach the (empty) Redis again once a page the first one renders is kept for the second's
    // first request: the instances reconnect by themselves within a few seconds.
    const reconnected = async () => {
      for (const path of others) {
        expect((await page(`${instance(0).url}${path}`)).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 300));
        if ((await page(`${instance(1).url}${path}`)).cache === 'HIT') return true;
      }
      return false;
    };
    expect(await reconnected()).toBe(true);

    await changePrice(876.54);
    const took = await priceOnEveryInstance(5_000);
    console.log(`after Redis came back, the new price was on both instances ${took} ms after the webhook`);
  });

  test('one instance killed (SIGKILL) during 20 s of load at the front: no failed answer', async () => {
    expect(price).not.toBe('');
    const failures: string[] = [];
    const answers: { at: number; servedBy: string | null }[] = [];
    const started = Date.now();
    const end = started + 20_000;
    let killedAt = 0;
    let restartedAt = 0;
    // Eight shoppers at once, each sending its next request when the last one is answered.
    // An answer whose body was on its way from the killed instance is cut with it: no balancer that streams can
    // take back what it already passed on. Those are kept apart and checked to be exactly that.
    const cut: { startedAt: number; servedBy: string | null }[] = [];
    const shopper = async () => {
      while (Date.now() < end) {
        let response: Response;
        try {
          response = await fetch(`${cluster.frontUrl}${productPath}`);
        } catch (error) {
          failures.push(String(error));
          continue;
        }
        const startedAt = Date.now();
        const servedBy = response.headers.get('x-served-by');
        try {
          const body = await response.text();
          if (response.status !== 200 || !body.includes(price)) failures.push(`${response.status}`);
          answers.push({ at: Date.now(), servedBy });
        } catch {
          cut.push({ startedAt, servedBy });
        }
      }
    };
    const killer = async () => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      killedAt = Date.now();
      await signalled(instance(0), 'SIGKILL');
      // It comes back on its port, as a platform would start it again; HAProxy takes it in once its checks pass.
      await cluster.restart(instance(0));
      restartedAt = Date.now();
    };
    await Promise.all([...Array.from({ length: 8 }, shopper), killer()]);

    expect(failures).toEqual([]);
    expect(killedAt).toBeGreaterThan(0);
    for (const answer of cut) {
      expect(answer.servedBy).toBe(instance(0).name);
      expect(answer.startedAt).toBeLessThanOrEqual(killedAt + 1_000);
    }
    const before = answers.filter(({ at }) => at < killedAt);
    expect(before.map(({ servedBy }) => servedBy)).toContain(instance(0).name);
    // Past the answers already on their way at the kill, and until the new process answers, only the survivor does.
    const between = answers.filter(({ at }) => at > killedAt + 500 && at < (restartedAt || end));
    expect(between.length).toBeGreaterThan(0);
    expect(new Set(between.map(({ servedBy }) => servedBy))).toEqual(new Set([instance(1).name]));
    console.log(
      `${answers.length} requests in 20 s, ${answers.length - before.length} after the kill, none failed, ` +
        `${cut.length} cut in transfer by the kill; ` +
        `the killed instance answered its health again ${((restartedAt - killedAt) / 1000).toFixed(1)} s after the kill`,
    );
  });

  test('SIGTERM: a page streaming through the front is answered in full, new requests go to the other instance', async () => {
    expect(customerCookie).not.toBe('');
    // Both instances serve again (the one killed above is back).
    await expect
      .poll(
        async () => {
          const seen = new Set<string | null>();
          for (let count = 0; count < 4; count++)
            seen.add((await fetch(`${cluster.frontUrl}/api/health`)).headers.get('x-served-by'));
          return seen.size;
        },
        { timeout: 30_000 },
      )
      .toBe(2);

    // The account page sends its frame at once and streams the customer in when the shop backend answers (late).
    await sandboxFault({ operation: 'customer', latencyMs: 2_000 });
    try {
      const requestedAt = Date.now();
      const streamed = await fetch(`${cluster.frontUrl}/global/order-history`, {
        headers: { cookie: customerCookie },
      });
      expect(streamed.status).toBe(200);
      const draining = cluster.instances.find(({ name }) => name === streamed.headers.get('x-served-by'));
      if (!draining) throw new Error('The answer names no instance');
      const other = cluster.instances.find((candidate) => candidate !== draining);
      const exited = signalled(draining, 'SIGTERM');
      // Before the shop backend's answer could have come: the page was still being streamed.
      expect(Date.now() - requestedAt).toBeLessThan(2_000);

      // While the page streams on the draining instance, new requests are answered by the other one.
      for (let count = 0; count < 4; count++) {
        const response = await fetch(`${cluster.frontUrl}${productPath}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('x-served-by')).toBe(other?.name);
        await response.body?.cancel();
      }

      const body = await streamed.text();
      expect(body).toContain(`Welcome, ${CUSTOMER.firstName} ${CUSTOMER.lastName}`);
      expect(body.trimEnd()).toMatch(/<\/html>$/);
      expect(await exited).toBe(0);
    } finally {
      await fetch(`${cluster.sandboxUrl}/__sandbox/faults`, { method: 'DELETE' });
    }
  });
});

/** A fault of the sandbox's (latency for an operation…) until the faults are cleared. */
async function sandboxFault(fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${cluster.sandboxUrl}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBeLessThan(300);
}
