import type { StorefrontSettings } from '@shop/content-client';
import type { MessageId } from '@shop/i18n';
import type { Cart, CartLine, ShopErrorKind } from '@shop/shop-client';
import type { CartLineData, FreeShippingData } from '@shop/ui/model';

/** Shopify's option of a product without options. */
const DEFAULT_OPTION = 'Title';

/**
 * A shop cart line as the UI shows it: the product's title as heading (the line attribute `_title`, else the
 * product title; chosen options are listed below it), the product page and strikethrough price from attributes.
 */
export function toCartLineData(line: CartLine): CartLineData {
  const strikethrough = Number(line.attributes._strikethrough_price);
  return {
    id: line.id,
    title: line.attributes._title || line.productTitle || line.title,
    url: line.attributes._url ?? null,
    image: line.imageUrl ? { src: line.imageUrl, alt: line.productTitle || line.title } : null,
    options: line.selectedOptions.filter((option) => option.name !== DEFAULT_OPTION),
    quantity: line.quantity,
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
 * at the backend says it is now empty (the session shows it empty), the rest per action.
 */
export function cartErrorMessageId(kind: ShopErrorKind, action: 'add' | 'change'): MessageId {
  if (kind === 'network') return 'error.cart.network';
  if (kind === 'cart-not-found' && action === 'change') return 'error.cart.expired';
  return action === 'add' ? 'error.cart.add' : 'error.cart.update';
}
