import { describe, expect, it } from 'vitest';
import {
  BACK_TO_TOP_SCROLL,
  BREAKPOINTS,
  CART_FLYOUT_SHADOW_ABOVE,
  DEFAULT_SORT,
  DEFAULT_SORT_ORDER,
  isSortOption,
  LIMITS,
  PASSWORD_MIN_LENGTH,
  pageSize,
  SHOP_API_VERSION,
  SORT_OPTIONS,
  TIMINGS,
} from './constants.js';

describe('page size: 48 on desktop, 30 on mobile and tablet, multiplied by page number', () => {
  it.each([
    ['desktop', 1, 48],
    ['desktop', 3, 144],
    ['mobile', 1, 30],
    ['tablet', 2, 60],
  ] as const)('%s page %i shows %i', (device, page, size) => {
    expect(pageSize(device, page)).toBe(size);
  });

  it.each([[0], [-1], [1.5], [Number.NaN]])('page %s counts as page 1', (page) => {
    expect(pageSize('desktop', page)).toBe(48);
  });
});

describe('sort options: popularity (default), price ascending, price descending, new hits; default order asc', () => {
  it('lists them', () => {
    expect(SORT_OPTIONS).toEqual(['popularity', 'price-asc', 'price-desc', 'new']);
    expect(DEFAULT_SORT).toBe('popularity');
    expect(DEFAULT_SORT_ORDER).toBe('asc');
    expect(isSortOption('price-asc')).toBe(true);
    expect(isSortOption('cheapest')).toBe(false);
  });
});

describe('business constants and limits (spec §9)', () => {
  it('shop API version 2025-01', () => expect(SHOP_API_VERSION).toBe('2025-01'));
  it('cart lines 50, addresses 5, orders 50 with 50 line items, suggestions 4', () => {
    expect(LIMITS).toEqual({
      cartLines: 50,
      customerAddresses: 5,
      orders: 50,
      orderLineItems: 50,
      suggestions: 4,
    });
  });
  it('breakpoints: mobile under 992, mobile search ≤ 768, menu collapse 994, width check 720, mobile check 768', () => {
    expect(BREAKPOINTS).toEqual({
      mobileLayoutBelow: 992,
      mobileSearchMax: 768,
      headerMenuCollapseBelow: 994,
      widthCheckDefault: 720,
      mobileCheck: 768,
    });
  });
  it('timings: debounce 500, hover 250, resize 200, accordion 500; back-to-top 160', () => {
    expect(TIMINGS).toEqual({
      autosuggestDebounceMs: 500,
      hoverOpenMs: 250,
      resizeThrottleMs: 200,
      accordionAnimationTimeoutMs: 500,
    });
    expect(BACK_TO_TOP_SCROLL).toBe(160);
  });
  it('cart flyout shadow above 3 items; minimum password length 8', () => {
    expect(CART_FLYOUT_SHADOW_ABOVE).toBe(3);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });
});
