import type {
  AddressFieldsFragment,
  CartFieldsFragment,
  CustomerFieldsFragment,
} from './generated/graphql.js';
import type { Address, Cart, CartLine, Customer, LineAttributes, Money, Order } from './types.js';

/** Shopify names the only variant of a product without options so. */
export const DEFAULT_VARIANT_TITLE = 'Default Title';

interface RawMoney {
  amount: string;
  currencyCode: string;
}

/** A Decimal string as a number; a missing or non-numeric amount is 0 in the cart's currency. */
export function toMoney(money: RawMoney | null | undefined, fallbackCurrency = ''): Money {
  const amount = Number(money?.amount);
  return { amount: Number.isFinite(amount) ? amount : 0, currency: money?.currencyCode ?? fallbackCurrency };
}

function toOptionalMoney(money: RawMoney | null | undefined): Money | null {
  return money && Number.isFinite(Number(money.amount)) ? toMoney(money) : null;
}

/** Key/value pairs as a record; empty values are dropped. */
export function toAttributes(
  pairs: readonly { key: string; value?: string | null }[] | null | undefined,
): LineAttributes {
  const attributes: Record<string, string> = {};
  for (const { key, value } of pairs ?? []) if (key && value) attributes[key] = value;
  return attributes;
}

export function fromAttributes(attributes: LineAttributes | undefined): { key: string; value: string }[] {
  return Object.entries(attributes ?? {})
    .filter(([key, value]) => key && value)
    .map(([key, value]) => ({ key, value }));
}

type RawLine = CartFieldsFragment['lines']['nodes'][number];

function toCartLine(line: RawLine, currency: string): CartLine {
  const variant = 'id' in line.merchandise ? line.merchandise : null;
  const variantTitle = variant?.title ?? '';
  const productTitle = variant?.product.title ?? '';
  const price = line.cost.amountPerQuantity ?? variant?.price;
  return {
    id: line.id,
    merchandiseId: variant?.id ?? '',
    productId: variant?.product.id ?? null,
    quantity: line.quantity,
    title: !variantTitle || variantTitle === DEFAULT_VARIANT_TITLE ? productTitle : variantTitle,
    productTitle,
    variantTitle,
    sku: variant?.sku || null,
    price: toMoney(price, currency),
    compareAtPrice: toOptionalMoney(line.cost.compareAtAmountPerQuantity ?? variant?.compareAtPrice),
    imageUrl: variant?.image?.url ?? variant?.product.featuredImage?.url ?? null,
    availableForSale: variant?.availableForSale ?? false,
    selectedOptions: variant?.selectedOptions.map(({ name, value }) => ({ name, value })) ?? [],
    attributes: toAttributes(line.attributes),
  };
}

export function toCart(cart: CartFieldsFragment): Cart {
  const currency = cart.cost.totalAmount.currencyCode;
  return {
    id: cart.id,
    checkoutUrl: cart.checkoutUrl,
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    lines: cart.lines.nodes.map((line) => toCartLine(line, currency)),
    subtotal: toMoney(cart.cost.subtotalAmount, currency),
    total: toMoney(cart.cost.totalAmount, currency),
  };
}

export function toAddress(address: AddressFieldsFragment): Address {
  return {
    id: address.id,
    firstName: address.firstName ?? null,
    lastName: address.lastName ?? null,
    company: address.company ?? null,
    address1: address.address1 ?? null,
    address2: address.address2 ?? null,
    city: address.city ?? null,
    zip: address.zip ?? null,
    province: address.province ?? null,
    country: address.country ?? null,
    countryCode: address.countryCodeV2 ?? null,
    phone: address.phone ?? null,
  };
}

type RawOrder = CustomerFieldsFragment['orders']['nodes'][number];

function toOrder(order: RawOrder): Order {
  return {
    id: order.id,
    name: order.name,
    orderNumber: order.orderNumber,
    processedAt: order.processedAt,
    cancelReason: order.cancelReason ?? null,
    fulfillmentStatus: order.fulfillmentStatus,
    financialStatus: order.financialStatus ?? null,
    totalShippingPrice: toMoney(order.totalShippingPrice, order.currencyCode),
    subtotalPrice: toOptionalMoney(order.subtotalPrice),
    totalTax: toOptionalMoney(order.totalTax),
    totalPrice: toMoney(order.totalPrice, order.currencyCode),
    successfulFulfillments: (order.successfulFulfillments ?? []).map((fulfillment) => ({
      trackingCompany: fulfillment.trackingCompany ?? null,
      tracking: fulfillment.trackingInfo.map((info) => ({
        number: info.number ?? null,
        url: info.url ?? null,
      })),
    })),
    shippingAddress: order.shippingAddress
      ? {
          name: order.shippingAddress.name ?? null,
          address1: order.shippingAddress.address1 ?? null,
          city: order.shippingAddress.city ?? null,
          zip: order.shippingAddress.zip ?? null,
        }
      : null,
    lineItems: order.lineItems.nodes.map((item) => ({
      title: item.title,
      quantity: item.quantity,
      originalTotalPrice: toMoney(item.originalTotalPrice, order.currencyCode),
      customAttributes: toAttributes(item.customAttributes),
      variant: item.variant
        ? {
            id: item.variant.id,
            title: item.variant.title,
            sku: item.variant.sku ?? null,
            selectedOptions: item.variant.selectedOptions.map(({ name, value }) => ({ name, value })),
            price: toMoney(item.variant.price, order.currencyCode),
            compareAtPrice: toOptionalMoney(item.variant.compareAtPrice),
            productId: item.variant.product.id,
            imageUrl: item.variant.image?.url ?? null,
          }
        : null,
    })),
  };
}

export function toCustomer(customer: CustomerFieldsFragment): Customer {
  return {
    id: customer.id,
    firstName: customer.firstName ?? null,
    lastName: customer.lastName ?? null,
    email: customer.email ?? null,
    phone: customer.phone ?? null,
    defaultAddressId: customer.defaultAddress?.id ?? null,
    defaultAddress: customer.defaultAddress ? toAddress(customer.defaultAddress) : null,
    addresses: customer.addresses.nodes.map(toAddress),
    orders: customer.orders.nodes.map(toOrder),
  };
}
