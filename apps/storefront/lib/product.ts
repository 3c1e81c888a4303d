import type {
  BreadcrumbItem,
  ProductDetail,
  ProductSize,
  ProductSummary,
  ProductVariantSummary,
} from '@shop/content-client';
import type { LineAttributes } from '@shop/shop-client';
import type { SizeOption } from '@shop/ui';
import { BRAND_NAME } from './site';
import { TRACKING_ATTRIBUTE, type TrackedProduct, trackingItemOf } from './tracking/item';

/**
 * Variant choice (spec §4): the given id if the product has it, else the first variant with price and stock,
 * else the first. `null` only for a product without variants.
 */
export function chooseVariant(
  variants: readonly ProductVariantSummary[],
  requestedId?: string | null,
): ProductVariantSummary | null {
  return (
    variants.find((variant) => variant.id === requestedId) ??
    variants.find((variant) => variant.price !== null && variant.available && variant.stock > 0) ??
    variants[0] ??
    null
  );
}

/** The category titles of a product page's breadcrumb, top level first (its last crumb is the product). */
export function categoryTrail(breadcrumb: readonly BreadcrumbItem[]): string[] {
  return breadcrumb.slice(0, -1).map((crumb) => crumb.title);
}

/**
 * The line attributes the shop writes on a cart line (spec §3), empty values left out: the product's page, title
 * and id, strikethrough price, recycling class and fee, its tracking item for the cart's analytics events, and its
 * purchase limit per household, which the cart clamps the line's quantity to (§9).
 */
export function cartLineAttributes(
  product: TrackedProduct &
    Pick<ProductSummary, 'url' | 'recycling'> &
    Partial<Pick<ProductSummary, 'purchaseLimit'>> & { breadcrumb?: readonly BreadcrumbItem[] },
  variant: ProductVariantSummary,
): LineAttributes {
  const categories = product.breadcrumb?.length ? categoryTrail(product.breadcrumb) : undefined;
  const attributes: Record<string, string> = {
    _url: product.url,
    _title: product.title,
    _id: product.id,
    _strikethrough_price: variant.strikethroughPrice ? String(variant.strikethroughPrice.amount) : '',
    _recycling_class: product.recycling?.class ?? '',
    _recycling_price: product.recycling?.price ? String(product.recycling.price.amount) : '',
    _purchase_limit: product.purchaseLimit ? String(product.purchaseLimit) : '',
    [TRACKING_ATTRIBUTE]: JSON.stringify(trackingItemOf(product, { brand: BRAND_NAME, categories, variant })),
  };
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== ''));
}

/** What the product page's add to cart needs of its product, in the browser. */
export type PurchaseProduct = Pick<
  ProductDetail,
  | 'id'
  | 'title'
  | 'url'
  | 'price'
  | 'trackingPrice'
  | 'categories'
  | 'recycling'
  | 'availability'
  | 'purchaseLimit'
  | 'sizes'
  | 'variants'
  | 'breadcrumb'
>;

/**
 * The product as the add-to-cart client gets it: the fields it reads, without the page's sections, links and
 * texts, which the server already rendered (each prop of a client component travels again in the page's payload).
 */
export function purchaseProductOf(product: ProductDetail): PurchaseProduct {
  const { id, title, url, price, trackingPrice, categories, recycling, availability, purchaseLimit } =
    product;
  const { sizes, variants, breadcrumb } = product;
  return {
    id,
    title,
    url,
    price,
    trackingPrice,
    categories,
    recycling,
    availability,
    purchaseLimit,
    sizes,
    variants,
    breadcrumb,
  };
}

/**
 * The sizes as the size selector offers them. A product in several colours lists each size once per colour; such a
 * size is named with its colour, so no two options read the same.
 */
export function sizeOptionsOf(sizes: readonly ProductSize[]): SizeOption[] {
  const timesListed = new Map<string, number>();
  for (const size of sizes) timesListed.set(size.title, (timesListed.get(size.title) ?? 0) + 1);
  return sizes.map(({ variantId, title, colour, available }) => ({
    id: variantId,
    label: title,
    available,
    ...(colour && (timesListed.get(title) ?? 0) > 1 ? { colour } : {}),
  }));
}
