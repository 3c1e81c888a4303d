// No bad request gets a 5xx, a dropped connection or a silent server from the sandbox: malformed paths, queries,
// cookies, headers, methods and bodies, GraphQL bombs and broken content-service bodies to every endpoint.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { fuzzSeed } from '../../../test-support/fuzz/random';
import { casesOf, describeFailures, runFuzz } from '../../../test-support/fuzz/run';
import { sandboxRouteMatchers } from './fuzz/inventory';
import { type SandboxSamples, sandboxTargets } from './fuzz/routes';
import { data, resetSandbox, sandboxUrl } from './http';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SEED = fuzzSeed();

async function samples(): Promise<SandboxSamples> {
  const found = await data(
    '{ products(first: 1) { nodes { id images(first: 1) { nodes { url } } variants(first: 1) { nodes { id } } } } }',
  );
  const product = found.products.nodes[0];
  const created = await data(
    'mutation ($id: ID!) { cartCreate(input: { lines: [{ merchandiseId: $id, quantity: 1 }] }) { cart { checkoutUrl } } }',
    { id: product.variants.nodes[0].id },
  );
  const checkout = new URL(created.cartCreate.cart.checkoutUrl);
  return {
    productId: String(product.id).split('/').pop() as string,
    variantId: String(product.variants.nodes[0].id).split('/').pop() as string,
    imageFile: new URL(product.images.nodes[0].url).pathname.split('/').pop() as string,
    checkoutPath: `${checkout.pathname}${checkout.search}`,
  };
}

const EXAMPLE_SAMPLES: SandboxSamples = {
  productId: '1',
  variantId: '1',
  imageFile: 'x.jpg',
  checkoutPath: '/checkouts/cn/x?key=y',
};

describe('the fuzz table', () => {
  it('covers every endpoint the sandbox dispatches', () => {
    const paths = sandboxTargets(EXAMPLE_SAMPLES).map((target) => target.path.split('?')[0] as string);
    const missing = sandboxRouteMatchers(ROOT).filter(
      (matcher) => !paths.some((path) => matcher.matches(path)),
    );
    expect(
      missing.map((matcher) => `${matcher.where} ${matcher.source}`),
      'add these endpoints to apps/sandbox/test/fuzz/routes.ts',
    ).toEqual([]);
  });

  it('is the same run for the same seed', () => {
    const targets = sandboxTargets(EXAMPLE_SAMPLES);
    expect(JSON.stringify(casesOf(targets, SEED))).toBe(JSON.stringify(casesOf(targets, SEED)));
  });
});

describe('malformed requests to every sandbox endpoint', () => {
  afterAll(async () => {
    await fetch(`${sandboxUrl()}/__sandbox/faults`, { method: 'DELETE' });
    await resetSandbox();
  });

  it('never answer 5xx, drop the connection or stop the server', { timeout: 240_000 }, async () => {
    const report = await runFuzz({
      origin: sandboxUrl(),
      targets: sandboxTargets(await samples()),
      seed: SEED,
      concurrency: 4,
      batchSize: 150,
      healthy: async () => (await fetch(`${sandboxUrl()}/__sandbox/health`)).status === 200,
    });
    console.log(`sandbox fuzz: ${report.sent} requests in ${report.ms} ms, seed ${SEED}`, report.outcomes);
    expect(report.failures.length, describeFailures(report, 'pnpm --filter @shop/sandbox test -- fuzz')).toBe(
      0,
    );
  });
});
