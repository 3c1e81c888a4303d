import { createHmac } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { SANDBOX_URL, WEBHOOK_SECRETS } from '../playwright.config';
import { singleVariantProduct } from './sandbox-products';

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64');

async function sandboxHook(path: string, body: unknown) {
  const response = await fetch(`${SANDBOX_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { webhook: { status: number | null; error: string | null } };
}

/** A German content page, as the sandbox's footer snippet links to them. */
async function contentPagePath(): Promise<string> {
  const response = await fetch(`${SANDBOX_URL}/enterprise/snippets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-makaira-instance': 'live' },
    body: JSON.stringify({ snippetIds: ['footer-snippet'], constraints: { 'query.language': 'de' } }),
  });
  const [footer] = (await response.json()) as {
    data: {
      config: {
        top: { elements: { properties: { content: { columns: { links: { link: string }[] }[] } } }[] };
      };
    };
  }[];
  const path = footer?.data.config.top.elements[0]?.properties.content.columns[1]?.links[0]?.link;
  if (!path) throw new Error('The footer snippet links to no content page');
  return path;
}

/** Opens a page until it comes from the kept pages (the first request renders and keeps it). */
async function openKept(page: Page, path: string) {
  await page.goto(path);
  await expect
    .poll(async () => (await page.goto(path))?.headers()['x-nextjs-cache'], { timeout: 20_000 })
    .toBe('HIT');
}

test.describe('a change in the shop shows on the kept pages at once', () => {
  test('a new price in the sandbox is on the kept product page on the next request', async ({ page }) => {
    const { variantId, path } = await singleVariantProduct(SANDBOX_URL);
    await openKept(page, path);
    await expect(page.locator('main')).not.toContainText('987,65');
    const before = (await page.request.get(path)).headers().etag;
    expect(before).toMatch(/^W\/"/);

    const { webhook } = await sandboxHook(`/__sandbox/variants/${encodeURIComponent(variantId)}/price`, {
      amount: 987.65,
      currency: 'EUR',
    });
    expect(webhook).toMatchObject({ status: 200, error: null });

    // The browser asks again with the ETag it has (a reload revalidates): the changed page has another, so it is sent.
    const response = await page.reload();
    expect(response?.headers()['x-nextjs-cache']).not.toBe('HIT');
    await expect(page.locator('main')).toContainText('987,65');
    expect((await page.request.get(path)).headers().etag).not.toBe(before);
  });

  test('a new page title from the content service is on the kept content page on the next request', async ({
    page,
  }) => {
    const path = await contentPagePath();
    await openKept(page, path);
    await expect(page.getByRole('heading', { name: 'Frisch bearbeitet' })).toHaveCount(0);
    const { webhook } = await sandboxHook('/__sandbox/content/page-title', {
      url: path,
      title: 'Frisch bearbeitet',
    });
    expect(webhook).toMatchObject({ status: 200 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Frisch bearbeitet' })).toBeVisible();
  });
});

test.describe('POST /api/webhooks/shop takes only what the shop signed', () => {
  const payload = JSON.stringify({ id: 8100000001, title: 'Blutdruckmessgerät' });
  const send = (
    request: Parameters<Parameters<typeof test>[1]>[0]['request'],
    signature: string | null,
    topic = 'products/update',
  ) =>
    request.post('/api/webhooks/shop', {
      data: Buffer.from(payload),
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': topic,
        ...(signature === null ? {} : { 'x-shopify-hmac-sha256': signature }),
      },
      failOnStatusCode: false,
    });

  test('a good signature is handled', async ({ request }) => {
    const response = await send(request, sign(WEBHOOK_SECRETS.shop, payload));
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ topic: 'products/update', handled: true });
  });

  test('a forged or missing signature is 401, and nothing is handled', async ({ request }) => {
    for (const signature of [sign('guessed-secret', payload), 'bm90IGEgc2lnbmF0dXJl', null]) {
      const response = await send(request, signature);
      expect(response.status()).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: 'invalid_signature', message: 'error.generic' },
      });
    }
  });

  test('a signed topic nobody handles is acknowledged, so the shop does not retry it', async ({
    request,
  }) => {
    const response = await send(request, sign(WEBHOOK_SECRETS.shop, payload), 'orders/create');
    expect(await response.json()).toEqual({ topic: 'orders/create', handled: false });
  });

  test('a signed payload without what the handler needs is 400', async ({ request }) => {
    const body = JSON.stringify({ title: 'no id' });
    const response = await request.post('/api/webhooks/shop', {
      data: Buffer.from(body),
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'products/update',
        'x-shopify-hmac-sha256': sign(WEBHOOK_SECRETS.shop, body),
      },
      failOnStatusCode: false,
    });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { error: { field: string } }).error.field).toBe('id');
  });
});

test.describe('POST /api/revalidate takes only what the content service signed', () => {
  const post = (
    request: Parameters<Parameters<typeof test>[1]>[0]['request'],
    body: string,
    secret: string,
  ) =>
    request.post('/api/revalidate', {
      data: Buffer.from(body),
      headers: { 'content-type': 'application/json', 'x-content-hmac-sha256': sign(secret, body) },
      failOnStatusCode: false,
    });

  test('pages, snippets and the menu by their tags', async ({ request }) => {
    const cases: [unknown, string[]][] = [
      [{ type: 'page', url: '/de/service/versand' }, ['content-page:/de/service/versand/']],
      [{ type: 'snippet', snippetId: 'footer-snippet' }, ['content-snippet:footer-snippet']],
      [{ type: 'menu' }, ['content-menu']],
    ];
    for (const [change, tags] of cases) {
      const response = await post(request, JSON.stringify(change), WEBHOOK_SECRETS.content);
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({ revalidated: tags });
    }
  });

  test('a forged signature is 401; an unknown change is 400', async ({ request }) => {
    expect((await post(request, JSON.stringify({ type: 'menu' }), WEBHOOK_SECRETS.shop)).status()).toBe(401);
    expect(
      (await post(request, JSON.stringify({ type: 'everything' }), WEBHOOK_SECRETS.content)).status(),
    ).toBe(400);
  });
});
