// Observability against the production build: a second storefront (the same build, its stdout read here) for the
// request log lines, the correlation id from the response header to the error page and the log, and the health
// route with the sandbox's faults.
import { expect, test } from '@playwright/test';
import { type ContentLanguage, faqCount, findProduct } from './product-content';
import { type SecondStorefront, startSecondStorefront } from './second-storefront';
import { clearFaults, injectFault } from './shop';

test.describe.configure({ mode: 'serial' });

let storefront: SecondStorefront;
let shop: string;

type LogLine = Record<string, unknown> & { message?: string; requestId?: string };

function logLines(): LogLine[] {
  return storefront
    .log()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** The request's line, once the server has written it. */
async function requestLine(id: string): Promise<LogLine> {
  let found: LogLine | undefined;
  await expect
    .poll(() => {
      found = logLines().find((line) => line.message === 'request' && line.requestId === id);
      return found !== undefined;
    })
    .toBe(true);
  return found as LogLine;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  storefront = await startSecondStorefront({ STOREFRONT_DATA_DIR: 'memory://' });
  shop = storefront.url;
  await storefront.answering('/robots.txt', 200);
});

test.afterAll(async () => {
  await clearFaults();
  await storefront?.stop();
});

test.afterEach(async () => {
  await clearFaults();
  const testInfo = test.info();
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('server log', { body: storefront.log() });
});

test.describe('one JSON line per request', () => {
  test('a kept page: the route Next matched, the internal path, the edition, the cache outcome and the backend calls', async () => {
    const first = await fetch(`${shop}/de/?utm_source=mail&email=someone%40example.com`);
    expect(first.status).toBe(200);
    const id = first.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    const line = await requestLine(id);
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/de/',
      route: '/[edition]/frontend/catalogue/[device]/[...seoUrl]',
      rewrite: '/de/frontend/catalogue/desktop/de/',
      status: 200,
      edition: 'de',
      cache: 'MISS',
    });
    // The client's address shortened (127.0.0.0, or 1:: over IPv6), never in full.
    expect(String(line.client)).not.toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(line.ms).toEqual(expect.any(Number));
    const calls = line.calls as { service: string; operation: string; status: number; ms: number }[];
    expect(calls).toContainEqual(
      expect.objectContaining({
        service: 'content',
        operation: 'POST /enterprise/page',
        status: 200,
        outcome: 'ok',
      }),
    );
    for (const call of calls) expect(call.ms).toEqual(expect.any(Number));
    expect(JSON.stringify(line)).not.toContain('example.com');

    const again = await fetch(`${shop}/de/`);
    expect(await requestLine(again.headers.get('x-request-id') ?? '')).toMatchObject({
      cache: 'HIT',
      calls: [],
    });
  });

  test("a cart page lists the shop backend's calls with their operation; a load balancer's id is kept", async () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const response = await fetch(`${shop}/uk/cart`, { headers: { 'x-request-id': id } });
    expect(response.headers.get('x-request-id')).toBe(id);
    expect(await requestLine(id)).toMatchObject({
      path: '/uk/cart',
      route: '/[edition]/frontend/cart',
      rewrite: '/gb/frontend/cart',
      edition: 'gb',
      status: 200,
    });
    const invalid = await fetch(`${shop}/uk/cart`, { headers: { 'x-request-id': 'not valid "id"' } });
    expect(invalid.headers.get('x-request-id')).toMatch(/^[0-9a-f]{16}$/);
  });
});

const FAILING: { name: string; prefix: string; language: ContentLanguage }[] = [
  { name: 'global', prefix: 'global', language: 'en' },
  { name: 'uk', prefix: 'uk', language: 'gb' },
];

for (const edition of FAILING) {
  test(`${edition.name}: a server error shows the error page with the request's reference, the one in the header and the log`, async ({
    page,
  }) => {
    const product = await findProduct(edition.language, (p) => faqCount(p.sections.faq) >= 2);
    // The FAQ product page looks its product up first (spec §8: a failed FAQ load is the error page with 500).
    await injectFault({ path: '/documents/public', status: 503 });
    const response = await page.goto(`${shop}/${edition.prefix}/faq/${product.id}/`);
    expect(response?.status()).toBe(500);
    const id = (await response?.headerValue('x-request-id')) ?? '';
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText(`Reference: ${id}`, { exact: true })).toBeVisible();

    const line = await requestLine(id);
    expect(line).toMatchObject({
      level: 'error',
      status: 500,
      route: '/[edition]/frontend/faqSingle/[id]',
      calls: expect.arrayContaining([
        expect.objectContaining({
          service: 'content',
          operation: 'POST /documents/public',
          status: 503,
          outcome: 'http',
        }),
      ]),
    });
    const [error] = line.errors as { name: string; digest?: string; stack?: string }[];
    expect(error?.name).toBe('ContentError');
    expect(error?.digest).toMatch(/^\w+$/);
    expect(error?.stack).toContain('    at ');
    // The error boundary's report to /log-error/ names the failed request too.
    await expect
      .poll(() =>
        logLines().find((entry) => entry.message === 'page error reported' && entry.pageRequestId === id),
      )
      .toBeTruthy();
  });
}

test('global: after a client-side navigation, the reference is that of the request that failed', async ({
  page,
}) => {
  const product = await findProduct('en', (p) => faqCount(p.sections.faq) >= 2);
  await page.goto(`${shop}/global/faq/${product.id}/?question=1`);
  const others = page.getByRole('navigation', { name: 'Other questions' });
  await expect(others.getByRole('link').first()).toBeVisible();
  await injectFault({ path: '/documents/public', status: 503 });
  await others.getByRole('link').first().click();
  const reference = page.getByText(/^Reference: /);
  await expect(reference).toBeVisible();
  const id = ((await reference.textContent()) ?? '').replace('Reference: ', '');
  const line = await requestLine(id);
  expect(line.route).toBe('/[edition]/frontend/faqSingle/[id]');
  expect((line.errors as unknown[]).length).toBeGreaterThan(0);
});

test.describe('GET /api/health for the load balancer', () => {
  const health = () => fetch(`${shop}/api/health`);

  test('200 with each check while the backends answer, never cached', async () => {
    const response = await health();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      status: 'ok',
      checks: { database: { ok: true }, shopBackend: { ok: true }, contentService: { ok: true } },
    });
  });

  test('503 naming the content service while it fails, 200 again once it is back', async () => {
    await injectFault({ path: '/enterprise/snippets', status: 503 });
    await expect
      .poll(async () => {
        const response = await health();
        return [response.status, ((await response.json()) as { failed?: string[] }).failed];
      })
      .toEqual([503, ['contentService']]);
    await clearFaults();
    await expect.poll(async () => (await health()).status).toBe(200);
  });

  test('503 naming the shop backend when it does not answer in time', async () => {
    await injectFault({ operation: 'health', latencyMs: 5_000 });
    let body: { failed?: string[]; checks?: Record<string, { error?: string }> } = {};
    await expect
      .poll(async () => {
        const response = await health();
        body = await response.json();
        return response.status;
      })
      .toBe(503);
    expect(body.failed).toEqual(['shopBackend']);
    expect(body.checks?.shopBackend?.error).toBe('no answer in 1500 ms');
  });

  test('a load balancer asking 50 times at once costs the backends one round of checks', async () => {
    await expect.poll(async () => (await health()).status).toBe(200);
    // Past the two seconds the last report is kept, so the 50 need a new round.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const answers = await Promise.all(Array.from({ length: 50 }, () => health()));
    expect(answers.every((response) => response.status === 200)).toBe(true);
    const lines = await Promise.all(
      answers.map((response) => requestLine(response.headers.get('x-request-id') ?? '')),
    );
    const checked = lines.flatMap((line) => line.calls as { service: string }[]);
    // One round: the shop backend once (one shop), the content service once per content instance (three).
    expect(checked.filter((call) => call.service === 'shop-api')).toHaveLength(1);
    expect(checked.filter((call) => call.service === 'content')).toHaveLength(3);
  });
});
