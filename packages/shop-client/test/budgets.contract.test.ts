// Time budgets per kind of call, against the sandbox made slow by its fault injection (a real slow HTTP server).
import { afterEach, describe, expect, it } from 'vitest';
import {
  createShopClient,
  DEFAULT_SHOP_BUDGETS,
  shopBudgetsFromEnv,
  shopClientOptionsFor,
} from '../src/index.js';
import { sandboxUrl, TOKEN, variantsForSale } from './fixtures.js';

async function slow(operation: string, latencyMs: number, times = 1) {
  const response = await fetch(`${sandboxUrl()}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ operation, latencyMs, times }),
  });
  expect(response.status).toBe(201);
}

afterEach(async () => {
  await fetch(`${sandboxUrl()}/__sandbox/faults`, { method: 'DELETE' });
});

const client = (env: Record<string, string> = {}) =>
  createShopClient({
    ...shopClientOptionsFor('de', { SHOP_BACKEND: 'sandbox', ...env }),
    storefrontDomain: sandboxUrl(),
    accessToken: TOKEN,
  });

async function timed<T>(call: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await call();
  return { ms: performance.now() - start, result };
}

describe('budgets per kind of call', () => {
  it('reading a cart gives up after its 4 s budget: a network ShopError the callers already handle', async () => {
    expect(DEFAULT_SHOP_BUDGETS['cart-read']).toBe(4_000);
    const created = await client().cart.create([]);
    await slow('cart', 9_000);
    const { ms, result } = await timed(() => client().cart.get(created.data?.id as string));
    expect(result.error).toMatchObject({
      kind: 'network',
      message: 'Storefront API did not answer in 4000 ms',
    });
    expect(result.data).toBeUndefined();
    expect(ms).toBeGreaterThanOrEqual(3_900);
    expect(ms).toBeLessThan(7_000);
  });

  it('SHOP_TIMEOUT_MS_CART_WRITE sets the budget of cart writes; reads keep theirs', async () => {
    const [variant] = await variantsForSale(1);
    const shop = client({ SHOP_TIMEOUT_MS_CART_WRITE: '300' });
    const created = await shop.cart.create([]);
    const cartId = created.data?.id as string;
    await slow('cartLinesAdd', 3_000);
    const { ms, result } = await timed(() =>
      shop.cart.addLines(cartId, [{ merchandiseId: variant as string, quantity: 1 }]),
    );
    expect(result.error).toMatchObject({
      kind: 'network',
      message: 'Storefront API did not answer in 300 ms',
    });
    expect(ms).toBeLessThan(2_000);
    // A read slower than the write budget but within its own still answers.
    await slow('cart', 600);
    expect((await shop.cart.get(cartId)).data?.id).toBe(cartId);
  });

  it('an observed client (onCall, as the storefront’s request log sets it) keeps each kind’s budget', async () => {
    const calls: string[] = [];
    const shop = createShopClient({
      ...shopClientOptionsFor('de', { SHOP_BACKEND: 'sandbox', SHOP_TIMEOUT_MS_CART_WRITE: '300' }),
      storefrontDomain: sandboxUrl(),
      accessToken: TOKEN,
      onCall: (call) => calls.push(`${call.operation} ${call.outcome}`),
    });
    const created = await shop.cart.create([]);
    await slow('cartLinesAdd', 3_000);
    const [variant] = await variantsForSale(1);
    const { ms, result } = await timed(() =>
      shop.cart.addLines(created.data?.id as string, [{ merchandiseId: variant as string, quantity: 1 }]),
    );
    expect(result.error).toMatchObject({ message: 'Storefront API did not answer in 300 ms' });
    expect(ms).toBeLessThan(2_000);
    expect(calls.at(-1)).toMatch(/^cartLinesAdd /);
  });

  it('customer calls have their budgets too; a call can set its own timeoutMs', async () => {
    await slow('customer', 3_000);
    const { ms, result } = await timed(() => client().customer.get('no-such-token', { timeoutMs: 250 }));
    expect(result.error).toMatchObject({
      kind: 'network',
      message: 'Storefront API did not answer in 250 ms',
    });
    expect(ms).toBeLessThan(2_000);
  });

  it('reads SHOP_TIMEOUT_MS_<KIND>, ignoring values that are no positive whole number', () => {
    expect(
      shopBudgetsFromEnv({
        SHOP_TIMEOUT_MS_CART_READ: '2500',
        SHOP_TIMEOUT_MS_CUSTOMER_WRITE: ' 9000 ',
        SHOP_TIMEOUT_MS_CART_WRITE: 'later',
        SHOP_TIMEOUT_MS_CUSTOMER_READ: '0',
      }),
    ).toEqual({ 'cart-read': 2_500, 'customer-write': 9_000 });
  });
});
