import { describe, expect, it } from 'vitest';
import { apiUrl, gql, sandboxUrl, TOKEN } from './http';

const SHOP = '{ shop { name } }';

async function raw(body: string, headers: Record<string, string> = {}) {
  const response = await fetch(apiUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN, ...headers },
    body,
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

describe('the sandbox answers on /__sandbox/health when ready', () => {
  it('reports status, API version, database and catalogue size', async () => {
    const response = await fetch(`${sandboxUrl()}/__sandbox/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', apiVersion: '2025-01', products: 300 });
  });
});

describe('the Storefront API is served on both 2025-01 paths', () => {
  it.each(['/api/2025-01/graphql', '/api/2025-01/graphql.json'])('%s executes a query', async (path) => {
    const response = await fetch(`${sandboxUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN },
      body: JSON.stringify({ query: SHOP }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { shop: { name: 'Vitalis Home Health' } } });
  });

  it('takes a bare document with Content-Type: application/graphql', async () => {
    const response = await fetch(apiUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/graphql', 'x-shopify-storefront-access-token': TOKEN },
      body: SHOP,
    });
    expect(await response.json()).toEqual({ data: { shop: { name: 'Vitalis Home Health' } } });
  });

  it('a malformed API version is not found (every version: api-versions.test.ts)', async () => {
    const response = await fetch(`${sandboxUrl()}/api/2025-13/graphql.json`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
  });
});

describe('requests need a configured storefront access token', () => {
  it('answers 401 UNAUTHORIZED without a token', async () => {
    const { status, body } = await gql(SHOP, {}, { 'x-shopify-storefront-access-token': '' });
    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });

  it('answers 401 with a wrong token', async () => {
    const { status } = await gql(SHOP, {}, { 'x-shopify-storefront-access-token': 'wrong' });
    expect(status).toBe(401);
  });
});

describe('CORS is open as on Shopify, so browsers call the API directly', () => {
  it('answers a preflight with the requested headers allowed', async () => {
    const response = await fetch(apiUrl(), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-shopify-storefront-access-token',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain(
      'x-shopify-storefront-access-token',
    );
  });

  it('sends the allow-origin header on API responses', async () => {
    const { headers } = await raw(JSON.stringify({ query: SHOP }));
    expect(headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('a document that does not validate against the 2025-01 schema does not validate here', () => {
  it('rejects an unknown field with a validation error', async () => {
    const { status, body } = await gql('{ shop { name notAField } }');
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toContain('notAField');
  });

  it('rejects a field removed before 2025-01 (Checkout API)', async () => {
    const { body } = await gql('mutation { checkoutCreate(input: {}) { checkout { id } } }');
    expect(body.errors?.[0]?.message).toContain('checkoutCreate');
  });

  it('accepts @inContext, which is part of the schema', async () => {
    const { body } = await gql('query Q @inContext(country: FR, language: FR) { shop { name } }');
    expect(body.errors).toBeUndefined();
  });

  it('answers @defer, which is part of the schema, with the whole result in one document', async () => {
    const whole = await gql('{ products(first: 3) { nodes { id title handle } } }');
    const incremental = await gql('{ products(first: 3) { nodes { id ... @defer { title handle } } } }');
    expect(incremental.status).toBe(200);
    expect(incremental.body.errors).toBeUndefined();
    expect(incremental.body.data).toEqual(whole.body.data);
  });

  it('reports a syntax error', async () => {
    const { status, body } = await gql('{ shop { name ');
    expect(status).toBe(200);
    expect(body.errors?.[0]?.message).toMatch(/Syntax Error/);
  });
});

describe('fields the sandbox does not implement answer a GraphQL error naming the field', () => {
  it('names the type and field', async () => {
    const { body } = await gql('{ blogByHandle(handle: "news") { id } shop { name } }');
    expect(body.errors?.[0]?.message).toBe(
      "Field 'blogByHandle' on type 'QueryRoot' is not implemented by the sandbox.",
    );
    expect(body.errors?.[0]?.path).toEqual(['blogByHandle']);
    expect(body.data).toEqual({ blogByHandle: null, shop: { name: 'Vitalis Home Health' } });
  });

  it('a non-null unimplemented field nulls its parent, as GraphQL requires', async () => {
    const { body } = await gql('{ blogs(first: 1) { nodes { id } } }');
    expect(body.errors?.[0]?.message).toContain("'blogs'");
    expect(body.data).toBeNull();
  });
});

describe('bad input never answers 500', () => {
  it('malformed JSON is a 400', async () => {
    const { status, text } = await raw('{"query": ');
    expect(status).toBe(400);
    expect(JSON.parse(text).errors[0].message).toMatch(/Malformed JSON/);
  });

  it('a body without query is a 400 like Shopify', async () => {
    const { status, text } = await raw(JSON.stringify({ variables: {} }));
    expect(status).toBe(400);
    expect(JSON.parse(text)).toEqual({ errors: { query: 'Required parameter missing or invalid' } });
  });

  it('a JSON array body is a 400', async () => {
    const { status } = await raw('[1,2]');
    expect(status).toBe(400);
  });

  it('variables of the wrong type are reported', async () => {
    const { status, body } = await gql('query P($first: Int!) { products(first: $first) { nodes { id } } }', {
      first: 'many',
    });
    expect(status).toBe(200);
    expect(body.errors?.[0]?.message).toContain('$first');
  });

  it('a missing required variable is reported', async () => {
    const { body } = await gql('query P($handle: String!) { product(handle: $handle) { id } }');
    expect(body.errors?.[0]?.message).toContain('$handle');
  });

  it('unknown variables are ignored, as GraphQL allows', async () => {
    const { status, body } = await gql(SHOP, { nobody: 'uses this' });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });

  it('first over 250 is an error', async () => {
    const { status, body } = await gql('{ products(first: 251) { nodes { id } } }');
    expect(status).toBe(200);
    expect(body.errors?.[0]?.message).toMatch(/maximum of 250/);
    expect(body.errors?.[0]?.path).toEqual(['products']);
  });

  it('a connection without first or last is an error', async () => {
    const { body } = await gql('{ products { nodes { id } } }');
    expect(body.errors?.[0]?.message).toBe('you must provide one of first or last');
  });

  it('a broken cursor is an error, not a crash', async () => {
    const { status, body } = await gql('{ products(first: 2, after: "not-a-cursor") { nodes { id } } }');
    expect(status).toBe(200);
    expect(body.errors?.[0]?.message).toMatch(/Invalid cursor/);
  });

  it('unknown ids answer null', async () => {
    const { body } = await gql(`{
      product(id: "gid://shopify/Product/1") { id }
      collection(handle: "nope") { id }
      node(id: "garbage") { id }
      cart(id: "gid://shopify/Cart/unknown?key=x") { id }
      nodes(ids: ["gid://shopify/ProductVariant/2", "x"]) { id }
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      product: null,
      collection: null,
      node: null,
      cart: null,
      nodes: [null, null],
    });
  });

  it('random garbage bodies never answer 500', async () => {
    const bodies = [
      '',
      'null',
      '"text"',
      '{"query": 42}',
      '{"query": "{ shop { name } }", "variables": "{"}',
      '\u0000',
    ];
    for (const body of bodies) {
      const { status } = await raw(body);
      expect(status, body).toBeLessThan(500);
    }
    const health = await fetch(`${sandboxUrl()}/__sandbox/health`);
    expect(health.status).toBe(200);
  });
});
