// Test hooks that change data, and the signed webhooks that announce the change, received by a small HTTP server
// standing in for the storefront.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from './content';
import { data, post, resetSandbox, sandboxUrl } from './http';

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const SHOP_SECRET = 'shop-secret';
const CONTENT_SECRET = 'content-secret';
let receiver: Server;
let received: Received[] = [];

const hmac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64');

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const configured = await post('/__sandbox/webhooks', {
    shop: { url: `${base}/api/webhooks/shop`, secret: SHOP_SECRET },
    content: { url: `${base}/api/revalidate`, secret: CONTENT_SECRET },
  });
  expect(configured.status).toBe(200);
});

afterAll(async () => {
  await post('/__sandbox/webhooks', {
    shop: { url: 'http://127.0.0.1:9/unused', secret: 'x' },
    content: { url: 'http://127.0.0.1:9/unused', secret: 'x' },
  });
  await resetSandbox();
  await new Promise((resolve) => receiver.close(resolve));
});

beforeEach(() => {
  received = [];
});

async function someVariant() {
  const result = await data<{
    products: { nodes: { id: string; handle: string; variants: { nodes: { id: string }[] } }[] };
  }>('{ products(first: 1) { nodes { id handle variants(first: 1) { nodes { id } } } } }');
  const product = result.products.nodes[0];
  return { productId: Number(product?.id.split('/').pop()), variantId: product?.variants.nodes[0]?.id ?? '' };
}

describe('a stock change is an inventory_levels/update webhook, signed like Shopify', () => {
  it('changes the stock the Storefront API reports and sends the level of the inventory item', async () => {
    const { variantId } = await someVariant();
    const numeric = Number(variantId.split('/').pop());
    const response = await post(`/__sandbox/variants/${encodeURIComponent(variantId)}/stock`, { stock: 0 });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { webhook: { status: number } }).webhook.status).toBe(200);

    const variant = await data<{ node: { quantityAvailable: number; availableForSale: boolean } }>(
      'query ($id: ID!) { node(id: $id) { ... on ProductVariant { quantityAvailable availableForSale } } }',
      { id: variantId },
    );
    expect(variant.node).toEqual({ quantityAvailable: 0, availableForSale: false });

    const [webhook] = received;
    expect(webhook?.path).toBe('/api/webhooks/shop');
    expect(webhook?.headers['x-shopify-topic']).toBe('inventory_levels/update');
    expect(webhook?.headers['x-shopify-hmac-sha256']).toBe(hmac(SHOP_SECRET, webhook?.body ?? ''));
    expect(webhook?.headers['x-shopify-api-version']).toBe('2025-01');
    expect(JSON.parse(webhook?.body ?? '')).toMatchObject({ inventory_item_id: numeric, available: 0 });
  });

  it('refuses a negative stock and an unknown variant', async () => {
    expect((await post('/__sandbox/variants/1/stock', { stock: -1 })).status).toBe(400);
    expect((await post('/__sandbox/variants/999999999/stock', { stock: 3 })).status).toBe(404);
    expect(received).toHaveLength(0);
  });
});

describe('a price change is a products/update webhook', () => {
  it('changes the price the shop and the content service show, and sends the product', async () => {
    const { productId, variantId } = await someVariant();
    const response = await post(`/__sandbox/variants/${encodeURIComponent(variantId)}/price`, {
      amount: 12.34,
      currency: 'EUR',
    });
    expect(response.status).toBe(200);

    const variant = await data<{ node: { price: { amount: string } } }>(
      'query ($id: ID!) @inContext(country: DE) { node(id: $id) { ... on ProductVariant { price { amount } } } }',
      { id: variantId },
    );
    expect(Number(variant.node.price.amount)).toBe(12.34);
    const documents = await call('/documents/public', {
      datatype: 'variant',
      ids: [variantId],
      constraints: { 'query.language': 'de', 'query.group': 'de' },
    });
    expect(JSON.stringify(documents.body)).toContain('12.34');

    const [webhook] = received;
    expect(webhook?.headers['x-shopify-topic']).toBe('products/update');
    expect(webhook?.headers['x-shopify-hmac-sha256']).toBe(hmac(SHOP_SECRET, webhook?.body ?? ''));
    const payload = JSON.parse(webhook?.body ?? '') as {
      id: number;
      variants: { id: number; price: string }[];
    };
    expect(payload.id).toBe(productId);
    expect(payload.variants.find((v) => `gid://shopify/ProductVariant/${v.id}` === variantId)?.price).toBe(
      '12.34',
    );
  });
});

describe('content changes are announced to the revalidation URL, signed with its secret', () => {
  it('a page title', async () => {
    // A content page the footer links to, as the storefront finds them.
    const footer = await call('/enterprise/snippets', {
      snippetIds: ['footer-snippet'],
      constraints: { 'query.language': 'de' },
    });
    const url: string =
      footer.body[0].data.config.top.elements[0].properties.content.columns[1].links[0].link;
    expect((await call('/enterprise/page', { url, constraints: { 'query.language': 'de' } })).body.type).toBe(
      'page',
    );
    const response = await post('/__sandbox/content/page-title', { url, title: 'Neuer Titel' });
    expect(response.status).toBe(200);
    const after = await call('/enterprise/page', { url, constraints: { 'query.language': 'de' } });
    expect(after.body.data.self.title).toBe('Neuer Titel');
    const [webhook] = received;
    expect(webhook?.path).toBe('/api/revalidate');
    expect(JSON.parse(webhook?.body ?? '')).toEqual({ type: 'page', url });
    expect(webhook?.headers['x-content-hmac-sha256']).toBe(hmac(CONTENT_SECRET, webhook?.body ?? ''));
  });

  it('a snippet element, until the next reset', async () => {
    const edit = {
      snippetId: 'error-snippet',
      language: 'de',
      component: 'error-not-found',
      content: { heading: 'Hier ist nichts' },
    };
    expect((await post('/__sandbox/content/snippet', edit)).status).toBe(200);
    const snippets = await call('/enterprise/snippets', {
      snippetIds: ['error-snippet'],
      constraints: { 'query.language': 'de' },
    });
    expect(JSON.stringify(snippets.body)).toContain('"heading":"Hier ist nichts"');
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ type: 'snippet', snippetId: 'error-snippet' });
  });

  it('the menu: a top entry renamed, announced as the menu and the category page', async () => {
    const before = await call('/enterprise/menu', undefined, 'live', { method: 'GET' });
    const first = before.body.menu[0] as { code: string; link: { de: string } };
    expect(
      (await post('/__sandbox/content/menu', { code: first.code, language: 'de', text: 'Alles für Sie' }))
        .status,
    ).toBe(200);
    const after = await call('/enterprise/menu', undefined, 'live', { method: 'GET' });
    expect(after.body.menu[0].text.de).toBe('Alles für Sie');
    expect(received.map((webhook) => JSON.parse(webhook.body))).toEqual([
      { type: 'menu' },
      { type: 'page', url: first.link.de },
    ]);
  });
});

describe('GET /__sandbox/webhooks', () => {
  it('lists where webhooks go and the last deliveries, newest first', async () => {
    const response = await fetch(`${sandboxUrl()}/__sandbox/webhooks`);
    const body = (await response.json()) as {
      targets: Record<string, string>;
      deliveries: { topic: string }[];
    };
    expect(body.targets.shop).toMatch(/\/api\/webhooks\/shop$/);
    expect(body.deliveries[0]?.topic).toBe('page');
  });
});
