import { afterEach, describe, expect, it } from 'vitest';
import { TypedDocumentString } from '../src/generated/graphql.js';
import {
  createShopClient,
  createStorefrontTransport,
  operationName,
  type StorefrontCall,
  shopClientOptionsFor,
  TransportError,
} from '../src/index.js';
import { sandboxUrl, TOKEN } from './fixtures.js';

// A document of its own, so the faults injected here hit no other test's calls.
const Probe = new TypedDocumentString<{ shop: { name: string } }, Record<string, never>>(
  'query transportProbe { shop { name } }',
);

async function fault(body: Record<string, unknown>) {
  const response = await fetch(`${sandboxUrl()}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ operation: 'transportProbe', times: 1, ...body }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { fault: { id: string } }).fault.id;
}

const ids: string[] = [];
afterEach(async () => {
  for (const id of ids.splice(0)) await fetch(`${sandboxUrl()}/__sandbox/faults/${id}`, { method: 'DELETE' });
});

const transport = (options: { timeoutMs?: number; accessToken?: string } = {}) =>
  createStorefrontTransport({
    storefrontDomain: sandboxUrl(),
    accessToken: options.accessToken ?? TOKEN,
    ...options,
  });

describe('transport: POST {domain}/api/2025-01/graphql with the access-token header; the HTTP status is checked', () => {
  it('answers the query', async () => {
    const response = await transport()(Probe, {});
    expect(response.data?.shop.name).toBeTruthy();
  });

  it('an HTTP error status is a TransportError with the status', async () => {
    ids.push(await fault({ status: 503 }));
    await expect(transport()(Probe, {})).rejects.toMatchObject({ kind: 'http', status: 503 });
  });

  it('a GraphQL error injected by the backend comes back as errors', async () => {
    ids.push(await fault({ graphqlError: 'Throttled' }));
    const response = await transport()(Probe, {});
    expect(response.errors?.[0]?.message).toContain('Throttled');
  });

  it('a wrong token answers like Shopify (401): a TransportError naming the status', async () => {
    const call = transport({ accessToken: 'wrong' })(Probe, {});
    await expect(call).rejects.toBeInstanceOf(TransportError);
    await expect(call).rejects.toMatchObject({ kind: 'http', status: 401 });
  });
});

describe('timeouts and an AbortSignal per call', () => {
  it('gives up after the timeout', async () => {
    ids.push(await fault({ latencyMs: 2_000 }));
    await expect(transport({ timeoutMs: 200 })(Probe, {})).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('stops when the caller aborts', async () => {
    ids.push(await fault({ latencyMs: 2_000 }));
    const controller = new AbortController();
    const pending = transport()(Probe, {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('a dropped connection is a network error', async () => {
    ids.push(await fault({ drop: true }));
    await expect(transport()(Probe, {})).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('onCall: every call is reported as it ends, with its operation, status and time', () => {
  const observed = (calls: StorefrontCall[], timeoutMs?: number) =>
    createStorefrontTransport({
      storefrontDomain: sandboxUrl(),
      accessToken: TOKEN,
      ...(timeoutMs ? { timeoutMs } : {}),
      onCall: (call) => calls.push(call),
    });

  it('a call that answered: the operation name, 200, ok and the milliseconds it took', async () => {
    const calls: StorefrontCall[] = [];
    ids.push(await fault({ latencyMs: 120 }));
    await observed(calls)(Probe, {});
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ operation: 'transportProbe', status: 200, outcome: 'ok' });
    expect(calls[0]?.ms).toBeGreaterThanOrEqual(100);
  });

  it('an answer with GraphQL errors is graphql-errors', async () => {
    const calls: StorefrontCall[] = [];
    ids.push(await fault({ graphqlError: 'Throttled' }));
    await observed(calls)(Probe, {});
    expect(calls[0]).toMatchObject({ operation: 'transportProbe', status: 200, outcome: 'graphql-errors' });
  });

  it('a failed call is reported with its status or null, and still fails for the caller', async () => {
    const calls: StorefrontCall[] = [];
    ids.push(await fault({ status: 503 }));
    await expect(observed(calls)(Probe, {})).rejects.toMatchObject({ kind: 'http', status: 503 });
    ids.push(await fault({ latencyMs: 2_000 }));
    await expect(observed(calls, 200)(Probe, {})).rejects.toMatchObject({ kind: 'timeout' });
    expect(calls).toEqual([
      expect.objectContaining({ operation: 'transportProbe', status: 503, outcome: 'http' }),
      expect.objectContaining({ operation: 'transportProbe', status: null, outcome: 'timeout' }),
    ]);
  });

  it('an observer that throws does not fail the call', async () => {
    const transport = createStorefrontTransport({
      storefrontDomain: sandboxUrl(),
      accessToken: TOKEN,
      onCall: () => {
        throw new Error('observer broke');
      },
    });
    const response = await transport(Probe, {});
    expect(response.data?.shop.name).toBeTruthy();
  });

  it('the client passes it on: a cart call is reported as the cart operation', async () => {
    const calls: StorefrontCall[] = [];
    const client = createShopClient({
      ...shopClientOptionsFor('de', { SHOP_BACKEND: 'sandbox', SHOP_STOREFRONT_DOMAIN: sandboxUrl() }),
      onCall: (call) => calls.push(call),
    });
    await client.cart.get('gid://shopify/Cart/unknown');
    expect(calls.map((call) => call.operation)).toEqual(['cart']);
  });
});

describe('operationName', () => {
  it('is the first named query or mutation of the document', () => {
    expect(operationName('query cart($id: ID!) { node(id: $id) { id } }')).toBe('cart');
    expect(operationName('\n  mutation cartLinesAdd($cartId: ID!) { x }\n fragment F on Cart { id }')).toBe(
      'cartLinesAdd',
    );
    expect(operationName('{ shop { name } }')).toBe('anonymous');
  });
});
