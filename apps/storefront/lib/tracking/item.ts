// The tracking item of spec §3 as GA4's ecommerce items read it. No React, no Next.js: the browser layer and
// the server both build items with it.
import type { ProductCategoryRef, ProductSummary, ProductVariantSummary } from '@shop/content-client';
import type { Currency } from '@shop/editions';
import type { CartLine } from '@shop/shop-client';

/** Analytics report every edition's prices in euros (spec §9 tracking currency); docs/tracking.md. */
export const TRACKING_CURRENCY = 'EUR';
/** GA4 takes five category levels. */
const CATEGORY_LEVELS = 5;

export interface TrackingItem {
  item_id: string;
  item_name: string;
  /** Fixed as the brand (§3). */
  affiliation: string;
  /** EUR; the edition's own currency only when the content service gave no euro price. */
  currency: Currency;
  price: number;
  quantity: number;
  item_variant?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

export interface TrackingItemOptions {
  brand: string;
  /** The category titles from the top level down (a product page's breadcrumb); the product's categories else. */
  categories?: readonly string[];
  variant?: ProductVariantSummary | null;
  quantity?: number;
}

function categoryFields(titles: readonly string[]): Partial<TrackingItem> {
  const fields: Record<string, string> = {};
  titles
    .filter(Boolean)
    .slice(0, CATEGORY_LEVELS)
    .forEach((title, level) => {
      fields[level === 0 ? 'item_category' : `item_category${level + 1}`] = title;
    });
  return fields;
}

/**
 * A product's categories as a trail from the top level down, for the category levels: the content service lists
 * them in no fixed order (the sandbox's leaf first), so the trail is the deepest category's path with its
 * ancestors among them (`/c/scales/` before `/c/scales/bathroom-scales/`), as the product page's breadcrumb reads.
 * Categories whose pages are not nested keep the service's order.
 */
export function categoryLevels(categories: readonly ProductCategoryRef[]): string[] {
  const path = (category: ProductCategoryRef) => category.url.replace(/\/?$/, '/');
  const depth = (category: ProductCategoryRef) => path(category).split('/').length;
  const deepest = categories.reduce<ProductCategoryRef | undefined>(
    (found, category) => (found && depth(found) >= depth(category) ? found : category),
    undefined,
  );
  if (!deepest) return [];
  const trail = categories
    .filter((category) => category === deepest || path(deepest).startsWith(path(category)))
    .sort((a, b) => depth(a) - depth(b));
  return trail.length > 1
    ? trail.map((category) => category.title)
    : categories.map((category) => category.title);
}

/** What a tracking item needs of a product. */
export type TrackedProduct = Pick<ProductSummary, 'id' | 'title' | 'price' | 'trackingPrice' | 'categories'>;

/** The price analytics report: the euro price when known, else the edition's price in its own currency. */
function reportedPrice(
  product: TrackedProduct,
  variant: ProductVariantSummary | null | undefined,
): { price: number; currency: Currency } {
  const euros = variant ? (variant.trackingPrice ?? product.trackingPrice) : product.trackingPrice;
  if (euros !== null) return { price: euros, currency: TRACKING_CURRENCY };
  const local = variant?.price ?? product.price;
  return local
    ? { price: local.amount, currency: local.currency }
    : { price: 0, currency: TRACKING_CURRENCY };
}

/** A product (or one of its variants) as a tracking item. */
export function trackingItemOf(product: TrackedProduct, options: TrackingItemOptions): TrackingItem {
  const { variant } = options;
  return {
    item_id: product.id,
    item_name: product.title,
    affiliation: options.brand,
    ...reportedPrice(product, variant),
    quantity: options.quantity ?? 1,
    ...(variant?.title && variant.title !== product.title ? { item_variant: variant.title } : {}),
    ...categoryFields(options.categories ?? categoryLevels(product.categories)),
  };
}

/** The line attribute that carries a product's tracking item into the cart (§3 `_trackingProduct`). */
export const TRACKING_ATTRIBUTE = '_trackingProduct';

/**
 * A cart line as a tracking item: the item the product page wrote into the line, with the line's quantity; a line
 * without one (added elsewhere) from what the shop backend says of it, in its own currency.
 */
export function trackingItemOfLine(line: CartLine, brand: string, quantity = line.quantity): TrackingItem {
  const stored = parseItem(line.attributes[TRACKING_ATTRIBUTE]);
  if (stored) return { ...stored, quantity };
  return {
    item_id: line.attributes._id ?? line.productId?.split('/').pop() ?? line.merchandiseId,
    item_name: line.attributes._title || line.productTitle || line.title,
    affiliation: brand,
    currency: line.price.currency as Currency,
    price: line.price.amount,
    quantity,
  };
}

function parseItem(value: string | undefined): TrackingItem | null {
  if (!value) return null;
  try {
    const item = JSON.parse(value) as Partial<TrackingItem>;
    return typeof item.item_id === 'string' && typeof item.price === 'number' ? (item as TrackingItem) : null;
  } catch {
    return null;
  }
}
