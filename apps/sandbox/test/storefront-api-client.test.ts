import { readFileSync } from 'node:fs';
import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import { Agent } from 'undici';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { variantWithStock } from './catalogue-fixtures';
import { type Json, TOKEN } from './http';

// The client talks to the sandbox's https port; its documented customFetchApi option only adds the sandbox's CA
// (a user sets NODE_EXTRA_CA_CERTS instead: https.test.ts). Nothing else is changed.
const tls = inject('sandboxTls');
const dispatcher = new Agent({ connect: { ca: readFileSync(tls.caFile, 'utf8') } });
const trustingCa = (url: string, init?: RequestInit) => fetch(url, { ...init, dispatcher } as RequestInit);
afterAll(() => dispatcher.close());

const CART = `id totalQuantity lines(first: 10) { nodes { id quantity merchandise { ... on ProductVariant { id } } } }
  cost { totalAmount { amount currencyCode } }`;

describe('the official @shopify/storefront-api-client works against the sandbox unmodified', () => {
  it('creates a cart, adds and updates lines and reads it back', async () => {
    const client = createStorefrontApiClient({
      storeDomain: tls.url,
      apiVersion: '2025-01',
      publicAccessToken: TOKEN,
      customFetchApi: trustingCa,
    });
    const a = await variantWithStock((stock) => stock >= 20);
    const b = await variantWithStock((stock) => stock >= 20, 1);

    const created = await client.request(
      `mutation Create($lines: [CartLineInput!]) @inContext(country: AT, language: DE) { cartCreate(input: { lines: $lines }) { cart { ${CART} } userErrors { code message } } }`,
      { variables: { lines: [{ merchandiseId: a.id, quantity: 1 }] } },
    );
    expect(created.errors).toBeUndefined();
    const cartId = created.data.cartCreate.cart.id as string;

    const added = await client.request(
      `mutation Add($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ${CART} } userErrors { code } } }`,
      { variables: { cartId, lines: [{ merchandiseId: b.id, quantity: 2 }] } },
    );
    expect(added.data.cartLinesAdd.cart.totalQuantity).toBe(3);
    const lineB = added.data.cartLinesAdd.cart.lines.nodes.find((line: Json) => line.merchandise.id === b.id);

    const updated = await client.request(
      `mutation Update($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { cart { ${CART} } userErrors { code } } }`,
      { variables: { cartId, lines: [{ id: lineB.id, quantity: 5 }] } },
    );
    expect(updated.data.cartLinesUpdate.userErrors).toEqual([]);

    const read = await client.request(`query Read($id: ID!) { cart(id: $id) { ${CART} } }`, {
      variables: { id: cartId },
    });
    expect(read.data.cart.totalQuantity).toBe(6);
    expect(read.data.cart.cost.totalAmount.currencyCode).toBe('EUR');
    expect(read.data.cart.lines.nodes.map((line: Json) => [line.merchandise.id, line.quantity])).toEqual([
      [a.id, 1],
      [b.id, 5],
    ]);
  });

  it('surfaces a wrong token as the client reports Shopify errors', async () => {
    const client = createStorefrontApiClient({
      storeDomain: tls.url,
      apiVersion: '2025-01',
      publicAccessToken: 'wrong',
      customFetchApi: trustingCa,
    });
    const result = await client.request('{ shop { name } }');
    expect(result.data).toBeUndefined();
    expect(result.errors?.networkStatusCode).toBe(401);
  });
});
