// The cart on the wire: cartCreate, cart, the line mutations and the cart's own fields, with Shopify's userErrors and
// warnings. The rules and the rows are the cart store's.

import { compareAtCents, priceCents } from '../../catalogue/present';
import { iso } from '../../floor/dates';
import { gid, parseGid } from '../../floor/gid';
import type { Currency } from '../../floor/markets';
import { moneyV2 } from '../../floor/money';
import {
  type Attribute,
  addLines,
  buyerIdentityUpdate,
  type CartOutcome,
  type CartRow,
  changeCart,
  clampToStock,
  createCart,
  findCart,
  type LineChange,
  type LineRow,
  loadLines,
  MAX_NOTE,
  unknownMerchandise,
  updateCart,
  validAttributes,
  variantFor,
} from '../../stores/carts';
import { customerById } from '../../stores/customers';
import { problem } from '../../stores/problems';
import { paginate } from '../connection';
import type { ShopContext } from '../context';
import type { ResolverMap } from '../schema';
import { variantSource } from './catalogue-sources';
import { customerSource } from './customer-source';

type Ctx = ShopContext;

export interface CartSource {
  __typename: 'Cart';
  cart: CartRow;
  lines: LineRow[];
}

export function cartGid(cart: CartRow): string {
  return gid('Cart', cart.token, `key=${cart.key}`);
}

function lineGid(lineId: string, cart: CartRow): string {
  return gid('CartLine', lineId, `cart=${cart.token}`);
}

export function checkoutUrl(origin: string, cart: CartRow): string {
  return `${origin}/checkouts/cn/${cart.token}?key=${cart.key}`;
}

/** A cart mutation's payload: the cart when it was written, userErrors, warnings naming their line. */
function payload(outcome: CartOutcome) {
  const { work } = outcome;
  return {
    cart: work ? ({ __typename: 'Cart', cart: work.cart, lines: work.lines } satisfies CartSource) : null,
    userErrors: outcome.errors.map((error) => ({ __typename: 'CartUserError', ...error })),
    warnings: outcome.warnings.map((warning) => ({
      __typename: 'CartWarning',
      code: warning.code,
      message: warning.message,
      target: work ? lineGid(warning.lineId, work.cart) : null,
    })),
  };
}

const lineNotFound = (field: (string | number)[]) =>
  problem('INVALID_MERCHANDISE_LINE', field, 'The merchandise line was not found in cart.');

// ---------------------------------------------------------------- cost

function lineCents(context: Ctx, line: LineRow, currency: Currency) {
  const variant = context.catalogue.variantsById.get(line.variantId);
  const unit = variant ? priceCents(variant, currency) : 0;
  const compareAt = variant ? compareAtCents(variant, currency) : null;
  return { unit, compareAt, total: unit * line.quantity };
}

function cartCost(context: Ctx, source: CartSource) {
  const currency = source.cart.currency as Currency;
  const subtotal = source.lines.reduce((sum, line) => sum + lineCents(context, line, currency).total, 0);
  return {
    __typename: 'CartCost',
    subtotalAmount: moneyV2(subtotal, currency),
    subtotalAmountEstimated: false,
    totalAmount: moneyV2(subtotal, currency),
    totalAmountEstimated: false,
    checkoutChargeAmount: moneyV2(subtotal, currency),
    totalTaxAmount: null,
    totalTaxAmountEstimated: false,
    totalDutyAmount: null,
    totalDutyAmountEstimated: false,
  };
}

interface LineSource {
  __typename: 'CartLine';
  line: LineRow;
  cart: CartRow;
}

const attributeOf = (attributes: Attribute[], key: string) => {
  const found = attributes.find((attribute) => attribute.key === key);
  return found ? { __typename: 'Attribute', key: found.key, value: found.value } : null;
};

// ---------------------------------------------------------------- resolvers

export const cartNodes = {
  Cart: async (_: unknown, context: Ctx, id: string) => {
    const cart = await findCart(context.db, id);
    return cart
      ? ({ __typename: 'Cart', cart, lines: await loadLines(context.db, cart.token) } satisfies CartSource)
      : null;
  },
};

export const cartResolvers: ResolverMap = {
  QueryRoot: {
    cart: async (_, args, context: Ctx) => cartNodes.Cart(null, context, args.id),
  },

  Mutation: {
    cartCreate: async (_, args, context: Ctx) =>
      payload(await createCart(context.db, context.catalogue, args.input ?? {}, context.inContext)),
    cartLinesAdd: async (_, args, context: Ctx) =>
      payload(
        await changeCart(context.db, args.cartId, (work) => {
          addLines(context.catalogue, work, args.lines, ['lines']);
          if (work.errors.length === 0) clampToStock(context.catalogue, work);
        }),
      ),
    cartLinesUpdate: async (_, args, context: Ctx) =>
      payload(
        await changeCart(context.db, args.cartId, (work) => {
          (args.lines as (LineChange & { id: string })[]).forEach((change, index) => {
            const parsed = parseGid(change.id);
            const line =
              parsed?.type === 'CartLine'
                ? work.lines.find((candidate) => candidate.id === parsed.id)
                : undefined;
            if (!line) {
              work.errors.push(lineNotFound(['lines', index, 'id']));
              return;
            }
            if (change.merchandiseId != null) {
              const variant = variantFor(context.catalogue, change.merchandiseId);
              if (!variant) {
                work.errors.push(unknownMerchandise(['lines', index, 'merchandiseId'], change.merchandiseId));
                return;
              }
              line.variantId = variant.id;
            }
            if (change.quantity != null) {
              if (change.quantity < 0) {
                work.errors.push(
                  problem('INVALID', ['lines', index, 'quantity'], 'The quantity must be 0 or greater.'),
                );
                return;
              }
              line.quantity = change.quantity;
            }
            if (change.attributes != null) {
              line.attributes = validAttributes(
                change.attributes,
                ['lines', index, 'attributes'],
                work.errors,
              );
            }
          });
          if (work.errors.length > 0) return;
          work.lines = work.lines.filter((line) => line.quantity > 0);
          clampToStock(context.catalogue, work);
        }),
      ),
    cartLinesRemove: async (_, args, context: Ctx) =>
      payload(
        await changeCart(context.db, args.cartId, (work) => {
          (args.lineIds as string[]).forEach((lineId, index) => {
            const parsed = parseGid(lineId);
            const found = parsed?.type === 'CartLine' && work.lines.some((line) => line.id === parsed.id);
            if (!found) work.errors.push(lineNotFound(['lineIds', index]));
          });
          const remove = new Set((args.lineIds as string[]).map((lineId) => parseGid(lineId)?.id));
          work.lines = work.lines.filter((line) => !remove.has(line.id));
        }),
      ),
    cartBuyerIdentityUpdate: async (_, args, context: Ctx) =>
      payload(
        await changeCart(context.db, args.cartId, async (work, tx) => {
          const update = await buyerIdentityUpdate(
            tx,
            args.buyerIdentity ?? {},
            ['buyerIdentity'],
            work.errors,
          );
          if (work.errors.length === 0) await updateCart(tx, work, update);
        }),
      ),
    cartAttributesUpdate: async (_, args, context: Ctx) =>
      payload(
        await changeCart(context.db, args.cartId, async (work, tx) => {
          const attributes = validAttributes(args.attributes, ['attributes'], work.errors);
          if (work.errors.length > 0) return;
          // Shopify merges by key: a new value replaces the old one, other keys stay.
          const merged = [
            ...work.cart.attributes.filter(
              (old) => !attributes.some((attribute) => attribute.key === old.key),
            ),
            ...attributes,
          ];
          await updateCart(tx, work, { attributes: merged });
        }),
      ),
    cartNoteUpdate: async (_, args, context: Ctx) =>
      payload(
        await changeCart(context.db, args.cartId, async (work, tx) => {
          const note: string = args.note ?? '';
          if (note.length > MAX_NOTE) {
            work.errors.push(problem('NOTE_TOO_LONG', ['note'], 'Note is too long'));
            return;
          }
          await updateCart(tx, work, { note });
        }),
      ),
    cartDiscountCodesUpdate: async (_, args, context: Ctx) =>
      payload(
        await changeCart(context.db, args.cartId, async (work, tx) => {
          const codes = [
            ...new Set(((args.discountCodes ?? []) as string[]).map((code) => code.trim()).filter(Boolean)),
          ];
          await updateCart(tx, work, { discountCodes: codes });
        }),
      ),
  },

  Cart: {
    id: (source: CartSource) => cartGid(source.cart),
    checkoutUrl: (source: CartSource, _, context: Ctx) => checkoutUrl(context.origin, source.cart),
    createdAt: (source: CartSource) => iso(source.cart.createdAt),
    updatedAt: (source: CartSource) => iso(source.cart.updatedAt),
    note: (source: CartSource) => source.cart.note,
    attributes: (source: CartSource) =>
      source.cart.attributes.map((attribute) => ({ __typename: 'Attribute', ...attribute })),
    attribute: (source: CartSource, args) => attributeOf(source.cart.attributes, args.key),
    totalQuantity: (source: CartSource) => source.lines.reduce((sum, line) => sum + line.quantity, 0),
    cost: (source: CartSource, _, context: Ctx) => cartCost(context, source),
    estimatedCost: (source: CartSource, _, context: Ctx) => ({
      ...cartCost(context, source),
      __typename: 'CartEstimatedCost',
    }),
    discountCodes: (source: CartSource) =>
      source.cart.discountCodes.map((code) => ({ __typename: 'CartDiscountCode', code, applicable: false })),
    discountAllocations: () => [],
    appliedGiftCards: () => [],
    deliveryGroups: (_, args) => paginate([], args, () => ''),
    buyerIdentity: (source: CartSource) => ({
      __typename: 'CartBuyerIdentity',
      countryCode: source.cart.countryCode,
      email: source.cart.email,
      phone: source.cart.phone,
      customerId: source.cart.customerId,
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    }),
    lines: (source: CartSource, args) => {
      const page = paginate(source.lines, args, (line) => line.id);
      const wrap = (line: LineRow): LineSource => ({ __typename: 'CartLine', line, cart: source.cart });
      return {
        edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: wrap(edge.node) })),
        nodes: page.nodes.map(wrap),
        pageInfo: page.pageInfo,
      };
    },
    metafield: () => null,
    metafields: (_, args) => (args.identifiers as unknown[]).map(() => null),
  },

  CartBuyerIdentity: {
    customer: async (source: { customerId: number | null }, _, context: Ctx) => {
      if (!source.customerId) return null;
      const row = await customerById(context.db, source.customerId);
      return row ? customerSource(row) : null;
    },
  },

  CartLine: {
    id: (source: LineSource) => lineGid(source.line.id, source.cart),
    quantity: (source: LineSource) => source.line.quantity,
    attributes: (source: LineSource) =>
      source.line.attributes.map((attribute) => ({ __typename: 'Attribute', ...attribute })),
    attribute: (source: LineSource, args) => attributeOf(source.line.attributes, args.key),
    merchandise: (source: LineSource, _, context: Ctx) => {
      const variant = context.catalogue.variantsById.get(source.line.variantId);
      return variant ? variantSource(variant, source.cart.currency as Currency) : null;
    },
    cost: (source: LineSource, _, context: Ctx) => {
      const currency = source.cart.currency as Currency;
      const { unit, compareAt, total } = lineCents(context, source.line, currency);
      return {
        __typename: 'CartLineCost',
        amountPerQuantity: moneyV2(unit, currency),
        compareAtAmountPerQuantity: compareAt == null ? null : moneyV2(compareAt, currency),
        subtotalAmount: moneyV2(total, currency),
        totalAmount: moneyV2(total, currency),
      };
    },
    estimatedCost: (source: LineSource, _, context: Ctx) => {
      const currency = source.cart.currency as Currency;
      const { unit, compareAt, total } = lineCents(context, source.line, currency);
      return {
        __typename: 'CartLineEstimatedCost',
        amount: moneyV2(unit, currency),
        compareAtAmount: compareAt == null ? null : moneyV2(compareAt, currency),
        subtotalAmount: moneyV2(total, currency),
        totalAmount: moneyV2(total, currency),
      };
    },
    discountAllocations: () => [],
    sellingPlanAllocation: () => null,
  },
};
