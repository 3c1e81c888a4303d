import type { CartLine } from '@shop/shop-client';
import type { CartLineData } from '@shop/ui/model';

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
