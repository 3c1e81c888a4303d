// The own server on SIGTERM (docs/own-server.md): it stops accepting, lets the request in flight finish, then
// exits 0. The slow request is the health route while the shop backend takes its time (it answers after 1.5 s).
import { get } from 'node:http';
import { expect, test } from '@playwright/test';
import { type SecondStorefront, startSecondStorefront } from './second-storefront';
import { clearFaults, injectFault } from './shop';

let storefront: SecondStorefront;

/** A GET on a connection of its own (fetch would reuse a kept-alive one): its status, or a rejection. */
function onNewConnection(url: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on('error', reject);
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  storefront = await startSecondStorefront({ STOREFRONT_DATA_DIR: 'memory://' });
  await storefront.answering('/robots.txt', 200);
});

test.afterAll(async () => {
  await clearFaults();
  await storefront?.stop();
});

test('SIGTERM: the request in flight is answered in full, new connections are refused, the process exits 0', async () => {
  await injectFault({ operation: 'health', latencyMs: 5_000 });
  const exited = new Promise<number | null>((resolve) => storefront.process.once('exit', resolve));
  const started = Date.now();
  const inFlight = fetch(`${storefront.url}/api/health`);
  // Well into the request: Next is waiting for the shop backend.
  await new Promise((resolve) => setTimeout(resolve, 500));
  storefront.process.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 200));
  await expect(onNewConnection(`${storefront.url}/robots.txt`)).rejects.toThrow();

  const response = await inFlight;
  expect(response.status).toBe(503);
  expect(await response.json()).toMatchObject({ failed: ['shopBackend'] });
  expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
  expect(await exited).toBe(0);
  const log = storefront.log();
  expect(log).toContain('"message":"server draining"');
  expect(log).toMatch(/"message":"server stopped"[^\n]*"finished":true/);
});
