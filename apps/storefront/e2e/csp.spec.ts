// The Content-Security-Policy in Chromium: every page type runs without a single violation, kept pages carry
// hashes (and stay cache HITs), per-request pages a nonce, and a script that is not the shop's is blocked and
// reported to the report route.
import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Collects `securitypolicyviolation` events (from before any page script runs) and console CSP errors. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __violations: unknown[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample }),
    );
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  return {
    consoleErrors,
    violations: () => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations),
  };
}

/** The page's own policy: the answer also carries the base one of next.config.ts (files and own routes). */
function pagePolicy(header: string | undefined): string {
  return (header ?? '').split(/\n|, (?=default-src)/).find((policy) => policy.includes('default-src')) ?? '';
}

/** `'sha256-…'` of each inline script a browser would run (not data blocks), computed as a browser does. */
function inlineScriptHashes(html: string): string[] {
  return [
    ...html.matchAll(
      /<script(?![^>]*\s(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

function scriptSources(policy: string): string[] {
  const directive = policy.split(';').find((part) => part.trim().startsWith('script-src '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

const KEPT = [
  { type: 'home', path: '/de/' },
  { type: 'category', path: '/de/c/waerme/heizdecken/' },
  { type: 'content page', path: '/de/datenschutz/' },
  { type: 'FAQ', path: '/de/service/faq' },
  { type: 'not-found page', path: '/de/gibt-es-nicht/' },
  { type: 'search', path: '/search-de?q=waage' },
  { type: 'sorted listing', path: '/de/c/waerme/heizdecken/?sort=price-asc' },
];
const PER_REQUEST = [
  { type: 'cart', path: '/de/cart' },
  { type: 'account (login)', path: '/uk/login' },
  { type: 'listing with a preselected variant (entry route)', path: '/de/c/waerme/heizdecken/?variant=1' },
];

async function productPath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/de/')).text();
  const path = /href="(\/de\/p\/[^"]+)"/.exec(html)?.[1];
  if (!path) throw new Error('no product on the home page');
  return path;
}

/**
 * Asks for a kept page until the kept copy is a whole one: a page rendered while a content call failed or ran out of
 * its time under load is kept for seconds only (`data-shop-degraded`, docs/reliability.md), and the first answer
 * after those seconds is STALE.
 */
async function keepWhole(request: APIRequestContext, path: string) {
  await expect(async () => {
    const response = await request.get(path);
    expect(response.headers()['x-nextjs-cache']).toBe('HIT');
    expect(await response.text()).not.toContain('data-shop-degraded=');
  }).toPass({ timeout: 30_000 });
}

async function expectNoViolations(page: Page, path: string) {
  const watch = await watchViolations(page);
  const response = await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Hydration and the session's first calls have run: scroll once so lazy parts load too.
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');
  expect(await watch.violations()).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
  const policy = pagePolicy(response?.headers()['content-security-policy']);
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain('report-to csp');
  expect(response?.headers()['reporting-endpoints']).toBe('csp="/api/csp-report"');
  const scripts = scriptSources(policy);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  return { policy, scripts };
}

test.describe('Content-Security-Policy', () => {
  for (const { type, path } of KEPT) {
    test(`the ${type} (kept) runs without a violation, by hashes, and stays a cache HIT`, async ({
      page,
      request,
    }) => {
      await keepWhole(request, path);
      const { scripts } = await expectNoViolations(page, path);
      expect(scripts.some((source) => source.startsWith("'sha256-"))).toBe(true);
      expect(scripts.some((source) => source.startsWith("'nonce-"))).toBe(false);
      const again = await request.get(path);
      expect(again.headers()['x-nextjs-cache']).toBe('HIT');
      // Other specs edit the sandbox's content, so a kept page may have been drawn again in between: whichever
      // rendering answers, its policy names the hash of every inline script it carries.
      const kept = pagePolicy(again.headers()['content-security-policy']);
      const hashes = inlineScriptHashes(await again.text());
      expect(hashes.length).toBeGreaterThan(0);
      for (const hash of hashes) expect(scriptSources(kept)).toContain(hash);
    });
  }

  test('the product page (kept) runs without a violation and stays a cache HIT', async ({
    page,
    request,
  }) => {
    const path = await productPath(request);
    await request.get(path);
    const { scripts } = await expectNoViolations(page, path);
    expect(scripts.some((source) => source.startsWith("'sha256-"))).toBe(true);
    expect((await request.get(path)).headers()['x-nextjs-cache']).toBe('HIT');
  });

  for (const { type, path } of PER_REQUEST) {
    test(`the ${type} (per request) runs without a violation, by a fresh nonce`, async ({
      page,
      request,
    }) => {
      const { scripts } = await expectNoViolations(page, path);
      const nonce = scripts.find((source) => source.startsWith("'nonce-"));
      expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==?'$/);
      const next = scriptSources(pagePolicy((await request.get(path)).headers()['content-security-policy']));
      expect(next.find((source) => source.startsWith("'nonce-"))).not.toBe(nonce);
    });
  }

  test('inline handlers, foreign scripts and injected script elements are refused on a per-request page', async ({
    page,
  }) => {
    const watch = await watchViolations(page);
    await page.goto('/de/cart');
    await page.waitForLoadState('networkidle');
    const ran = await page.evaluate(async () => {
      const marks = window as unknown as Record<string, number>;
      const inline = document.createElement('script');
      inline.textContent = 'window.__inline = 1';
      document.body.append(inline);
      const image = document.createElement('img');
      image.setAttribute('onerror', 'window.__handler = 1');
      image.src = '/no-such-image.png';
      document.body.append(image);
      const foreign = document.createElement('script');
      foreign.src = 'https://evil.example/x.js';
      document.body.append(foreign);
      await new Promise((resolve) => setTimeout(resolve, 500));
      return [marks.__inline, marks.__handler];
    });
    expect(ran).toEqual([undefined, undefined]);
    const directives = (await watch.violations()).map((violation) => violation.directive);
    expect(directives).toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr']));
    expect((await watch.violations()).map((violation) => violation.blocked)).toContain(
      'https://evil.example/x.js',
    );
  });
});

test.describe('a script that slipped into a kept page', () => {
  test('is blocked, and the violation is raised for the report', async ({ page }) => {
    const watch = await watchViolations(page);
    // The page as a compromised content entry would make it: the kept page's real answer plus one script.
    await page.route('**/de/', async (route) => {
      const original = await route.fetch();
      const html = (await original.text()).replace(
        '</body>',
        '<script>window.__injected = 1</script></body>',
      );
      await route.fulfill({ response: original, body: html });
    });
    await page.goto('/de/');
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: number }).__injected),
    ).toBeUndefined();
    expect(await watch.violations()).toContainEqual(
      expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' }),
    );
  });
});

test.describe('the CSP report route', () => {
  const legacy = { 'csp-report': { 'document-uri': 'http://localhost/de/', 'blocked-uri': 'inline' } };

  test('takes both report formats without an origin, and refuses what is no report', async ({ request }) => {
    const post = (type: string, data: unknown) =>
      request.post('/api/csp-report', { headers: { 'content-type': type }, data: JSON.stringify(data) });
    expect((await post('application/csp-report', legacy)).status()).toBe(204);
    const batch = [
      { type: 'csp-violation', url: 'http://localhost/de/', body: { effectiveDirective: 'img-src' } },
    ];
    expect((await post('application/reports+json', batch)).status()).toBe(204);
    expect((await post('text/plain', legacy)).status()).toBe(415);
    expect((await post('application/csp-report', { hello: 1 })).status()).toBe(400);
    const broken = await request.post('/api/csp-report', {
      headers: { 'content-type': 'application/csp-report' },
      data: '{"csp-report":',
    });
    expect(broken.status()).toBe(400);
    const huge = await post('application/reports+json', [
      { type: 'csp-violation', body: { sample: 'x'.repeat(70_000) } },
    ]);
    expect(huge.status()).toBe(413);
  });

  test('limits each client', async ({ request }) => {
    const headers = { 'content-type': 'application/csp-report', 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push(
        (await request.post('/api/csp-report', { headers, data: JSON.stringify(legacy) })).status(),
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
