import { afterEach, describe, expect, it } from 'vitest';
import { data, gql, post, resetSandbox, sandboxUrl } from './http';

const SHOP = 'query ShopName { shop { name } }';

async function addFault(fault: Record<string, unknown>) {
  const response = await post('/__sandbox/faults', fault);
  expect(response.status).toBe(201);
  return ((await response.json()) as { fault: { id: string } }).fault;
}

afterEach(async () => {
  await fetch(`${sandboxUrl()}/__sandbox/faults`, { method: 'DELETE' });
});

describe('POST /__sandbox/faults injects failures for a path or an operation', () => {
  it('an HTTP status for N requests, then normal again', async () => {
    await addFault({ operation: 'ShopName', status: 503, times: 2 });
    expect((await gql(SHOP)).status).toBe(503);
    expect((await gql(SHOP)).status).toBe(503);
    expect((await gql(SHOP)).status).toBe(200);
  });

  it('only the named operation is affected', async () => {
    await addFault({ operation: 'ShopName', status: 500 });
    expect((await gql('query Other { shop { name } }')).status).toBe(200);
    expect((await gql(SHOP)).status).toBe(500);
  });

  it('a GraphQL error answers 200 with errors and no data', async () => {
    await addFault({ path: '/api/2025-01/graphql.json', graphqlError: 'Throttled', times: 1 });
    const { status, body } = await gql(SHOP);
    expect(status).toBe(200);
    expect(body).toEqual({
      errors: [{ message: 'Throttled', extensions: { code: 'INJECTED_FAULT' } }],
      data: null,
    });
  });

  it('latency delays the answer', async () => {
    await addFault({ operation: 'ShopName', latencyMs: 300, times: 1 });
    const started = Date.now();
    const { status } = await gql(SHOP);
    expect(status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('a dropped connection fails the request; the server keeps serving', async () => {
    await addFault({ operation: 'ShopName', drop: true, times: 1 });
    await expect(gql(SHOP)).rejects.toThrow();
    expect((await gql(SHOP)).status).toBe(200);
  });

  it('until cleared: a fault without times stays until DELETE', async () => {
    const fault = await addFault({ path: '/checkouts/*', status: 502 });
    expect((await fetch(`${sandboxUrl()}/checkouts/cn/abc?key=1`)).status).toBe(502);
    expect((await fetch(`${sandboxUrl()}/checkouts/cn/abc?key=1`)).status).toBe(502);
    const list = (await (await fetch(`${sandboxUrl()}/__sandbox/faults`)).json()) as {
      faults: { id: string; hits: number }[];
    };
    expect(list.faults).toEqual([expect.objectContaining({ id: fault.id, hits: 2 })]);
    expect((await fetch(`${sandboxUrl()}/__sandbox/faults/${fault.id}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect((await fetch(`${sandboxUrl()}/checkouts/cn/abc?key=1`)).status).toBe(404);
  });

  it('rejects a fault without target or effect (400)', async () => {
    expect((await post('/__sandbox/faults', { status: 500 })).status).toBe(400);
    expect((await post('/__sandbox/faults', { path: '/x' })).status).toBe(400);
    expect((await post('/__sandbox/faults', { path: '/x', status: 99 })).status).toBe(400);
    expect((await fetch(`${sandboxUrl()}/__sandbox/faults`, { method: 'POST', body: '{oops' })).status).toBe(
      400,
    );
  });
});

describe('POST /__sandbox/reset returns to the seed', () => {
  // A reset seeds the catalogue again, all CPU: 5.9 s alone, 53 s and then over 60 s beside every other suite of a
  // clean-clone `pnpm test` on two cores. A time budget for that load, not a retry.
  it('drops carts, customers and orders and restores stock', { timeout: 300_000 }, async () => {
    // The seed's stock is the baseline: other files' orders on this shared sandbox may have sold some already.
    await resetSandbox();
    const product = (
      await data(`{ products(first: 1) { nodes { variants(first: 1) { nodes { id quantityAvailable } } } } }`)
    ).products.nodes[0].variants.nodes[0];
    const cart = await data(
      `mutation($v: ID!) { cartCreate(input: { lines: [{ merchandiseId: $v }] }) { cart { id } } }`,
      { v: product.id },
    );
    await data(
      `mutation { customerCreate(input: { email: "reset@example.com", password: "secret12" }) { customer { id } } }`,
    );
    await resetSandbox();
    expect(
      (await data(`query($id: ID!) { cart(id: $id) { id } }`, { id: cart.cartCreate.cart.id })).cart,
    ).toBeNull();
    const again = await data(
      `mutation { customerCreate(input: { email: "reset@example.com", password: "secret12" }) { customerUserErrors { code } } }`,
    );
    expect(again.customerCreate.customerUserErrors).toEqual([]);
    const after = (
      await data(`query($id: ID!) { node(id: $id) { ... on ProductVariant { quantityAvailable } } }`, {
        id: product.id,
      })
    ).node;
    expect(after.quantityAvailable).toBe(product.quantityAvailable);
  });
});

describe('GET /__sandbox/outbox lists mails newest first, filterable by recipient', () => {
  it('filters by to', async () => {
    await data(
      `mutation { customerCreate(input: { email: "post@example.com", password: "secret12" }) { customer { id } } }`,
    );
    await data(`mutation { customerRecover(email: "post@example.com") { customerUserErrors { code } } }`);
    await data(`mutation { customerRecover(email: "post@example.com") { customerUserErrors { code } } }`);
    const all = (await (await fetch(`${sandboxUrl()}/__sandbox/outbox`)).json()) as {
      emails: { id: number; to: string }[];
    };
    const mine = (await (await fetch(`${sandboxUrl()}/__sandbox/outbox?to=post@example.com`)).json()) as {
      emails: { id: number; to: string }[];
    };
    expect(mine.emails).toHaveLength(2);
    expect(mine.emails[0]?.id).toBeGreaterThan(mine.emails[1]?.id ?? Infinity);
    expect(all.emails.length).toBeGreaterThanOrEqual(mine.emails.length);
    expect(mine.emails.every((mail) => mail.to === 'post@example.com')).toBe(true);
  });
});
