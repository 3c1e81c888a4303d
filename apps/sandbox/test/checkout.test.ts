import { beforeAll, describe, expect, it } from 'vitest';
import { variantWithStock } from './catalogue-fixtures';
import { data, type Json, post, resetSandbox, sandboxUrl } from './http';

const ORDERS = `query($t: String!) { customer(customerAccessToken: $t) { orders(first: 50, sortKey: PROCESSED_AT, reverse: true) { nodes {
  id name orderNumber processedAt cancelReason fulfillmentStatus financialStatus currencyCode
  totalPrice { amount currencyCode } totalShippingPrice { amount } subtotalPrice { amount }
  shippingAddress { name address1 zip city }
  successfulFulfillments(first: 5) { trackingCompany trackingInfo(first: 5) { number url } }
  lineItems(first: 50) { nodes { title quantity originalTotalPrice { amount currencyCode } customAttributes { key value }
    variant { id title sku price { amount } compareAtPrice { amount } image { url } product { id } } } }
} } } }`;

async function signUp() {
  const email = `kaeufer${Date.now()}@example.com`;
  await data(
    `mutation($e: String!) { customerCreate(input: { email: $e, password: "Einkauf123" }) { customer { id } } }`,
    { e: email },
  );
  const login = await data(
    `mutation($e: String!) { customerAccessTokenCreate(input: { email: $e, password: "Einkauf123" }) { customerAccessToken { accessToken } } }`,
    { e: email },
  );
  return { email, token: login.customerAccessTokenCreate.customerAccessToken.accessToken as string };
}

async function cartWith(
  merchandiseId: string,
  quantity: number,
  buyerIdentity: Record<string, unknown> = {},
) {
  const result = await data(
    `mutation($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl } userErrors { code } } }`,
    {
      input: {
        lines: [{ merchandiseId, quantity, attributes: [{ key: '_url', value: '/de/p/x/' }] }],
        buyerIdentity,
      },
    },
  );
  return result.cartCreate.cart as { id: string; checkoutUrl: string };
}

function form(values: Record<string, string>) {
  return new URLSearchParams({
    firstName: 'Erika',
    lastName: 'Mustermann',
    address1: 'Hauptstr. 1',
    address2: '',
    zip: '10115',
    city: 'Berlin',
    countryCode: 'DE',
    ...values,
  }).toString();
}

async function pay(checkoutUrl: string, values: Record<string, string>) {
  return fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form(values),
    redirect: 'manual',
  });
}

async function quantityAvailable(id: string): Promise<number> {
  return (
    await data(`query($id: ID!) { node(id: $id) { ... on ProductVariant { quantityAvailable } } }`, { id })
  ).node.quantityAvailable;
}

beforeAll(resetSandbox);

describe('checkoutUrl opens the sandbox checkout page: plain HTML, a form that works without JavaScript', () => {
  it('shows the lines, the total, an email field and a pay button', async () => {
    const variant = await variantWithStock((stock) => stock >= 20);
    const cart = await cartWith(variant.id, 2, { email: 'gast@example.com' });
    const response = await fetch(cart.checkoutUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<form method="post"');
    expect(html).toContain('value="gast@example.com"');
    expect(html).toMatch(/<button type="submit">Pay now/);
    expect(html).toContain('<label for="zip">');
    expect(html).not.toContain('<script');
  });

  it('an unknown cart shows a not-found page', async () => {
    const response = await fetch(`${sandboxUrl()}/checkouts/cn/unknown?key=x`);
    expect(response.status).toBe(404);
  });

  it('missing fields re-render the form with messages (422)', async () => {
    const variant = await variantWithStock((stock) => stock >= 20);
    const cart = await cartWith(variant.id, 1);
    const response = await pay(cart.checkoutUrl, { email: 'nope', city: '' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('Enter a valid email');
  });
});

describe('paying creates an order, reduces stock, completes the cart and mails a confirmation', () => {
  it('does all four for a signed-in customer, and order history shows the order', async () => {
    const { email, token } = await signUp();
    const variant = await variantWithStock((stock) => stock >= 20, 3);
    const before = await quantityAvailable(variant.id);
    const cart = await cartWith(variant.id, 2, { customerAccessToken: token });
    const response = await pay(cart.checkoutUrl, { email });
    expect(response.status).toBe(303);
    const location = response.headers.get('location') as string;
    expect(location).toMatch(/^\/orders\/[0-9a-f]{32}$/);
    const thanks = await fetch(`${sandboxUrl()}${location}`);
    expect(await thanks.text()).toContain('Thank you for your order');

    expect(await quantityAvailable(variant.id)).toBe(before - 2);
    expect((await data(`query($id: ID!) { cart(id: $id) { id } }`, { id: cart.id })).cart).toBeNull();
    const add = await data(
      `mutation($id: ID!, $v: ID!) { cartLinesAdd(cartId: $id, lines: [{ merchandiseId: $v }]) { userErrors { code field } } }`,
      { id: cart.id, v: variant.id },
    );
    expect(add.cartLinesAdd.userErrors).toEqual([{ code: 'INVALID', field: ['cartId'] }]);

    const mails = (await (await fetch(`${sandboxUrl()}/__sandbox/outbox?to=${email}`)).json()) as {
      emails: Json[];
    };
    expect(mails.emails[0]).toMatchObject({ kind: 'order_confirmation', to: email });

    const orders = (await data(ORDERS, { t: token })).customer.orders.nodes;
    expect(orders).toHaveLength(1);
    const order = orders[0];
    expect(order).toMatchObject({
      name: `#${order.orderNumber}`,
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      cancelReason: null,
      currencyCode: 'EUR',
      shippingAddress: { name: 'Erika Mustermann', address1: 'Hauptstr. 1', zip: '10115', city: 'Berlin' },
      successfulFulfillments: [],
    });
    const line = order.lineItems.nodes[0];
    expect(line.quantity).toBe(2);
    expect(line.customAttributes).toEqual([{ key: '_url', value: '/de/p/x/' }]);
    expect(Number(line.originalTotalPrice.amount)).toBeCloseTo(Number(variant.price.amount) * 2, 2);
    expect(line.variant.id).toBe(variant.id);
    expect(Number(order.totalPrice.amount)).toBeCloseTo(
      Number(order.subtotalPrice.amount) + Number(order.totalShippingPrice.amount),
      2,
    );
  });

  it("a guest order with a customer's email lands in that customer's history", async () => {
    const { email, token } = await signUp();
    const variant = await variantWithStock((stock) => stock >= 20, 4);
    const cart = await cartWith(variant.id, 1);
    expect((await pay(cart.checkoutUrl, { email })).status).toBe(303);
    expect((await data(ORDERS, { t: token })).customer.orders.nodes).toHaveLength(1);
  });

  it('orders are listed newest first with sortKey PROCESSED_AT, reverse', async () => {
    const { email, token } = await signUp();
    const variant = await variantWithStock((stock) => stock >= 20, 5);
    for (let i = 0; i < 2; i++) {
      const cart = await cartWith(variant.id, 1, { customerAccessToken: token });
      await pay(cart.checkoutUrl, { email });
    }
    const numbers = (await data(ORDERS, { t: token })).customer.orders.nodes.map(
      (order: Json) => order.orderNumber,
    );
    expect(numbers).toHaveLength(2);
    expect(numbers[0]).toBeGreaterThan(numbers[1]);
  });

  it('stock that ran out meanwhile stops the payment (409) and nothing is ordered', async () => {
    const few = await variantWithStock((stock) => stock >= 2 && stock <= 5);
    const first = await cartWith(few.id, few.quantityAvailable);
    const second = await cartWith(few.id, few.quantityAvailable);
    expect((await pay(first.checkoutUrl, { email: 'a@example.com' })).status).toBe(303);
    const response = await pay(second.checkoutUrl, { email: 'b@example.com' });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain('Not enough stock');
    expect(await quantityAvailable(few.id)).toBe(0);
  });
});

describe('POST /__sandbox/orders/:id/fulfill marks an order shipped with tracking', () => {
  it('fulfils by order number and the customer sees the tracking', async () => {
    const { email, token } = await signUp();
    const variant = await variantWithStock((stock) => stock >= 20, 6);
    const cart = await cartWith(variant.id, 1, { customerAccessToken: token });
    await pay(cart.checkoutUrl, { email });
    const order = (await data(ORDERS, { t: token })).customer.orders.nodes[0];
    const response = await post(`/__sandbox/orders/${order.orderNumber}/fulfill`, {
      trackingCompany: 'DHL',
      trackingNumber: '00340434161234567890',
      trackingUrl: 'https://www.dhl.de/track?id=00340434161234567890',
    });
    expect(response.status).toBe(200);
    const shipped = (await data(ORDERS, { t: token })).customer.orders.nodes[0];
    expect(shipped.fulfillmentStatus).toBe('FULFILLED');
    expect(shipped.successfulFulfillments).toEqual([
      {
        trackingCompany: 'DHL',
        trackingInfo: [
          { number: '00340434161234567890', url: 'https://www.dhl.de/track?id=00340434161234567890' },
        ],
      },
    ]);
  });

  it('an unknown order is a 404', async () => {
    expect((await post('/__sandbox/orders/999999/fulfill', {})).status).toBe(404);
  });
});

describe('POST /__sandbox/orders/:id/cancel cancels with a reason, refunds and restocks', () => {
  it('shows cancelReason in the order history and puts the stock back', async () => {
    const { email, token } = await signUp();
    const variant = await variantWithStock((stock) => stock >= 20, 7);
    const before = await quantityAvailable(variant.id);
    const cart = await cartWith(variant.id, 3, { customerAccessToken: token });
    await pay(cart.checkoutUrl, { email });
    expect(await quantityAvailable(variant.id)).toBe(before - 3);
    const order = (await data(ORDERS, { t: token })).customer.orders.nodes[0];
    expect(
      (await post(`/__sandbox/orders/${encodeURIComponent(order.id)}/cancel`, { reason: 'INVENTORY' }))
        .status,
    ).toBe(200);
    const canceled = (await data(ORDERS, { t: token })).customer.orders.nodes[0];
    expect(canceled).toMatchObject({ cancelReason: 'INVENTORY', financialStatus: 'REFUNDED' });
    expect(await quantityAvailable(variant.id)).toBe(before);
  });

  it('an unknown reason is a 400', async () => {
    expect((await post('/__sandbox/orders/1001/cancel', { reason: 'BORED' })).status).toBe(400);
  });
});

describe("cart attributes become the order's custom attributes", () => {
  it('copies them at payment', async () => {
    const { email, token } = await signUp();
    const variant = await variantWithStock((stock) => stock >= 20, 8);
    const created = await data(
      `mutation($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } } }`,
      {
        input: {
          lines: [{ merchandiseId: variant.id }],
          attributes: [{ key: 'gift', value: 'yes' }],
          buyerIdentity: { customerAccessToken: token },
        },
      },
    );
    await pay(created.cartCreate.cart.checkoutUrl, { email });
    const result = await data(
      `query($t: String!) { customer(customerAccessToken: $t) { orders(first: 1) { nodes { customAttributes { key value } } } } }`,
      { t: token },
    );
    expect(result.customer.orders.nodes[0].customAttributes).toEqual([{ key: 'gift', value: 'yes' }]);
  });
});
