import type { CartLine } from '@shop/shop-client';
import { describe, expect, it } from 'vitest';
import { reapplyLines } from './cart-lines.client';
import type { CurrentProductLines } from './cart-lines.server';

const line = (
  merchandiseId: string,
  productId: string,
  attributes: Record<string, string> = {},
): CartLine => ({
  id: `line-${merchandiseId}`,
  merchandiseId,
  productId: `gid://shopify/Product/${productId}`,
  quantity: 2,
  title: 'Default Title',
  productTitle: 'Waga',
  variantTitle: 'Default Title',
  sku: null,
  price: { amount: 40, currency: 'PLN' },
  compareAtPrice: null,
  imageUrl: null,
  availableForSale: true,
  selectedOptions: [],
  attributes,
});

describe('a cart that moves to another edition is re-validated against its product data (spec §4)', () => {
  it("takes each sold variant's attributes in the new edition and leaves out what it does not sell", () => {
    const lines = [
      line('v1', '81', { _id: '81', _title: 'Waga BF 70', _url: '/pl/p/waga-bf-70/' }),
      line('v2', '82'),
      line('v3', '83', { _id: '83' }),
      line('v4', '81', { _id: '81' }),
    ];
    const products: CurrentProductLines[] = [
      { id: '81', variants: { v1: { _id: '81', _title: 'Scale BF 70', _url: '/uk/p/scale-bf-70/' } } },
      { id: '82', variants: { v2: { _id: '82', _title: 'Lamp', _url: '/uk/p/lamp/' } } },
    ];
    expect(reapplyLines(lines, products)).toEqual([
      {
        merchandiseId: 'v1',
        quantity: 2,
        attributes: { _id: '81', _title: 'Scale BF 70', _url: '/uk/p/scale-bf-70/' },
      },
      // A line without `_id` (added elsewhere) is found by its backend product.
      { merchandiseId: 'v2', quantity: 2, attributes: { _id: '82', _title: 'Lamp', _url: '/uk/p/lamp/' } },
      // v3: a product the edition does not sell; v4: a variant of a sold product that is not for sale there.
    ]);
  });
});
