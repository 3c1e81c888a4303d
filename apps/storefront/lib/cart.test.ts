import type { CartLine } from '@shop/shop-client';
import { describe, expect, it } from 'vitest';
import { cartErrorMessageId, freeShippingOf, quantityOfProduct, toCartLineData } from './cart';

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  id: 'l1',
  merchandiseId: 'v1',
  productId: 'p1',
  quantity: 2,
  title: 'M',
  productTitle: 'Compression top',
  variantTitle: 'M',
  sku: null,
  price: { amount: 29.9, currency: 'EUR' },
  compareAtPrice: null,
  imageUrl: 'http://127.0.0.1:4000/cdn/shop/files/top.jpg',
  availableForSale: true,
  selectedOptions: [{ name: 'Größe', value: 'M' }],
  attributes: {},
  ...overrides,
});

describe('a cart line as the UI shows it', () => {
  it('uses the line attributes _title, _url and _strikethrough_price when the line has them', () => {
    expect(
      toCartLineData(
        line({
          attributes: { _title: 'Kompressionsshirt', _url: '/de/p/shirt/', _strikethrough_price: '39.90' },
        }),
      ),
    ).toMatchObject({
      title: 'Kompressionsshirt',
      url: '/de/p/shirt/',
      compareAtUnitPrice: 39.9,
      unitPrice: 29.9,
    });
  });

  it('falls back to the product title, the compare-at price and no link', () => {
    expect(toCartLineData(line({ compareAtPrice: { amount: 35, currency: 'EUR' } }))).toMatchObject({
      title: 'Compression top',
      url: null,
      compareAtUnitPrice: 35,
      options: [{ name: 'Größe', value: 'M' }],
    });
  });

  it('clamps the quantity to the purchase limit the line was added with (_purchase_limit), else to nothing', () => {
    expect(toCartLineData(line({ attributes: { _purchase_limit: '2' } })).maxQuantity).toBe(2);
    expect(toCartLineData(line()).maxQuantity).toBeNull();
    expect(toCartLineData(line({ attributes: { _purchase_limit: 'x' } })).maxQuantity).toBeNull();
  });

  it('counts what the cart holds of a product over all its lines, by _id else the backend product id', () => {
    const cart = {
      lines: [
        line({ quantity: 1, attributes: { _id: '57' } }),
        line({ id: 'l2', quantity: 2, attributes: { _id: '57' } }),
        line({ id: 'l3', quantity: 4, productId: 'gid://shopify/Product/57', attributes: {} }),
        line({ id: 'l4', quantity: 5, attributes: { _id: '58' } }),
      ],
    };
    expect(quantityOfProduct(cart, '57')).toBe(7);
    expect(quantityOfProduct(null, '57')).toBe(0);
  });

  it('hides the default option and survives a line without image', () => {
    const data = toCartLineData(
      line({ imageUrl: null, selectedOptions: [{ name: 'Title', value: 'Default Title' }] }),
    );
    expect(data.image).toBeNull();
    expect(data.options).toEqual([]);
  });
});

describe('free shipping holds at the configured orderMinPrice, or with a free-shipping product in the cart', () => {
  const settings = { orderMinPrice: 49, freeShippingProductIds: ['81'] };
  it('passes the threshold on', () => {
    expect(freeShippingOf({ lines: [line()] }, settings)).toEqual({
      threshold: 49,
      hasFreeShippingProduct: false,
    });
  });
  it('recognises a free-shipping product by the _id attribute or the product GID', () => {
    expect(
      freeShippingOf({ lines: [line({ attributes: { _id: '81' } })] }, settings)?.hasFreeShippingProduct,
    ).toBe(true);
    expect(
      freeShippingOf({ lines: [line({ productId: 'gid://shopify/Product/81' })] }, settings)
        ?.hasFreeShippingProduct,
    ).toBe(true);
  });
  it('says nothing without settings', () => {
    expect(freeShippingOf({ lines: [] }, null)).toBeUndefined();
  });
});

describe("a failed cart action's message follows the error's kind", () => {
  it('an unreachable shop says so, whatever the action', () => {
    expect(cartErrorMessageId('network', 'add')).toBe('error.cart.network');
    expect(cartErrorMessageId('network', 'change')).toBe('error.cart.network');
  });
  it('any other failure names the action that failed', () => {
    expect(cartErrorMessageId('backend', 'add')).toBe('error.cart.add');
    expect(cartErrorMessageId('invalid-merchandise', 'add')).toBe('error.cart.add');
    expect(cartErrorMessageId('backend', 'change')).toBe('error.cart.update');
  });
  it('a change of a cart gone at the backend says the cart is now empty', () => {
    expect(cartErrorMessageId('cart-not-found', 'change')).toBe('error.cart.expired');
  });
  it('a change the backend capped at stock says not enough is in stock, per action', () => {
    expect(cartErrorMessageId('not-enough-stock', 'add')).toBe('error.cart.stockAdd');
    expect(cartErrorMessageId('not-enough-stock', 'change')).toBe('error.cart.stockChange');
  });
});
