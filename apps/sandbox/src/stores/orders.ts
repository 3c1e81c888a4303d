// Orders: paying a cart at checkout creates one (stock goes down, the cart is completed, a confirmation is mailed);
// the fulfil hook marks one shipped.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { compareAtCents, priceCents, productText, variantTitle } from '../catalogue/present';
import type { Catalogue } from '../catalogue/read-model';
import type { Db, Executor } from '../db/database';
import { carts, customers, fulfillments, orderLines, orders, variants } from '../db/schema';
import { gid, parseGid } from '../floor/gid';
import { nextId } from '../floor/ids';
import type { Currency } from '../floor/markets';
import { decimal } from '../floor/money';
import { newToken } from '../floor/secrets';
import { loadLines } from './carts';
import { sendMail } from './outbox';

export type OrderRow = typeof orders.$inferSelect;

/** What an order changes: the tables and the catalogue model's stock. */
export interface StoreState {
  db: Db;
  catalogue: Catalogue;
}

const VAT_PERCENT: Record<string, number> = {
  DE: 19,
  AT: 20,
  FR: 20,
  IT: 22,
  NL: 21,
  PL: 23,
  GB: 20,
  ES: 21,
  ID: 11,
};

/** Free shipping from the threshold up; otherwise a flat rate, per currency. */
const SHIPPING: Record<Currency, { freeFrom: number; rate: number }> = {
  EUR: { freeFrom: 4900, rate: 495 },
  PLN: { freeFrom: 19900, rate: 1999 },
  GBP: { freeFrom: 4500, rate: 395 },
};

export function shippingCents(currency: Currency, subtotal: number): number {
  const rule = SHIPPING[currency];
  return subtotal >= rule.freeFrom || subtotal === 0 ? 0 : rule.rate;
}

export interface ShippingAddress {
  firstName: string;
  lastName: string;
  company?: string | null;
  address1: string;
  address2?: string | null;
  zip: string;
  city: string;
  countryCode: string;
  country: string;
  phone?: string | null;
}

export type PlaceOrderResult =
  | { ok: true; orderId: number; statusToken: string; name: string }
  | { ok: false; reason: 'cart-missing' | 'cart-empty' | 'out-of-stock'; detail?: string };

export async function placeOrder(
  state: StoreState,
  cartToken: string,
  cartKey: string,
  email: string,
  address: ShippingAddress,
): Promise<PlaceOrderResult> {
  const changedStock: { id: number; stock: number }[] = [];
  const result = await state.db.transaction(async (tx): Promise<PlaceOrderResult> => {
    const [cart] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.token, cartToken), isNull(carts.completedAt)))
      .for('update');
    if (!cart || cart.key !== cartKey) return { ok: false, reason: 'cart-missing' };
    const lines = await loadLines(tx, cart.token);
    if (lines.length === 0) return { ok: false, reason: 'cart-empty' };
    const variantIds = [...new Set(lines.map((line) => line.variantId))];
    const stockRows = await tx
      .select({ id: variants.id, stock: variants.stock })
      .from(variants)
      .where(inArray(variants.id, variantIds))
      .for('update');
    const stock = new Map(stockRows.map((row) => [row.id, row.stock]));
    for (const line of lines) {
      const left = (stock.get(line.variantId) ?? 0) - line.quantity;
      if (left < 0) {
        const variant = state.catalogue.variantsById.get(line.variantId);
        const title = variant ? productText(variant.product, 'en').title : String(line.variantId);
        return { ok: false, reason: 'out-of-stock', detail: title };
      }
      stock.set(line.variantId, left);
    }
    const currency = cart.currency as Currency;
    const language = cart.languageCode.toLowerCase() as 'de';
    let subtotal = 0;
    const orderLineRows = lines.map((line, index) => {
      const variant = state.catalogue.variantsById.get(line.variantId);
      const unit = variant ? priceCents(variant, currency) : 0;
      const compareAt = variant ? compareAtCents(variant, currency) : null;
      subtotal += unit * line.quantity;
      return {
        position: index + 1,
        variantId: line.variantId,
        productId: variant?.product.id ?? null,
        title: variant ? productText(variant.product, language).title : 'Deleted product',
        variantTitle: variant ? variantTitle(state.catalogue, variant, language) : null,
        sku: variant?.sku ?? null,
        quantity: line.quantity,
        unitPrice: decimal(unit),
        compareAtPrice: compareAt == null ? null : decimal(compareAt),
        imageId: variant?.image?.id ?? variant?.product.images[0]?.id ?? null,
        attributes: line.attributes,
      };
    });
    const shipping = shippingCents(currency, subtotal);
    const total = subtotal + shipping;
    const vat = VAT_PERCENT[address.countryCode] ?? VAT_PERCENT[cart.countryCode] ?? 19;
    const tax = Math.round(total - total / (1 + vat / 100));
    let customerId = cart.customerId;
    if (!customerId) {
      // Shopify files a guest order under the customer with the same email.
      const [match] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
      customerId = match?.id ?? null;
    }
    const orderNumber = await nextId(tx, 'orderNumber');
    const orderId = await nextId(tx, 'order');
    const statusToken = newToken();
    const name = `#${orderNumber}`;
    await tx.insert(orders).values({
      id: orderId,
      orderNumber,
      name,
      customerId,
      email,
      phone: address.phone ?? null,
      currency,
      countryCode: address.countryCode,
      languageCode: cart.languageCode,
      subtotal: decimal(subtotal),
      shipping: decimal(shipping),
      tax: decimal(tax),
      total: decimal(total),
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      shippingAddress: { ...address },
      attributes: cart.attributes,
      note: cart.note || null,
      cartToken: cart.token,
      statusToken,
      processedAt: new Date(),
    });
    await tx.insert(orderLines).values(orderLineRows.map((row) => ({ ...row, orderId })));
    for (const [id, left] of stock) {
      await tx.update(variants).set({ stock: left }).where(eq(variants.id, id));
      changedStock.push({ id, stock: left });
    }
    await tx.update(carts).set({ completedAt: new Date(), email }).where(eq(carts.token, cart.token));
    const summary = orderLineRows
      .map((row) => `${row.quantity} × ${row.title} – ${row.unitPrice} ${currency}`)
      .join('\n');
    await sendMail(tx, {
      to: email,
      kind: 'order_confirmation',
      subject: `Order ${name} confirmed`,
      text: `Thank you for your purchase!\n\n${summary}\n\nShipping: ${decimal(shipping)} ${currency}\nTotal: ${decimal(total)} ${currency}`,
      data: { orderId: gid('Order', orderId), orderName: name, orderNumber, total: decimal(total), currency },
    });
    return { ok: true, orderId, statusToken, name };
  });
  if (result.ok) for (const change of changedStock) state.catalogue.setStock(change.id, change.stock);
  return result;
}

/** Finds an order by numeric id, GID, order number or name (#1001). */
export async function findOrder(db: Db, reference: string) {
  const parsed = parseGid(reference);
  const text = parsed?.type === 'Order' ? parsed.id : reference.replace(/^#/, '');
  if (!/^\d{1,15}$/.test(text)) return null;
  const value = Number(text);
  const [byId] = await db.select().from(orders).where(eq(orders.id, value));
  if (byId) return byId;
  const [byNumber] = await db.select().from(orders).where(eq(orders.orderNumber, value));
  return byNumber ?? null;
}

export const CANCEL_REASONS = ['CUSTOMER', 'DECLINED', 'FRAUD', 'INVENTORY', 'OTHER', 'STAFF'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Cancels an order as the shop admin would: refunded, items restocked. */
export async function cancelOrder(state: StoreState, orderId: number, reason: CancelReason) {
  const restocked: { id: number; stock: number }[] = [];
  const order = await state.db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!current || current.canceledAt) return current ?? null;
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    for (const line of lines) {
      if (!line.variantId) continue;
      const [row] = await tx
        .update(variants)
        .set({ stock: sql`${variants.stock} + ${line.quantity}` })
        .where(eq(variants.id, line.variantId))
        .returning({ id: variants.id, stock: variants.stock });
      if (row) restocked.push(row);
    }
    const [updated] = await tx
      .update(orders)
      .set({ cancelReason: reason, canceledAt: new Date(), financialStatus: 'REFUNDED' })
      .where(eq(orders.id, orderId))
      .returning();
    return updated ?? null;
  });
  for (const change of restocked) state.catalogue.setStock(change.id, change.stock);
  return order;
}

export interface FulfillInput {
  trackingCompany?: string;
  trackingNumber?: string;
  trackingUrl?: string;
}

export async function fulfillOrder(db: Db, orderId: number, input: FulfillInput) {
  const trackingCompany = input.trackingCompany ?? 'DHL';
  const trackingNumber = input.trackingNumber ?? `00340434${String(orderId).slice(-10).padStart(10, '0')}`;
  const trackingUrl =
    input.trackingUrl ??
    `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${trackingNumber}`;
  return db.transaction(async (tx) => {
    await tx.insert(fulfillments).values({ orderId, trackingCompany, trackingNumber, trackingUrl });
    const [order] = await tx
      .update(orders)
      .set({ fulfillmentStatus: 'FULFILLED' })
      .where(eq(orders.id, orderId))
      .returning();
    return { order, trackingCompany, trackingNumber, trackingUrl };
  });
}

/** A customer's orders in the order Shopify's sort keys give, filtered by name or number (`name:#1001`, `1001`). */
export async function ordersOf(
  db: Executor,
  customerId: number,
  sortKey: string | null | undefined,
  query: string | null | undefined,
): Promise<OrderRow[]> {
  const base = db.select().from(orders).where(eq(orders.customerId, customerId));
  let rows: OrderRow[];
  if (sortKey === 'TOTAL_PRICE') rows = await base.orderBy(asc(orders.total), asc(orders.id));
  else if (sortKey === 'PROCESSED_AT') rows = await base.orderBy(asc(orders.processedAt), asc(orders.id));
  else rows = await base.orderBy(asc(orders.id));
  if (query) {
    const wanted = String(query)
      .replace(/^name:/, '')
      .replace(/^#/, '');
    rows = rows.filter((row) => row.name.includes(wanted) || String(row.orderNumber) === wanted);
  }
  return rows;
}

export async function linesOf(db: Executor, orderId: number) {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}

export async function fulfillmentsOf(db: Executor, orderId: number) {
  return db
    .select()
    .from(fulfillments)
    .where(eq(fulfillments.orderId, orderId))
    .orderBy(asc(fulfillments.id));
}

/** A customer's latest orders, newest first. */
export async function latestOrdersOf(db: Executor, customerId: number, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.processedAt))
    .limit(limit);
}

/** The order an order status URL names. */
export async function orderByStatusToken(db: Executor, statusToken: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.statusToken, statusToken));
  return order ?? null;
}
