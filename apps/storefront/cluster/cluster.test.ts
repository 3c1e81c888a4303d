// Two storefront instances behind HAProxy on a shared Redis and Postgres, started by the code `pnpm start:cluster`
// runs (scripts/cluster.mjs), on the storefront's existing build. Run alone: `pnpm --filter @shop/storefront
// test:cluster` (docs/deploy.md). Ports: CLUSTER_PORT (the front; the instances take the next two),
// CLUSTER_SANDBOX_PORT, CLUSTER_SMTP_PORT, CLUSTER_REDIS_PORT and CLUSTER_POSTGRES_PORT (free ones when unset).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Cluster, type ClusterInstance, startCluster } from '../../../scripts/cluster.mjs';
import { singleVariantProduct } from '../e2e/sandbox-products';

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

describe('two instances behind HAProxy share their engines', () => {
  test('a price changed through a webhook to one instance shows on the other within 5 s', async () => {
    const { variantId, path } = await singleVariantProduct(cluster.sandboxUrl);
    productPath = path;
    // Rendered by the first instance and kept in Redis, the page comes from the kept pages on the second.
    expect((await page(`${instance(0).url}${path}`)).status).toBe(200);
    await expect
      .poll(async () => (await page(`${instance(1).url}${path}`)).cache, { timeout: 20_000 })
      .toBe('HIT');
    for (const { url } of cluster.instances)
      expect((await page(`${url}${path}`)).body).not.toContain('987,65');

    // The sandbox signs its webhook and sends it to the front, which hands it to one instance.
    const changed = await fetch(
      `${cluster.sandboxUrl}/__sandbox/variants/${encodeURIComponent(variantId)}/price`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 987.65, currency: 'EUR' }),
      },
    );
    const { webhook } = (await changed.json()) as {
      webhook: { status: number | null; error: string | null };
    };
    expect(webhook).toMatchObject({ status: 200, error: null });

    const since = Date.now();
    for (const { url } of cluster.instances) {
      await expect
        .poll(async () => (await page(`${url}${path}`)).body, {
          timeout: Math.max(0, 5_000 - (Date.now() - since)),
        })
        .toContain('987,65');
    }
    console.log(`the new price was on both instances ${Date.now() - since} ms after the webhook`);
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

  test('one instance killed (SIGKILL) during 10 s of requests at the front: no failed answer', async () => {
    expect(productPath).not.toBe('');
    const failures: string[] = [];
    const servedBy: (string | null)[] = [];
    const started = Date.now();
    let killedAt = 0;
    while (Date.now() - started < 10_000) {
      if (!killedAt && Date.now() - started > 3_000) {
        cluster.kill(instance(0), 'SIGKILL');
        killedAt = servedBy.length;
      }
      try {
        const response = await fetch(`${cluster.frontUrl}${productPath}`);
        const body = await response.text();
        if (response.status !== 200 || !body.includes('987,65')) failures.push(`${response.status}`);
        servedBy.push(response.headers.get('x-served-by'));
      } catch (error) {
        failures.push(String(error));
      }
    }
    expect(failures).toEqual([]);
    expect(killedAt).toBeGreaterThan(0);
    expect(servedBy.slice(0, killedAt)).toContain(instance(0).name);
    // A few requests after the kill (the last answers of the dead instance's drained connection aside), only the
    // survivor answers.
    expect(new Set(servedBy.slice(killedAt + 5))).toEqual(new Set([instance(1).name]));
    console.log(`${servedBy.length} requests, ${servedBy.length - killedAt} after the kill, none failed`);
  });
});
