import { describe, expect, it } from 'vitest';
import { distinctLines, quantityInCart, totalPriceInCart } from './cart-counts.js';
import type { CartFieldsFragment, CustomerFieldsFragment } from './generated/graphql.js';
import { fromAttributes, toAttributes, toCart, toCustomer, toMoney } from './transforms.js';

type RawLine = CartFieldsFragment['lines']['nodes'][number];
const eur = (amount: string) => ({ amount, currencyCode: 'EUR' as const });

function line(overrides: Partial<RawLine> & { variant?: Record<string, unknown> } = {}): RawLine {
  const { variant, ...rest } = overrides;
  return {
    id: 'gid://shopify/CartLine/1?cart=c1',
    quantity: 2,
    attributes: [],
    cost: { amountPerQuantity: eur('49.99'), compareAtAmountPerQuantity: null, totalAmount: eur('99.98') },
    merchandise: {
      id: 'gid://shopify/ProductVariant/11',
      title: 'Default Title',
      sku: 'BM-54',
      availableForSale: true,
      price: eur('49.99'),
      compareAtPrice: null,
      image: { url: 'https://media.example/bm54.jpg', altText: null },
      selectedOptions: [{ name: 'Title', value: 'Default Title' }],
      product: {
        id: 'gid://shopify/Product/1',
        title: 'Upper arm monitor BM 54',
        handle: 'bm-54',
        featuredImage: null,
      },
      ...variant,
    },
    ...rest,
  } as RawLine;
}

function cart(lines: RawLine[]): CartFieldsFragment {
  return {
    id: 'gid://shopify/Cart/c1?key=k',
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:05:00Z',
    checkoutUrl: 'http://127.0.0.1:4000/checkouts/c1?key=k',
    totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    buyerIdentity: { countryCode: 'DE', email: null },
    cost: { subtotalAmount: eur('99.98'), totalAmount: eur('99.98') },
    lines: { nodes: lines },
  };
}

describe('cart: id, lines, createdAt, updatedAt and checkoutUrl', () => {
  it('maps the cart and its line', () => {
    const mapped = toCart(cart([line()]));
    expect(mapped).toMatchObject({
      id: 'gid://shopify/Cart/c1?key=k',
      checkoutUrl: 'http://127.0.0.1:4000/checkouts/c1?key=k',
      createdAt: '2026-11-01T10:00:00Z',
      updatedAt: '2026-11-01T10:05:00Z',
      subtotal: { amount: 99.98, currency: 'EUR' },
    });
    expect(mapped.lines[0]).toMatchObject({
      id: 'gid://shopify/CartLine/1?cart=c1',
      merchandiseId: 'gid://shopify/ProductVariant/11',
      productId: 'gid://shopify/Product/1',
      quantity: 2,
      price: { amount: 49.99, currency: 'EUR' },
      imageUrl: 'https://media.example/bm54.jpg',
    });
  });
});

describe('line title: the product title is used when the variant title is the default', () => {
  it('uses the product title for the default variant', () => {
    expect(toCart(cart([line()])).lines[0]?.title).toBe('Upper arm monitor BM 54');
  });
  it('uses the variant title otherwise', () => {
    expect(toCart(cart([line({ variant: { title: 'M / Grey' } })])).lines[0]?.title).toBe('M / Grey');
  });
  it('uses the product title when the variant title is empty', () => {
    expect(toCart(cart([line({ variant: { title: '' } })])).lines[0]?.title).toBe('Upper arm monitor BM 54');
  });
});

describe('line attributes: key/value; empty values are dropped', () => {
  it('keeps filled values and drops empty ones', () => {
    const attributes = [
      { key: '_url', value: '/de/p/bm-54/' },
      { key: '_strikethrough_price', value: '' },
      { key: '_recycling_class', value: null },
      { key: '', value: 'orphan' },
    ];
    expect(toCart(cart([line({ attributes } as Partial<RawLine>)])).lines[0]?.attributes).toEqual({
      _url: '/de/p/bm-54/',
    });
  });
  it('writes attributes back without empty values', () => {
    expect(fromAttributes({ _id: '1', _title: '' })).toEqual([{ key: '_id', value: '1' }]);
    expect(toAttributes(undefined)).toEqual({});
  });
});

describe('inputs that break naive transforms', () => {
  it('a line without any image has a null image url; the product image is the fallback', () => {
    expect(toCart(cart([line({ variant: { image: null } })])).lines[0]?.imageUrl).toBeNull();
    const withProductImage = line({
      variant: {
        image: null,
        product: {
          id: 'p',
          title: 'T',
          handle: 't',
          featuredImage: { url: 'https://m/p.jpg', altText: null },
        },
      },
    });
    expect(toCart(cart([withProductImage])).lines[0]?.imageUrl).toBe('https://m/p.jpg');
  });

  it('a null or non-numeric price is 0, never NaN', () => {
    expect(toMoney(null, 'EUR')).toEqual({ amount: 0, currency: 'EUR' });
    expect(toMoney({ amount: 'abc', currencyCode: 'PLN' })).toEqual({ amount: 0, currency: 'PLN' });
  });

  it('merchandise that is not a variant yields an empty line, not a crash', () => {
    const mapped = toCart(cart([{ ...line(), merchandise: {} } as RawLine])).lines[0];
    expect(mapped).toMatchObject({ merchandiseId: '', productId: null, title: '', availableForSale: false });
  });
});

describe('derived values: distinct lines, quantityInCart and totalPriceInCart (sum of quantity times price)', () => {
  const mapped = toCart(
    cart([
      line(),
      line({
        id: 'l2',
        quantity: 3,
        cost: { amountPerQuantity: eur('0.10'), compareAtAmountPerQuantity: null, totalAmount: eur('0.30') },
      }),
    ]),
  );
  it('counts lines and quantity', () => {
    expect(distinctLines(mapped)).toBe(2);
    expect(quantityInCart(mapped)).toBe(5);
  });
  it('sums prices without floating-point drift', () => {
    expect(totalPriceInCart(mapped)).toBe(100.28);
  });
  it('an absent cart counts as empty', () => {
    expect(distinctLines(null)).toBe(0);
    expect(quantityInCart(undefined)).toBe(0);
    expect(totalPriceInCart(null)).toBe(0);
  });
});

describe('customer: addresses (first 5), orders newest first with line items, and the session user', () => {
  const raw: CustomerFieldsFragment = {
    id: 'gid://shopify/Customer/7',
    firstName: 'Anna',
    lastName: 'Nowak',
    email: 'anna@example.com',
    phone: null,
    defaultAddress: {
      id: 'gid://shopify/MailingAddress/1',
      firstName: 'Anna',
      lastName: 'Nowak',
      company: null,
      address1: 'ul. Długa 1',
      address2: null,
      city: 'Kraków',
      zip: '30-001',
      province: null,
      country: 'Poland',
      countryCodeV2: 'PL',
      phone: null,
    },
    addresses: { nodes: [] },
    orders: {
      nodes: [
        {
          id: 'gid://shopify/Order/2',
          name: '#1002',
          processedAt: '2026-11-02T10:00:00Z',
          orderNumber: 1002,
          canceledAt: null,
          cancelReason: null,
          fulfillmentStatus: 'FULFILLED',
          financialStatus: 'PAID',
          currencyCode: 'PLN',
          totalShippingPrice: { amount: '0.0', currencyCode: 'PLN' },
          subtotalPrice: { amount: '199.0', currencyCode: 'PLN' },
          totalTax: null,
          totalPrice: { amount: '199.0', currencyCode: 'PLN' },
          successfulFulfillments: [
            { trackingCompany: 'DHL', trackingInfo: [{ number: '123', url: 'https://t/123' }] },
          ],
          shippingAddress: { name: 'Anna Nowak', address1: 'ul. Długa 1', city: 'Kraków', zip: '30-001' },
          lineItems: {
            nodes: [
              {
                title: 'Termometr',
                quantity: 1,
                originalTotalPrice: { amount: '199.0', currencyCode: 'PLN' },
                customAttributes: [{ key: '_url', value: '/pl/p/termometr/' }],
                variant: null,
              },
            ],
          },
        },
      ],
    },
  };

  it('maps every field the account pages read', () => {
    const customer = toCustomer(raw);
    expect(customer.defaultAddressId).toBe('gid://shopify/MailingAddress/1');
    expect(customer.orders[0]).toMatchObject({
      orderNumber: 1002,
      totalShippingPrice: { amount: 0, currency: 'PLN' },
      successfulFulfillments: [
        { trackingCompany: 'DHL', tracking: [{ number: '123', url: 'https://t/123' }] },
      ],
      lineItems: [{ title: 'Termometr', variant: null, customAttributes: { _url: '/pl/p/termometr/' } }],
    });
  });
});
