import type { Order } from '@shop/shop-client';
import { describe, expect, it } from 'vitest';
import { orderStatus, toOrderDetail, toOrderSummary } from './orders';

const ORDER: Order = {
  id: 'gid://shopify/Order/7',
  name: '#1007',
  orderNumber: 1007,
  processedAt: '2026-11-20T10:00:00Z',
  cancelReason: null,
  fulfillmentStatus: 'FULFILLED',
  financialStatus: 'PAID',
  totalShippingPrice: { amount: 0, currency: 'GBP' },
  subtotalPrice: { amount: 60, currency: 'GBP' },
  totalTax: null,
  totalPrice: { amount: 60, currency: 'GBP' },
  successfulFulfillments: [
    { trackingCompany: 'DHL', tracking: [{ number: 'T1', url: 'https://t.example/T1' }] },
  ],
  shippingAddress: { name: 'Anna Nowak', address1: '1 High St', city: 'London', zip: 'N1 1AA' },
  lineItems: [
    {
      title: 'Scale',
      quantity: 2,
      originalTotalPrice: { amount: 60, currency: 'GBP' },
      variant: {
        id: 'gid://shopify/ProductVariant/1',
        title: 'Black / M',
        sku: '700.12',
        selectedOptions: [
          { name: 'Colour', value: 'Black' },
          { name: 'Size', value: 'M' },
        ],
        price: { amount: 30, currency: 'GBP' },
        compareAtPrice: null,
        productId: 'gid://shopify/Product/1',
        imageUrl: null,
      },
      customAttributes: { _url: '//evil.example/p' },
    },
  ],
};

describe('orders as shown', () => {
  it.each([
    ['UNFULFILLED', null, 'inProgress'],
    ['FULFILLED', null, 'shipped'],
    ['UNFULFILLED', 'CUSTOMER', 'cancelled'],
  ] as const)('%s (cancelled: %s) is %s', (fulfillmentStatus, cancelReason, status) => {
    expect(orderStatus({ fulfillmentStatus, cancelReason })).toBe(status);
  });

  it('a summary links to its detail under the edition’s order-history route', () => {
    expect(toOrderSummary('gb', ORDER)).toMatchObject({
      number: '#1007',
      itemCount: 2,
      href: '/uk/order-history?order=1007',
    });
  });

  it('the detail: address lines, tracking, article number and colour; no rate link to another site', () => {
    const detail = toOrderDetail('gb', ORDER);
    expect(detail.deliveryAddress).toEqual(['Anna Nowak', '1 High St', 'N1 1AA London']);
    expect(detail.tracking).toEqual([{ company: 'DHL', number: 'T1', url: 'https://t.example/T1' }]);
    expect(detail.items[0]).toMatchObject({
      articleNumber: '700.12',
      colour: 'Black',
      unitPrice: 30,
      rateHref: null,
    });
    const own = toOrderDetail('de', {
      ...ORDER,
      lineItems: [
        { ...ORDER.lineItems[0], customAttributes: { _url: '/de/p/x/' } } as Order['lineItems'][number],
      ],
    });
    expect(own.items[0]?.rateHref).toBe('/de/p/x/#reviews');
    expect(own.items[0]?.returnHref).toBe('/de/service/faq');
  });

  it("an item's colour is its colour option: a variant with a size only has none (it showed the size)", () => {
    const line = ORDER.lineItems[0] as Order['lineItems'][number];
    const withOptions = (selectedOptions: { name: string; value: string }[]) =>
      toOrderDetail('de', {
        ...ORDER,
        lineItems: [{ ...line, variant: line.variant && { ...line.variant, title: 'S', selectedOptions } }],
      }).items[0]?.colour;
    expect(withOptions([{ name: 'Größe', value: 'S' }])).toBeNull();
    expect(
      withOptions([
        { name: 'Farbe', value: 'Blau' },
        { name: 'Größe', value: 'S' },
      ]),
    ).toBe('Blau');
    expect(withOptions([{ name: 'Title', value: 'Default Title' }])).toBeNull();
  });
});
