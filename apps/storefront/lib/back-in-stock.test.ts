import type { ProductSummary } from '@shop/content-client';
import { describe, expect, it } from 'vitest';
import { unavailableVariants } from './back-in-stock';

const variant = (id: string, available: boolean) => ({
  id,
  title: id,
  sku: null,
  size: null,
  colour: null,
  price: null,
  strikethroughPrice: null,
  trackingPrice: null,
  stock: available ? 3 : 0,
  available,
});

const product = (over: Partial<ProductSummary>) =>
  ({ title: 'BM 54', sizes: [], variants: [], ...over }) as ProductSummary;

describe('what a shopper may ask to be told about', () => {
  it('is every size that is not available', () => {
    const sized = product({
      sizes: [
        { variantId: 's', title: 'S', colour: null, available: true },
        { variantId: 'm', title: 'M', colour: null, available: false },
      ],
      variants: [variant('s', true), variant('m', false)],
    });
    expect(unavailableVariants(sized)).toEqual([{ id: 'm', label: 'M' }]);
  });

  it('is the product when no variant is available, and nothing when one is', () => {
    expect(unavailableVariants(product({ variants: [variant('a', false)] }))).toEqual([
      { id: 'a', label: 'BM 54' },
    ]);
    expect(unavailableVariants(product({ variants: [variant('a', false), variant('b', true)] }))).toEqual([]);
    expect(unavailableVariants(product({}))).toEqual([]);
  });
});
