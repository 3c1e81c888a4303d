import type { ProductSummary } from '@shop/content-client';
import { describe, expect, it } from 'vitest';
import { toFilteredTileData, toTileData } from './listing';

const DAY = 86_400_000;
const product = (overrides: Partial<ProductSummary> = {}): ProductSummary =>
  ({
    id: '8',
    title: 'Compression top',
    url: '/de/p/top/',
    image: null,
    price: { amount: 39.99, recommendedRetail: 49.99, currency: 'EUR' },
    priceHistory: [],
    availability: 'inStock',
    badges: [],
    colourCount: 1,
    categories: [],
    sizes: [
      { variantId: 'v1', title: 'S', available: true },
      { variantId: 'v2', title: 'M', available: false },
      { variantId: 'v3', title: 'L', available: false },
    ],
    ...overrides,
  }) as ProductSummary;

describe('a tile shows the recommended retail price only under the 90-day rule', () => {
  it('shown when the price was the RRP 30 days ago', () => {
    const history = [
      { validFrom: new Date(Date.now() - 400 * DAY).toISOString(), amount: 49.99 },
      { validFrom: new Date(Date.now() - 30 * DAY).toISOString(), amount: 39.99 },
    ];
    expect(toTileData(product({ priceHistory: history })).price.recommendedRetail).toBe(49.99);
  });

  it('hidden when it was 120 days ago, or without history', () => {
    const history = [
      { validFrom: new Date(Date.now() - 400 * DAY).toISOString(), amount: 49.99 },
      { validFrom: new Date(Date.now() - 120 * DAY).toISOString(), amount: 39.99 },
    ];
    expect(toTileData(product({ priceHistory: history })).price).not.toHaveProperty('recommendedRetail');
    expect(toTileData(product()).price).not.toHaveProperty('recommendedRetail');
  });
});

describe('a tile of a listing filtered by size is size-unavailable when none of the filtered sizes can be ordered', () => {
  it('M and L filtered, both unavailable: size-unavailable', () => {
    expect(toFilteredTileData(['M', 'L'])(product()).sizeUnavailable).toBe(true);
  });

  it('S among the filtered sizes, or no filter, or a product without those sizes: not marked', () => {
    expect(toFilteredTileData(['S', 'M'])(product())).not.toHaveProperty('sizeUnavailable');
    expect(toFilteredTileData([])(product())).not.toHaveProperty('sizeUnavailable');
    expect(toFilteredTileData(['XL'])(product())).not.toHaveProperty('sizeUnavailable');
  });
});
