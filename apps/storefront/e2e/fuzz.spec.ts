// No bad request gets a 5xx, a dropped connection or a silent server from the storefront: malformed paths,
// queries, cookies, headers, methods and bodies to every page of every edition and every own route, against the
// production build. The table is e2e/fuzz/routes.ts; the cases and the runner are test-support/fuzz.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { EDITION_KEYS, EDITIONS, type EditionKey } from '@shop/editions';
import { fuzzSeed } from '../../../test-support/fuzz/random';
import { describeFailures, runFuzz } from '../../../test-support/fuzz/run';
import { appPathFor } from '../lib/routing';
import { WEBHOOK_SECRETS } from '../playwright.config';
import { appRoutes } from './fuzz/inventory';
import { type EditionSamples, ownRouteTargets, pageTargets } from './fuzz/routes';

const APP_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'app');
const SEED = fuzzSeed();
const PROXIED = /^\/(?!_next\/|favicon.ico|icon|apple-icon|manifest.webmanifest|robots.txt|sitemap|api\/)/;

/** The app paths a public path is served by: the proxy's rewrites, kept and per request, or the path itself. */
function servedBy(path: string): string[] {
  const pathname = (path.split('?')[0] ?? '').replace(/\/$/, '') || '/';
  if (!PROXIED.test(path) || pathname === '/') return [pathname];
  const rewrites = [appPathFor(path, { device: 'desktop' }), appPathFor(path, null)];
  return rewrites.map((target) => (target ? (target.path.split('?')[0] ?? '') : pathname));
}

async function editionSamples(origin: string): Promise<Record<EditionKey, EditionSamples>> {
  const entries = await Promise.all(
    EDITION_KEYS.map(async (edition) => {
      const response = await fetch(`${origin}/sitemap/${EDITIONS[edition].pathPrefix}.xml`);
      const xml = response.ok ? await response.text() : '';
      const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1] as string).pathname,
      );
      const product = paths.find((path) => /\/p\//.test(path)) ?? null;
      const samples: EditionSamples = {
        category: paths.find((path) => /\/c\//.test(path)) ?? null,
        product,
        page:
          paths.find((path) => !/\/(c|p)\//.test(path) && path.split('/').filter(Boolean).length > 1) ?? null,
        productId: product ? (/(\d+)\/?$/.exec(product)?.[1] ?? null) : null,
      };
      return [edition, samples] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<EditionKey, EditionSamples>;
}

const NO_SAMPLES: EditionSamples = {
  category: '/de/c/x/',
  product: '/de/p/x-1/',
  page: '/de/x/',
  productId: '1',
};

test.describe('fuzzing the storefront', () => {
  test('the fuzz table reaches every page and route of the app', async ({ baseURL }) => {
    const samples = Object.fromEntries(EDITION_KEYS.map((key) => [key, NO_SAMPLES])) as Record<
      EditionKey,
      EditionSamples
    >;
    const targets = [...pageTargets(samples), ...ownRouteTargets(baseURL ?? '', samples, WEBHOOK_SECRETS)];
    const reached = targets.flatMap((target) => servedBy(target.path));
    const missing = appRoutes(APP_DIR).filter((route) => !reached.some((path) => route.matches(path)));
    expect(
      missing.map((route) => route.file),
      'add a target for these to apps/storefront/e2e/fuzz/routes.ts',
    ).toEqual([]);
  });

  test('malformed requests to every page and own route never get a 5xx or a dropped connection', async ({
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const origin = baseURL ?? '';
    const samples = await editionSamples(origin);
    const report = await runFuzz({
      origin,
      targets: [...pageTargets(samples), ...ownRouteTargets(origin, samples, WEBHOOK_SECRETS)],
      seed: SEED,
      concurrency: 4,
      batchSize: 100,
      timeoutMs: 60_000,
      healthy: async () => (await fetch(`${origin}/de/cart`)).status === 200,
    });
    console.log(`storefront fuzz: ${report.sent} requests in ${report.ms} ms, seed ${SEED}`, report.outcomes);
    expect(
      report.failures.length,
      describeFailures(report, 'pnpm exec playwright test e2e/fuzz.spec.ts (in apps/storefront)'),
    ).toBe(0);
  });
});
