import type { StorefrontSettings } from '@shop/content-client';
import type { MessageId } from '@shop/i18n';
import type { Cart, CartLine, ShopErrorKind } from '@shop/shop-client';
import type { CartLineData, FreeShippingData } from '@shop/ui/model';

/** Shopify's option of a product without options. */
const DEFAULT_OPTION = 'Title';

/**
 * A shop cart line as the UI shows it: the product's title as heading (the line attribute `_title`, else the
 * product title; chosen options are listed below it), the product page, strikethrough price and purchase limit
 * from attributes.
 */
export function toCartLineData(line: CartLine): CartLineData {
  const strikethrough = Number(line.attributes._strikethrough_price);
  const purchaseLimit = Number(line.attributes._purchase_limit);
  return {
    id: line.id,
    title: line.attributes._title || line.productTitle || line.title,
    url: line.attributes._url ?? null,
    image: line.imageUrl ? { src: line.imageUrl, alt: line.productTitle || line.title } : null,
    options: line.selectedOptions.filter((option) => option.name !== DEFAULT_OPTION),
    quantity: line.quantity,
    // The purchase limit per household (§9) the line was added with; its quantity is clamped to it.
    maxQuantity: Number.isInteger(purchaseLimit) && purchaseLimit > 0 ? purchaseLimit : null,
    unitPrice: line.price.amount,
    compareAtUnitPrice:
      Number.isFinite(strikethrough) && strikethrough > 0
        ? strikethrough
        : (line.compareAtPrice?.amount ?? null),
  };
}

/** The numeric id at the end of a Shopify GID (`gid://shopify/Product/81` → `81`). */
function idOf(gid: string | null): string | null {
  return gid?.split('/').pop()?.split('?')[0] ?? null;
}

/** How many of a product (content service id) the cart holds, over all its lines (sizes, colours). */
export function quantityOfProduct(cart: Pick<Cart, 'lines'> | null, productId: string): number {
  return (cart?.lines ?? [])
    .filter((line) => (line.attributes._id ?? idOf(line.productId)) === productId)
    .reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Free shipping (spec §9) for the flyout and the cart page: the settings snippet's orderMinPrice (in the
 * edition's currency), and whether a free-shipping product is in the cart. `undefined` without settings.
 */
export function freeShippingOf(
  cart: Pick<Cart, 'lines'> | null,
  settings: Pick<StorefrontSettings, 'orderMinPrice' | 'freeShippingProductIds'> | null,
): FreeShippingData | undefined {
  if (!settings) return undefined;
  const freeIds = new Set(settings.freeShippingProductIds);
  const hasFreeShippingProduct = (cart?.lines ?? []).some((line) =>
    freeIds.has(line.attributes._id ?? idOf(line.productId) ?? ''),
  );
  return { threshold: settings.orderMinPrice, hasFreeShippingProduct };
}

/**
 * The message of a failed cart action, by the error's kind: an unreachable shop says so, a change of a cart gone
 * at the backend says it is now empty (the session shows it empty), one the backend capped at stock says so (the
 * cart shows what it holds), the rest per action.
 */
export function cartErrorMessageId(kind: ShopErrorKind, action: 'add' | 'change'): MessageId {
  if (kind === 'network') return 'error.cart.network';
  if (kind === 'not-enough-stock') return action === 'add' ? 'error.cart.stockAdd' : 'error.cart.stockChange';
  if (kind === 'cart-not-found' && action === 'change') return 'error.cart.expired';
  return action === 'add' ? 'error.cart.add' : 'error.cart.update';
}
