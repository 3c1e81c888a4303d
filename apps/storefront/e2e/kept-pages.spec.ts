import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// Sorted and filtered listings and searches for a phrase are the same for every shopper: they are kept and shared
// for a minute (docs/reliability.md, '200 shoppers at once'). A shopper in an A/B experiment gets them rendered
// for the request, and the cart page is never kept.

const EXPERIMENT = { Cookie: 'mak_experiments=%7B%22hero%22%3A%22b%22%7D' };

async function firstCategory(page: Page, prefix: string): Promise<string> {
  await page.goto(prefix);
  return (await page.locator('.content-tiles a').first().getAttribute('href')) ?? '';
}

/** Asks twice; the second answer must come from what the first one kept. */
async function askedTwice(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  await request.get(path, { headers });
  return request.get(path, { headers });
}

function expectKept(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(response.status()).toBe(200);
  expect(response.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  expect(response.headers()['cache-control']).toMatch(/s-maxage=60\b/);
  expect(response.headers()['cache-control']).not.toMatch(/private/);
}

function expectPerRequest(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(response.status()).toBe(200);
  expect(response.headers()['x-nextjs-cache']).toBeUndefined();
  expect(response.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/);
}

test('a sorted and a filtered listing are kept for every shopper and still not indexed', async ({
  page,
  request,
}) => {
  const category = await firstCategory(page, '/uk/');
  for (const query of ['?sort=price-asc', '?inStock=1&priceMax=200']) {
    const response = await askedTwice(request, `${category}${query}`);
    expectKept(response);
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex, follow"/);
  }
  // The kept page is the one a browser gets: sorted, with the sort control showing it.
  await page.goto(`${category}?sort=price-asc`);
  await expect(page.getByRole('main').getByRole('combobox')).toHaveValue('price-asc');
});

test('a search for a phrase is kept per phrase; its page shows the phrase and the count', async ({
  page,
  request,
}) => {
  expectKept(await askedTwice(request, '/search-global?q=scale'));
  await page.goto('/uk/search?q=scale&sort=price-desc');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Search results for “scale”' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(/^\d+ products? found$/)).toBeVisible();
});

test('a kept page the browser has already is answered 304 without the page', async ({ page, request }) => {
  const category = await firstCategory(page, '/uk/');
  const kept = await askedTwice(request, category);
  expect(kept.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  const etag = kept.headers().etag ?? '';
  expect(etag).toMatch(/^W\/"[\w-]+"$/);

  const again = await request.get(category, { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect((await again.body()).byteLength).toBe(0);
  expect(again.headers().etag).toBe(etag);

  const older = await request.get(category, { headers: { 'if-none-match': 'W/"an-older-page"' } });
  expect(older.status()).toBe(200);
  expect(await older.text()).toContain('</html>');
});

test('a shopper in an A/B experiment gets listings and searches of their own, never kept', async ({
  page,
  request,
}) => {
  const category = await firstCategory(page, '/uk/');
  expectPerRequest(await askedTwice(request, `${category}?sort=price-asc`, EXPERIMENT));
  expectPerRequest(await askedTwice(request, '/uk/search?q=scale', EXPERIMENT));
});

test('the cart page is private and never kept', async ({ request }) => {
  expectPerRequest(await askedTwice(request, '/uk/cart'));
});

test('the kept routes are no public paths', async ({ request }) => {
  for (const path of [
    '/de/frontend/listing/desktop/sort%3Dpopularity/de/',
    '/de/frontend/found/desktop/sort%3Dnew%26q%3Dwaage',
  ]) {
    expect((await request.get(path)).status()).toBe(404);
  }
});
