/** Business constants and limits of spec §9. */
export const SHOP_API_VERSION = '2025-01';

export const LIMITS = {
  cartLines: 50,
  customerAddresses: 5,
  orders: 50,
  orderLineItems: 50,
  suggestions: 4,
} as const;

export const BREAKPOINTS = {
  /** Mobile layout under this width. */
  mobileLayoutBelow: 992,
  /** Mobile search at this width or less. */
  mobileSearchMax: 768,
  /** The header menu collapses into a toggle list below this width. */
  headerMenuCollapseBelow: 994,
  widthCheckDefault: 720,
  mobileCheck: 768,
} as const;

export const TIMINGS = {
  autosuggestDebounceMs: 500,
  hoverOpenMs: 250,
  resizeThrottleMs: 200,
  accordionAnimationTimeoutMs: 500,
} as const;

/** The back-to-top button shows once scrolled at least this far. */
export const BACK_TO_TOP_SCROLL = 160;
/** The cart flyout shows a shadow above this many items. */
export const CART_FLYOUT_SHADOW_ABOVE = 3;
/** A recommended retail price shows only if the price was at or above it within this many days. */
export const RECOMMENDED_RETAIL_PRICE_WINDOW_DAYS = 90;
export const PASSWORD_MIN_LENGTH = 8;
/** Back-in-stock requests are deleted after sending, or after this many months without availability. */
export const BACK_IN_STOCK_RETENTION_MONTHS = 6;
export const TRACKING_CURRENCY = 'EUR';
export const FONT_WEIGHTS = [400, 700] as const;

export const PAYMENT_ICON_SIZE = {
  desktop: { width: 35, height: 25 },
  mobile: { width: 56, height: 40 },
} as const;

export const SORT_OPTIONS = ['popularity', 'price-asc', 'price-desc', 'new'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'popularity';
export const DEFAULT_SORT_ORDER = 'asc';

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && (SORT_OPTIONS as readonly string[]).includes(value);
}

export const PAGE_SIZE = { desktop: 48, mobile: 30, tablet: 30 } as const;
export type Device = keyof typeof PAGE_SIZE;

/**
 * Products shown after `page` load-more steps: 48 on desktop, 30 on mobile and tablet, times the page number.
 * A page below 1 or not a whole number counts as page 1.
 */
export function pageSize(device: Device, page = 1): number {
  const base = PAGE_SIZE[device] ?? PAGE_SIZE.desktop;
  const pageNumber = Number.isInteger(page) && page >= 1 ? page : 1;
  return base * pageNumber;
}
