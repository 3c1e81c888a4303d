/** Our entities (spec §3): what the rest of the shop sees. No backend type leaks through them. */

export interface Money {
  amount: number;
  currency: string;
}

/**
 * Line attribute keys the shop writes on cart lines (spec §3), and `_purchase_limit`: the product's items per
 * household, which the cart clamps the line's quantity to (spec §9).
 */
export const LINE_ATTRIBUTE_KEYS = [
  '_url',
  '_title',
  '_strikethrough_price',
  '_id',
  '_trackingProduct',
  '_recycling_class',
  '_recycling_price',
  '_purchase_limit',
] as const;
export type LineAttributeKey = (typeof LINE_ATTRIBUTE_KEYS)[number];
/** Attributes by key; empty values are dropped. */
export type LineAttributes = Partial<Record<LineAttributeKey, string>> & Record<string, string>;

export interface CartLine {
  id: string;
  merchandiseId: string;
  productId: string | null;
  quantity: number;
  /** The variant title, or the product title when the variant title is the default. */
  title: string;
  productTitle: string;
  variantTitle: string;
  sku: string | null;
  /** Price of one unit. */
  price: Money;
  compareAtPrice: Money | null;
  imageUrl: string | null;
  availableForSale: boolean;
  selectedOptions: { name: string; value: string }[];
  attributes: LineAttributes;
}

export interface Cart {
  id: string;
  checkoutUrl: string;
  createdAt: string;
  updatedAt: string;
  /** Up to 50 lines. */
  lines: CartLine[];
  subtotal: Money;
  total: Money;
}

export interface CartLineInput {
  merchandiseId: string;
  quantity?: number;
  attributes?: LineAttributes;
}

export interface CartLineUpdate {
  id: string;
  quantity?: number;
  merchandiseId?: string;
  attributes?: LineAttributes;
}

export interface Address {
  id: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  zip: string | null;
  province: string | null;
  country: string | null;
  countryCode: string | null;
  phone: string | null;
}

export interface AddressInput {
  firstName?: string;
  lastName?: string;
  company?: string;
  address1?: string;
  address2?: string;
  city?: string;
  zip?: string;
  province?: string;
  country?: string;
  phone?: string;
}

export interface OrderLineItem {
  title: string;
  quantity: number;
  originalTotalPrice: Money;
  variant: {
    id: string;
    title: string;
    sku: string | null;
    /** The variant's options by name, in the shop's language ('Size: S', 'Colour: Blue'). */
    selectedOptions: { name: string; value: string }[];
    price: Money;
    compareAtPrice: Money | null;
    productId: string;
    imageUrl: string | null;
  } | null;
  customAttributes: Record<string, string>;
}

export interface Order {
  id: string;
  name: string;
  orderNumber: number;
  processedAt: string;
  cancelReason: string | null;
  fulfillmentStatus: string;
  financialStatus: string | null;
  totalShippingPrice: Money;
  subtotalPrice: Money | null;
  totalTax: Money | null;
  totalPrice: Money;
  successfulFulfillments: {
    trackingCompany: string | null;
    tracking: { number: string | null; url: string | null }[];
  }[];
  shippingAddress: {
    name: string | null;
    address1: string | null;
    city: string | null;
    zip: string | null;
  } | null;
  lineItems: OrderLineItem[];
}

export interface Customer {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  defaultAddressId: string | null;
  defaultAddress: Address | null;
  /** First 5. */
  addresses: Address[];
  /** Latest 50 by processed date, newest first. */
  orders: Order[];
}

/** A signed-in customer's default address as the browser knows it (single-sign-on stores: the account service's). */
export interface SessionUserAddress {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  zip: string | null;
  city: string | null;
  countryCode: string | null;
}

/**
 * The session's user (spec §3): the signed-in customer as the storefront's own server tells the browser, from the
 * httpOnly cookie it keeps; a name, an email and an address, never the token.
 */
export interface SessionUser {
  firstName: string;
  lastName: string;
  email: string;
  defaultAddress?: SessionUserAddress | null;
}

export interface CustomerAccessToken {
  accessToken: string;
  expiresAt: string;
}
