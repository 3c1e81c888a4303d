import { beforeAll, describe, expect, it } from 'vitest';
import { variantWithStock } from './catalogue-fixtures';
import { data, gql, resetSandbox } from './http';

const CART = `
  id checkoutUrl totalQuantity note createdAt updatedAt
  attributes { key value }
  buyerIdentity { countryCode email }
  discountCodes { code applicable }
  cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
  lines(first: 50) { nodes { id quantity attributes { key value }
    cost { amountPerQuantity { amount } totalAmount { amount currencyCode } }
    merchandise { ... on ProductVariant { id title price { amount currencyCode } product { title } } } } }
`;

const CREATE = `mutation Create($input: CartInput) { cartCreate(input: $input) {
  cart { ${CART} } userErrors { code field message } warnings { code message target } } }`;
const ADD = `mutation Add($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) {
  cart { ${CART} } userErrors { code field message } warnings { code message target } } }`;
const UPDATE = `mutation Update($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) {
  cart { ${CART} } userErrors { code field message } warnings { code message target } } }`;
const REMOVE = `mutation Remove($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
  cart { ${CART} } userErrors { code field message } } }`;
const GET = `query Get($id: ID!) { cart(id: $id) { ${CART} } }`;

let plenty: string;
let plentyPrice: string;
let other: string;

beforeAll(async () => {
  await resetSandbox();
  const a = await variantWithStock((stock) => stock >= 50);
  const b = await variantWithStock((stock) => stock >= 50, 1);
  plenty = a.id;
  plentyPrice = a.price.amount;
  other = b.id;
});

async function newCart(lines: unknown[] = [], extra: Record<string, unknown> = {}) {
  const result = await data(CREATE, { input: { lines, ...extra } });
  expect(result.cartCreate.userErrors).toEqual([]);
  return result.cartCreate.cart;
}

describe('cartCreate makes a cart with a Shopify cart GID and a checkoutUrl', () => {
  it('returns id gid://shopify/Cart/<token>?key=<key>', async () => {
    const cart = await newCart([{ merchandiseId: plenty, quantity: 2 }]);
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]+\?key=[0-9a-f]+$/);
    expect(cart.checkoutUrl).toMatch(/\/checkouts\/cn\/[A-Za-z0-9_-]+\?key=[0-9a-f]+$/);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.lines.nodes[0].merchandise.id).toBe(plenty);
  });

  it('the cart reads back by id, also as a node', async () => {
    const cart = await newCart([{ merchandiseId: plenty, quantity: 1 }]);
    const read = await data(GET, { id: cart.id });
    expect(read.cart.id).toBe(cart.id);
    expect(read.cart.lines.nodes).toHaveLength(1);
    const node = await data(`query($id: ID!) { node(id: $id) { ... on Cart { id totalQuantity } } }`, {
      id: cart.id,
    });
    expect(node.node).toEqual({ id: cart.id, totalQuantity: 1 });
  });

  it('a cart id with the wrong key is not found', async () => {
    const cart = await newCart();
    const read = await data(GET, { id: cart.id.replace(/key=.*/, 'key=0000') });
    expect(read.cart).toBeNull();
  });
});

describe('cost: subtotal and total are the sum of quantity times price', () => {
  it('adds up lines in the cart currency', async () => {
    const cart = await newCart([{ merchandiseId: plenty, quantity: 3 }]);
    const expected = (Math.round(Number(plentyPrice) * 100) * 3) / 100;
    expect(Number(cart.cost.subtotalAmount.amount)).toBeCloseTo(expected, 2);
    expect(cart.cost.totalAmount.currencyCode).toBe('EUR');
    expect(Number(cart.lines.nodes[0].cost.amountPerQuantity.amount)).toBeCloseTo(Number(plentyPrice), 2);
  });

  it('a cart created in Poland costs PLN, one in Great Britain GBP', async () => {
    const pl = await data(
      `mutation @inContext(country: PL) { cartCreate(input: { lines: [{ merchandiseId: "${plenty}" }] }) { cart { cost { totalAmount { currencyCode } } } } }`,
    );
    expect(pl.cartCreate.cart.cost.totalAmount.currencyCode).toBe('PLN');
    const gb = await newCart([{ merchandiseId: plenty }], { buyerIdentity: { countryCode: 'GB' } });
    expect(gb.cost.totalAmount.currencyCode).toBe('GBP');
    expect(gb.lines.nodes[0].merchandise.price.currencyCode).toBe('GBP');
  });
});

describe('cartLinesAdd merges the same merchandise with the same attributes into one line', () => {
  it('adds quantities of identical lines', async () => {
    const cart = await newCart([{ merchandiseId: plenty, quantity: 1 }]);
    const result = await data(ADD, { cartId: cart.id, lines: [{ merchandiseId: plenty, quantity: 2 }] });
    expect(result.cartLinesAdd.cart.lines.nodes).toHaveLength(1);
    expect(result.cartLinesAdd.cart.lines.nodes[0].quantity).toBe(3);
  });

  it('keeps lines with different attributes apart', async () => {
    const cart = await newCart([
      { merchandiseId: plenty, quantity: 1, attributes: [{ key: '_url', value: '/a' }] },
    ]);
    const result = await data(ADD, {
      cartId: cart.id,
      lines: [
        { merchandiseId: plenty, quantity: 1, attributes: [{ key: '_url', value: '/b' }] },
        { merchandiseId: plenty, quantity: 1, attributes: [{ key: '_url', value: '/a' }] },
        { merchandiseId: other, quantity: 1 },
      ],
    });
    const lines = result.cartLinesAdd.cart.lines.nodes;
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ quantity: 2, attributes: [{ key: '_url', value: '/a' }] });
    expect(lines[1]).toMatchObject({ quantity: 1, attributes: [{ key: '_url', value: '/b' }] });
  });
});

describe('concurrent changes to one cart are all kept', () => {
  it('ten parallel cartLinesAdd of one item give quantity ten', async () => {
    const cart = await newCart();
    await Promise.all(
      Array.from({ length: 10 }, () =>
        data(ADD, { cartId: cart.id, lines: [{ merchandiseId: plenty, quantity: 1 }] }),
      ),
    );
    const read = await data(GET, { id: cart.id });
    expect(read.cart.lines.nodes).toHaveLength(1);
    expect(read.cart.totalQuantity).toBe(10);
  });
});

describe('cartLinesAdd reports Shopify userErrors', () => {
  it('invalid merchandise: INVALID on lines.N.merchandiseId, no cart', async () => {
    const cart = await newCart();
    const result = await data(ADD, {
      cartId: cart.id,
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }],
    });
    expect(result.cartLinesAdd.cart).toBeNull();
    expect(result.cartLinesAdd.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['lines', '0', 'merchandiseId'],
        message: 'The merchandise with id gid://shopify/ProductVariant/1 does not exist.',
      },
    ]);
  });

  it('invalid quantity: INVALID on lines.N.quantity', async () => {
    const cart = await newCart();
    const result = await data(ADD, { cartId: cart.id, lines: [{ merchandiseId: plenty, quantity: 0 }] });
    expect(result.cartLinesAdd.userErrors[0]).toMatchObject({
      code: 'INVALID',
      field: ['lines', '0', 'quantity'],
    });
  });

  it('missing cart: INVALID on cartId', async () => {
    const result = await data(ADD, {
      cartId: 'gid://shopify/Cart/nope?key=1',
      lines: [{ merchandiseId: plenty }],
    });
    expect(result.cartLinesAdd).toMatchObject({
      cart: null,
      userErrors: [{ code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' }],
    });
  });

  it('nothing is written when a line is invalid', async () => {
    const cart = await newCart([{ merchandiseId: plenty, quantity: 1 }]);
    await data(ADD, {
      cartId: cart.id,
      lines: [{ merchandiseId: other }, { merchandiseId: 'gid://shopify/ProductVariant/1' }],
    });
    const read = await data(GET, { id: cart.id });
    expect(read.cart.lines.nodes).toHaveLength(1);
  });
});

describe('stock shortfalls are warnings (2024-10+): the mutation succeeds with what is available', () => {
  it('not enough stock: quantity is capped and MERCHANDISE_NOT_ENOUGH_STOCK names the line', async () => {
    const few = await variantWithStock((stock) => stock >= 1 && stock <= 5);
    const cart = await newCart();
    const result = await data(ADD, { cartId: cart.id, lines: [{ merchandiseId: few.id, quantity: 99 }] });
    const line = result.cartLinesAdd.cart.lines.nodes[0];
    expect(line.quantity).toBe(few.quantityAvailable);
    expect(result.cartLinesAdd.warnings).toEqual([
      {
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: `Only ${few.quantityAvailable} items were added to your cart due to availability.`,
        target: line.id,
      },
    ]);
  });

  it('out of stock: no line, MERCHANDISE_OUT_OF_STOCK', async () => {
    const none = await variantWithStock((stock) => stock === 0);
    const cart = await newCart();
    const result = await data(ADD, { cartId: cart.id, lines: [{ merchandiseId: none.id, quantity: 1 }] });
    expect(result.cartLinesAdd.userErrors).toEqual([]);
    expect(result.cartLinesAdd.cart.lines.nodes).toEqual([]);
    expect(result.cartLinesAdd.warnings[0].code).toBe('MERCHANDISE_OUT_OF_STOCK');
  });
});

describe('cartLinesUpdate changes quantities; quantity 0 removes the line', () => {
  it('updates a quantity and removes with 0', async () => {
    const cart = await newCart([
      { merchandiseId: plenty, quantity: 1 },
      { merchandiseId: other, quantity: 1 },
    ]);
    const [first, second] = cart.lines.nodes;
    const result = await data(UPDATE, {
      cartId: cart.id,
      lines: [
        { id: first.id, quantity: 5 },
        { id: second.id, quantity: 0 },
      ],
    });
    expect(result.cartLinesUpdate.cart.lines.nodes).toHaveLength(1);
    expect(result.cartLinesUpdate.cart.lines.nodes[0]).toMatchObject({ id: first.id, quantity: 5 });
    expect(result.cartLinesUpdate.cart.totalQuantity).toBe(5);
  });

  it('an unknown line id is INVALID_MERCHANDISE_LINE', async () => {
    const cart = await newCart([{ merchandiseId: plenty }]);
    const result = await data(UPDATE, {
      cartId: cart.id,
      lines: [{ id: 'gid://shopify/CartLine/nope', quantity: 1 }],
    });
    expect(result.cartLinesUpdate.userErrors[0]).toMatchObject({
      code: 'INVALID_MERCHANDISE_LINE',
      field: ['lines', '0', 'id'],
    });
  });

  it('a negative quantity is INVALID', async () => {
    const cart = await newCart([{ merchandiseId: plenty }]);
    const result = await data(UPDATE, {
      cartId: cart.id,
      lines: [{ id: cart.lines.nodes[0].id, quantity: -1 }],
    });
    expect(result.cartLinesUpdate.userErrors[0]).toMatchObject({
      code: 'INVALID',
      field: ['lines', '0', 'quantity'],
    });
  });
});

describe('cartLinesRemove removes lines by id', () => {
  it('removes the named line', async () => {
    const cart = await newCart([{ merchandiseId: plenty }, { merchandiseId: other }]);
    const result = await data(REMOVE, { cartId: cart.id, lineIds: [cart.lines.nodes[0].id] });
    expect(
      result.cartLinesRemove.cart.lines.nodes.map(
        (line: { merchandise: { id: string } }) => line.merchandise.id,
      ),
    ).toEqual([other]);
  });

  it('an unknown line id is INVALID_MERCHANDISE_LINE on lineIds.N', async () => {
    const cart = await newCart([{ merchandiseId: plenty }]);
    const result = await data(REMOVE, { cartId: cart.id, lineIds: ['gid://shopify/CartLine/x'] });
    expect(result.cartLinesRemove.userErrors[0]).toMatchObject({
      code: 'INVALID_MERCHANDISE_LINE',
      field: ['lineIds', '0'],
    });
  });
});

describe('cart attributes, note, discount codes and buyer identity', () => {
  it('cartAttributesUpdate sets attributes by key', async () => {
    const cart = await newCart([], { attributes: [{ key: 'a', value: '1' }] });
    const result = await data(
      `mutation($id: ID!) { cartAttributesUpdate(cartId: $id, attributes: [{ key: "b", value: "2" }, { key: "a", value: "3" }]) { cart { attributes { key value } } userErrors { code } } }`,
      { id: cart.id },
    );
    expect(result.cartAttributesUpdate.cart.attributes).toEqual([
      { key: 'b', value: '2' },
      { key: 'a', value: '3' },
    ]);
  });

  it('cartNoteUpdate sets the note', async () => {
    const cart = await newCart();
    const result = await data(
      `mutation($id: ID!) { cartNoteUpdate(cartId: $id, note: "Bitte klingeln") { cart { note } } }`,
      {
        id: cart.id,
      },
    );
    expect(result.cartNoteUpdate.cart.note).toBe('Bitte klingeln');
  });

  it('cartDiscountCodesUpdate keeps codes, not applicable as no discounts exist', async () => {
    const cart = await newCart();
    const result = await data(
      `mutation($id: ID!) { cartDiscountCodesUpdate(cartId: $id, discountCodes: ["SUMMER"]) { cart { discountCodes { code applicable } } } }`,
      { id: cart.id },
    );
    expect(result.cartDiscountCodesUpdate.cart.discountCodes).toEqual([
      { code: 'SUMMER', applicable: false },
    ]);
  });

  it('cartBuyerIdentityUpdate changes country (and currency) and email', async () => {
    const cart = await newCart([{ merchandiseId: plenty }]);
    const result = await data(
      `mutation($id: ID!) { cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: { countryCode: PL, email: "kasia@example.com" }) {
        cart { buyerIdentity { countryCode email } cost { totalAmount { currencyCode } } } userErrors { code field } } }`,
      { id: cart.id },
    );
    expect(result.cartBuyerIdentityUpdate.cart.buyerIdentity).toEqual({
      countryCode: 'PL',
      email: 'kasia@example.com',
    });
    expect(result.cartBuyerIdentityUpdate.cart.cost.totalAmount.currencyCode).toBe('PLN');
  });

  it('an invalid customer access token is an error on buyerIdentity.customerAccessToken', async () => {
    const cart = await newCart();
    const { body } = await gql(
      `mutation($id: ID!) { cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: { customerAccessToken: "nope" }) { cart { id } userErrors { code field } } }`,
      { id: cart.id },
    );
    expect(body.data.cartBuyerIdentityUpdate.userErrors).toEqual([
      { code: 'INVALID', field: ['buyerIdentity', 'customerAccessToken'] },
    ]);
  });
});

describe('texts follow the request language, prices the cart country', () => {
  it('merchandise titles come in the @inContext language', async () => {
    const cart = await newCart([{ merchandiseId: plenty }]);
    const de = await data(
      `query($id: ID!) @inContext(language: DE) { cart(id: $id) { lines(first: 1) { nodes { merchandise { ... on ProductVariant { product { title } } } } } } }`,
      { id: cart.id },
    );
    const fr = await data(
      `query($id: ID!) @inContext(language: FR) { cart(id: $id) { lines(first: 1) { nodes { merchandise { ... on ProductVariant { product { title } } } } } } }`,
      { id: cart.id },
    );
    expect(de.cart.lines.nodes[0].merchandise.product.title).not.toBe(
      fr.cart.lines.nodes[0].merchandise.product.title,
    );
  });
});
