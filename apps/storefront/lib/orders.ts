// The backend's orders as the order history and detail show them (spec §3 order display, §4 statuses).
import { type EditionKey, getEdition } from '@shop/editions';
import type { Order } from '@shop/shop-client';
import type { OrderDetailData, OrderStatus, OrderSummaryData } from '@shop/ui/model';

/** Unfulfilled is 'in progress', fulfilled 'shipped' (display only); a cancelled order says so. */
export function orderStatus(order: Pick<Order, 'cancelReason' | 'fulfillmentStatus'>): OrderStatus {
  if (order.cancelReason) return 'cancelled';
  return order.fulfillmentStatus === 'FULFILLED' ? 'shipped' : 'inProgress';
}

export function orderHref(edition: EditionKey, order: Pick<Order, 'orderNumber'>): string {
  return `${getEdition(edition).accountRoutes.orderHistory}?order=${order.orderNumber}`;
}

export function toOrderSummary(edition: EditionKey, order: Order): OrderSummaryData {
  return {
    id: order.id,
    number: order.name,
    date: order.processedAt,
    status: orderStatus(order),
    total: order.totalPrice.amount,
    itemCount: order.lineItems.reduce((sum, line) => sum + line.quantity, 0),
    href: orderHref(edition, order),
  };
}

/** The colour option's name in the shop backend's languages (options carry no type, only a translated name). */
const COLOUR_OPTION = /^(colou?r|farbe|couleur|colore|kleur|kolor|warna)$/i;

/** The item's colour (§3 order item): its variant's colour option; none when it has none (a size is no colour). */
function colourOf(variant: Order['lineItems'][number]['variant']): string | null {
  return variant?.selectedOptions.find((option) => COLOUR_OPTION.test(option.name.trim()))?.value || null;
}

export function toOrderDetail(edition: EditionKey, order: Order): OrderDetailData {
  const address = order.shippingAddress;
  const zipCity = [address?.zip, address?.city].filter(Boolean).join(' ');
  const shipping = order.totalShippingPrice.amount;
  const returns = getEdition(edition).faqRoute;
  const { href: _href, itemCount: _count, ...summary } = toOrderSummary(edition, order);
  return {
    ...summary,
    shipping,
    subtotal: order.subtotalPrice?.amount ?? order.totalPrice.amount - shipping,
    deliveryAddress: [address?.name, address?.address1, zipCity].filter((line): line is string =>
      Boolean(line),
    ),
    tracking: order.successfulFulfillments.flatMap((fulfillment) =>
      fulfillment.tracking.map((tracking) => ({
        company: fulfillment.trackingCompany,
        number: tracking.number,
        url: tracking.url,
      })),
    ),
    items: order.lineItems.map((line, index) => {
      const productUrl = line.customAttributes._url;
      return {
        id: `${line.variant?.id ?? line.title}-${index}`,
        title: line.title,
        articleNumber: line.variant?.sku ?? null,
        colour: colourOf(line.variant),
        unitPrice: line.variant?.price.amount ?? line.originalTotalPrice.amount / Math.max(1, line.quantity),
        quantity: line.quantity,
        total: line.originalTotalPrice.amount,
        imageUrl: line.variant?.imageUrl ?? null,
        // The product page's review form; only same-site paths the cart line recorded.
        rateHref:
          productUrl?.startsWith('/') && !productUrl.startsWith('//') ? `${productUrl}#reviews` : null,
        returnHref: returns,
      };
    }),
  };
}
