// customerAccessTokenCreateWithMultipass over HTTP, with tokens made by Shopify's published recipe (below), and
// a known-answer vector computed with openssl's command line tools, independently of both implementations.
import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MULTIPASS_SECRET } from '../src/server';
import { openMultipassToken } from '../src/shop-api/multipass';
import { variantWithStock } from './catalogue-fixtures';
import { data, post, resetSandbox } from './http';

const EXCHANGE = `mutation($t: String!) { customerAccessTokenCreateWithMultipass(multipassToken: $t) {
  customerAccessToken { accessToken expiresAt } customerUserErrors { code field message } } }`;
const CUSTOMER = `query($t: String!) { customer(customerAccessToken: $t) { id email firstName lastName
  orders(first: 10, sortKey: PROCESSED_AT, reverse: true) { nodes { name email } } } }`;
const REFUSED = [{ code: 'INVALID_MULTIPASS_REQUEST', field: null, message: 'Invalid multipass request' }];

/** The test's own token maker; `tamper` changes the bytes before encoding. */
function multipass(
  customer: Record<string, unknown>,
  { secret = DEFAULT_MULTIPASS_SECRET, plain }: { secret?: string; plain?: string } = {},
): string {
  const material = createHash('sha256').update(secret).digest();
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', material.subarray(0, 16), iv);
  const body = Buffer.concat([iv, cipher.update(plain ?? JSON.stringify(customer)), cipher.final()]);
  const signature = createHmac('sha256', material.subarray(16, 32)).update(body).digest();
  return Buffer.concat([body, signature]).toString('base64url');
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
let counter = 0;
const email = () => `sso${Date.now()}${counter++}@example.com`;

async function exchange(token: string) {
  return (await data(EXCHANGE, { t: token })).customerAccessTokenCreateWithMultipass;
}

beforeAll(resetSandbox);

describe('the token format (known-answer vector from openssl)', () => {
  // secret "multipass-test-secret", IV 00…0f; the JSON below, AES-128-CBC then HMAC-SHA256, URL-safe base64.
  const VECTOR =
    'AAECAwQFBgcICQoLDA0OD0jBINcC8llmxbpn68WpGWGLpB97VE_W1S4YtVKZoatpZtA_c2YurwsR0MhFyppVAwrVrWepIm-5GCs0xkdvoZFUrE2qg8o89IK6Pk9Gi0zkzAHdpoe3I-2H2hseRwaJ1_7mh7PeSh4H7LXwChauEJkvE3p_VpCDUai9uWc3nak6LUSrDxE5kLmZGtcL5LKVdUDSeu_F3PZHZGHzntb6CMk=';
  const created = Date.parse('2026-11-23T01:00:00.000Z');

  it('opens to the customer it was made for', () => {
    expect(openMultipassToken(VECTOR, 'multipass-test-secret', created + 60_000)).toEqual({
      ok: true,
      customer: {
        email: 'anna.nowak@example.com',
        createdAt: new Date(created),
        firstName: 'Anna',
        lastName: 'Nowak',
      },
    });
  });

  it('refuses it with another secret, one byte changed, or 15 minutes later', () => {
    expect(openMultipassToken(VECTOR, 'another-secret', created)).toEqual({ ok: false, reason: 'signature' });
    const changed = `${VECTOR.slice(0, 30)}${VECTOR[30] === 'A' ? 'B' : 'A'}${VECTOR.slice(31)}`;
    expect(openMultipassToken(changed, 'multipass-test-secret', created)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(openMultipassToken(VECTOR, 'multipass-test-secret', created + 15 * 60_000 + 1000)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});

describe('customerAccessTokenCreateWithMultipass', () => {
  it('creates the customer of a new email and answers a token for them', async () => {
    const address = email();
    const result = await exchange(
      multipass({
        email: address,
        created_at: new Date().toISOString(),
        first_name: 'Anna',
        last_name: 'Nowak',
      }),
    );
    expect(result.customerUserErrors).toEqual([]);
    expect(result.customerAccessToken.accessToken).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(result.customerAccessToken.expiresAt)).toBeGreaterThan(Date.now());
    const customer = (await data(CUSTOMER, { t: result.customerAccessToken.accessToken })).customer;
    expect(customer).toMatchObject({ email: address, firstName: 'Anna', lastName: 'Nowak' });
  });

  it('signs an existing customer in as themselves; an invited one is enabled', async () => {
    const address = email();
    const invited = await post('/__sandbox/invitations', { email: address, firstName: 'Jan' });
    expect(invited.status).toBe(201);
    const { customer } = (await invited.json()) as { customer: { id: string } };
    const first = await exchange(multipass({ email: address.toUpperCase(), created_at: minutesAgo(14) }));
    expect(first.customerUserErrors).toEqual([]);
    const second = await exchange(multipass({ email: address, created_at: new Date().toISOString() }));
    for (const token of [first, second]) {
      const found = (await data(CUSTOMER, { t: token.customerAccessToken.accessToken })).customer;
      expect(found).toMatchObject({ id: customer.id, email: address, firstName: 'Jan' });
    }
    // Enabled now: customerCreate says TAKEN, where an invited address gets CUSTOMER_DISABLED.
    const created = await data(
      `mutation($e: String!) { customerCreate(input: { email: $e, password: "Secret123!" }) {
        customerUserErrors { code } } }`,
      { e: address },
    );
    expect(created.customerCreate.customerUserErrors).toEqual([{ code: 'TAKEN' }]);
  });

  it('works once: the same token again is refused', async () => {
    const token = multipass({ email: email(), created_at: new Date().toISOString() });
    expect((await exchange(token)).customerUserErrors).toEqual([]);
    expect(await exchange(token)).toEqual({ customerAccessToken: null, customerUserErrors: REFUSED });
  });

  it.each([
    ['older than 15 minutes', () => multipass({ email: email(), created_at: minutesAgo(16) })],
    ['made in the future', () => multipass({ email: email(), created_at: minutesAgo(-5) })],
    ['without created_at', () => multipass({ email: email() })],
    ['without an email', () => multipass({ created_at: new Date().toISOString() })],
    ['with an invalid email', () => multipass({ email: 'anna', created_at: new Date().toISOString() })],
    [
      'made with another secret',
      () => multipass({ email: email(), created_at: minutesAgo(1) }, { secret: 'x' }),
    ],
    ['signed but not JSON', () => multipass({}, { plain: 'not json' })],
    ['garbled', () => 'not-a-multipass-token'],
    ['empty', () => ''],
    [
      'with its signature changed',
      () => {
        const bytes = Buffer.from(multipass({ email: email(), created_at: minutesAgo(1) }), 'base64url');
        bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
        return bytes.toString('base64url');
      },
    ],
  ])('refuses a token %s with INVALID_MULTIPASS_REQUEST', async (_, make) => {
    expect(await exchange(make())).toEqual({ customerAccessToken: null, customerUserErrors: REFUSED });
  });
});

describe('an order of a cart carrying the multipass customer is filed under them', () => {
  it('even when the checkout form names another email', async () => {
    const address = email();
    const { customerAccessToken } = await exchange(
      multipass({ email: address, created_at: new Date().toISOString() }),
    );
    const variant = await variantWithStock((stock) => stock > 5);
    const cart = (
      await data(`mutation($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl } } }`, {
        input: { lines: [{ merchandiseId: variant.id, quantity: 1 }] },
      })
    ).cartCreate.cart;
    const updated = await data(
      `mutation($id: ID!, $b: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: $b) {
        cart { buyerIdentity { email countryCode customer { email } } } userErrors { code field message } } }`,
      {
        id: cart.id,
        b: { customerAccessToken: customerAccessToken.accessToken, email: address, countryCode: 'PL' },
      },
    );
    expect(updated.cartBuyerIdentityUpdate).toEqual({
      cart: { buyerIdentity: { email: address, countryCode: 'PL', customer: { email: address } } },
      userErrors: [],
    });
    const paid = await fetch(cart.checkoutUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'someone.else@example.com',
        firstName: 'Anna',
        lastName: 'Nowak',
        address1: 'ul. Długa 1',
        zip: '00-001',
        city: 'Warszawa',
        countryCode: 'PL',
      }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const orders = (await data(CUSTOMER, { t: customerAccessToken.accessToken })).customer.orders.nodes;
    expect(orders).toEqual([{ name: expect.stringMatching(/^#\d+$/), email: 'someone.else@example.com' }]);
  });
});
