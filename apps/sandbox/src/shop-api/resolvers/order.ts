// Orders as the customer reads them: totals, addresses, line items with their variants, fulfilments with tracking.

import type { fulfillments, orderLines } from '../../db/schema';
import { iso } from '../../floor/dates';
import { gid } from '../../floor/gid';
import type { Currency } from '../../floor/markets';
import { moneyV2, toCents } from '../../floor/money';
import type { AddressRow } from '../../stores/addresses';
import { fulfillmentsOf, linesOf, type OrderRow } from '../../stores/orders';
import { paginate } from '../connection';
import type { ShopContext } from '../context';
import type { ResolverMap } from '../schema';
import { addressSource } from './address';
import { variantSource } from './catalogue-sources';

type Ctx = ShopContext;
type OrderLineRow = typeof orderLines.$inferSelect;
type FulfillmentRow = typeof fulfillments.$inferSelect;

export interface OrderSource {
  __typename: 'Order';
  order: OrderRow;
}

function money(amount: string, currency: string) {
  return moneyV2(toCents(amount), currency);
}

export const orderSource = (order: OrderRow): OrderSource => ({ __typename: 'Order', order });

export function orderGid(order: OrderRow): string {
  return gid('Order', order.id, `key=${order.statusToken}`);
}

export const orderResolvers: ResolverMap = {
  Order: {
    id: (source: OrderSource) => orderGid(source.order),
    name: (source: OrderSource) => source.order.name,
    orderNumber: (source: OrderSource) => source.order.orderNumber,
    email: (source: OrderSource) => source.order.email,
    phone: (source: OrderSource) => source.order.phone,
    processedAt: (source: OrderSource) => iso(source.order.processedAt),
    canceledAt: (source: OrderSource) => (source.order.canceledAt ? iso(source.order.canceledAt) : null),
    cancelReason: (source: OrderSource) => source.order.cancelReason,
    currencyCode: (source: OrderSource) => source.order.currency,
    customerLocale: (source: OrderSource) => source.order.languageCode.toLowerCase(),
    customerUrl: (source: OrderSource, _, context: Ctx) =>
      `${context.origin}/account/orders/${source.order.statusToken}`,
    statusUrl: (source: OrderSource, _, context: Ctx) =>
      `${context.origin}/orders/${source.order.statusToken}`,
    edited: () => false,
    financialStatus: (source: OrderSource) => source.order.financialStatus,
    fulfillmentStatus: (source: OrderSource) => source.order.fulfillmentStatus,
    customAttributes: (source: OrderSource) =>
      source.order.attributes.map((attribute) => ({ __typename: 'Attribute', ...attribute })),
    totalPrice: (source: OrderSource) => money(source.order.total, source.order.currency),
    totalPriceV2: (source: OrderSource) => money(source.order.total, source.order.currency),
    currentTotalPrice: (source: OrderSource) => money(source.order.total, source.order.currency),
    originalTotalPrice: (source: OrderSource) => money(source.order.total, source.order.currency),
    subtotalPrice: (source: OrderSource) => money(source.order.subtotal, source.order.currency),
    subtotalPriceV2: (source: OrderSource) => money(source.order.subtotal, source.order.currency),
    currentSubtotalPrice: (source: OrderSource) => money(source.order.subtotal, source.order.currency),
    totalShippingPrice: (source: OrderSource) => money(source.order.shipping, source.order.currency),
    totalShippingPriceV2: (source: OrderSource) => money(source.order.shipping, source.order.currency),
    currentTotalShippingPrice: (source: OrderSource) => money(source.order.shipping, source.order.currency),
    totalTax: (source: OrderSource) => money(source.order.tax, source.order.currency),
    totalTaxV2: (source: OrderSource) => money(source.order.tax, source.order.currency),
    currentTotalTax: (source: OrderSource) => money(source.order.tax, source.order.currency),
    totalRefunded: (source: OrderSource) => money('0', source.order.currency),
    totalRefundedV2: (source: OrderSource) => money('0', source.order.currency),
    currentTotalDuties: () => null,
    originalTotalDuties: () => null,
    billingAddress: () => null,
    shippingAddress: (source: OrderSource) => {
      const address = source.order.shippingAddress;
      if (!address) return null;
      const row = {
        id: source.order.id,
        customerId: source.order.customerId ?? 0,
        firstName: address.firstName ?? null,
        lastName: address.lastName ?? null,
        company: address.company ?? null,
        address1: address.address1 ?? null,
        address2: address.address2 ?? null,
        city: address.city ?? null,
        province: address.province ?? null,
        zip: address.zip ?? null,
        country: address.country ?? null,
        countryCode: address.countryCode ?? null,
        phone: address.phone ?? null,
        createdAt: source.order.processedAt,
      } satisfies AddressRow;
      return { ...addressSource(row), id: gid('MailingAddress', source.order.id, 'model_name=Address') };
    },
    discountApplications: (_, args) => paginate([], args, () => ''),
    shippingDiscountAllocations: () => [],
    lineItems: async (source: OrderSource, args, context: Ctx) => {
      const rows = await linesOf(context.db, source.order.id);
      const wrap = (line: OrderLineRow) => ({ __typename: 'OrderLineItem', line, order: source.order });
      const page = paginate(rows, args, (row) => row.id);
      return {
        edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: wrap(edge.node) })),
        nodes: page.nodes.map(wrap),
        pageInfo: page.pageInfo,
      };
    },
    successfulFulfillments: async (source: OrderSource, args, context: Ctx) => {
      const rows = await fulfillmentsOf(context.db, source.order.id);
      return rows
        .slice(0, args.first ?? undefined)
        .map((row) => ({ __typename: 'Fulfillment', row, order: source.order }));
    },
    metafield: () => null,
    metafields: (_, args) => (args.identifiers as unknown[]).map(() => null),
  },

  OrderLineItem: {
    title: (source: { line: OrderLineRow }) => source.line.title,
    quantity: (source: { line: OrderLineRow }) => source.line.quantity,
    currentQuantity: (source: { line: OrderLineRow }) => source.line.quantity,
    customAttributes: (source: { line: OrderLineRow }) =>
      source.line.attributes.map((attribute) => ({ __typename: 'Attribute', ...attribute })),
    originalTotalPrice: (source: { line: OrderLineRow; order: OrderRow }) =>
      moneyV2(toCents(source.line.unitPrice) * source.line.quantity, source.order.currency),
    discountedTotalPrice: (source: { line: OrderLineRow; order: OrderRow }) =>
      moneyV2(toCents(source.line.unitPrice) * source.line.quantity, source.order.currency),
    discountAllocations: () => [],
    variant: (source: { line: OrderLineRow; order: OrderRow }, _, context: Ctx) => {
      const variant = source.line.variantId
        ? context.catalogue.variantsById.get(source.line.variantId)
        : undefined;
      return variant ? variantSource(variant, source.order.currency as Currency) : null;
    },
  },

  Fulfillment: {
    trackingCompany: (source: { row: FulfillmentRow }) => source.row.trackingCompany,
    trackingInfo: (source: { row: FulfillmentRow }, args) =>
      source.row.trackingNumber
        ? [
            {
              __typename: 'FulfillmentTrackingInfo',
              number: source.row.trackingNumber,
              url: source.row.trackingUrl,
            },
          ].slice(0, args.first ?? undefined)
        : [],
  },
};
