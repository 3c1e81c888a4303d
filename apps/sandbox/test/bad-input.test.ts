// What the fuzz suite found, pinned: each of these answered 500 (or took the process down) before.
import { describe, expect, it } from 'vitest';
import { sendRaw } from '../../../test-support/fuzz/raw-http';
import { data, gql, post, sandboxUrl } from './http';

describe('bad input to the sandbox is a 4xx', () => {
  it('a path starting with // is a path, not a host', async () => {
    const answer = await sendRaw(sandboxUrl(), { method: 'GET', target: '//evil.example/x', headers: [] });
    expect(answer.kind === 'answered' && answer.status).toBe(404);
  });

  it('an id with broken percent-encoding is no such order or variant', async () => {
    expect((await post('/__sandbox/orders/%ff/fulfill', {})).status).toBe(404);
    expect((await post('/__sandbox/orders/%ff/cancel', {})).status).toBe(404);
    expect((await post('/__sandbox/variants/%ff/stock', { stock: 1 })).status).toBe(404);
  });

  it('a product lookup url with broken percent-encoding is not found', async () => {
    const response = await post(
      '/enterprise/page',
      { url: '/de/p/%ff/' },
      { headers: { 'x-makaira-instance': 'live', 'content-type': 'application/json' } },
    );
    expect(response.status).toBe(404);
  });

  it('a global id with broken percent-encoding is no node', async () => {
    expect(await data('{ node(id: "gid://shopify/Product/%ff") { id } }')).toEqual({ node: null });
  });

  it('a NUL in a JSON body’s string is refused, as the services refuse what their databases cannot store', async () => {
    const review = await post(
      '/reviews-api/v1/reviews',
      { product_id: '8100000001', rating: 4, title: 'a\u0000b', body: 'Gut', email: 'nul@example.com' },
      { headers: { 'x-api-token': 'sandbox-reviews-token-de', 'content-type': 'application/json' } },
    );
    expect(review.status).toBe(400);
    expect((await post('/__sandbox/orders/1001/fulfill', { trackingCompany: 'a\u0000b' })).status).toBe(400);
  });

  it('image sizes and quality are whole numbers', async () => {
    const found = await data('{ products(first: 1) { nodes { images(first: 1) { nodes { url } } } } }');
    const url = new URL(found.products.nodes[0].images.nodes[0].url);
    expect((await fetch(`${sandboxUrl()}${url.pathname}?width=200&quality=1.5`)).status).toBe(400);
    expect((await fetch(`${sandboxUrl()}${url.pathname}?width=200.5`)).status).toBe(400);
    expect((await fetch(`${sandboxUrl()}${url.pathname}?width=200&pixelRatio=1.5`)).status).toBe(200);
  });
});

describe('the Storefront API refuses operations too costly to answer', () => {
  const nested = (depth: number) => {
    let selection = 'id';
    for (let level = 0; level < depth; level++) {
      selection = `collections(first: 250) { nodes { id products(first: 250) { nodes { ${selection} } } } }`;
    }
    return `{ products(first: 250) { nodes { ${selection} } } }`;
  };

  it('nested pages of 250 are refused before they run', async () => {
    const { status, body } = await gql(nested(3));
    expect(status).toBe(200);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'MAX_COMPLEXITY_EXCEEDED', maxCost: 250_000 });
    expect(body.errors?.[0]?.message).toMatch(
      /^Query has complexity of \d+, which exceeds max complexity of 250000$/,
    );
  });

  it('counts page sizes given as variables and aliased lists', async () => {
    const aliased = `{ ${Array.from({ length: 1000 }, (_, index) => `p${index}: products(first: 250) { nodes { id } }`).join(' ')} }`;
    expect((await gql(aliased)).body.errors?.[0]?.extensions?.code).toBe('MAX_COMPLEXITY_EXCEEDED');
    const query =
      'query ($n: Int!) { products(first: $n) { nodes { variants(first: $n) { nodes { id } } } } }';
    const allowed = await gql(query, { n: 250 });
    expect(allowed.body.errors, JSON.stringify(allowed.body.errors)).toBeUndefined();
    const deeper =
      'query ($n: Int!) { collections(first: $n) { nodes { products(first: $n) { nodes { variants(first: $n) { nodes { id } } } } } } }';
    expect((await gql(deeper, { n: 250 })).body.errors?.[0]?.extensions?.code).toBe(
      'MAX_COMPLEXITY_EXCEEDED',
    );
  });
});
