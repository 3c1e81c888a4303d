// The cart: cartCreate, cart, the line mutations and the cart's own fields, with Shopify's userErrors and warnings.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { type Currency, marketOf } from '../../catalogue/markets';
import type { CatalogueVariant } from '../../catalogue/read-model';
import type { Db } from '../../db/database';
import { cartLines, carts, customerAccessTokens, customers } from '../../db/schema';
import { paginate } from '../connection';
import type { ShopContext } from '../context';
import { gid, numericId, parseGid } from '../gid';
import { moneyV2 } from '../money';
import { compareAtCents, priceCents } from '../present';
import type { ResolverMap } from '../schema';
import { hashToken } from '../secrets';
import { iso, variantSource } from './catalogue';

type Ctx = ShopContext;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CartRow = typeof carts.$inferSelect;
type LineRow = typeof cartLines.$inferSelect;
type Attribute = { key: string; value: string };

export interface CartSource {
  __typename: 'Cart';
  cart: CartRow;
  lines: LineRow[];
}

interface UserError {
  __typename: 'CartUserError';
  code: string;
  field: string[] | null;
  message: string;
}

interface Warning {
  __typename: 'CartWarning';
  code: 'MERCHANDISE_NOT_ENOUGH_STOCK' | 'MERCHANDISE_OUT_OF_STOCK';
  message: string;
  target: string;
}

const MAX_LINES = 500;
const MAX_NOTE = 5000;

function userError(code: string, field: (string | number)[] | null, message: string): UserError {
  return { __typename: 'CartUserError', code, field: field ? field.map(String) : null, message };
}

const missingCart = () => userError('INVALID', ['cartId'], 'The specified cart does not exist.');

export function cartGid(cart: CartRow): string {
  return gid('Cart', cart.token, `key=${cart.key}`);
}

function lineGid(line: LineRow, cart: CartRow): string {
  return gid('CartLine', line.id, `cart=${cart.token}`);
}

export function checkoutUrl(origin: string, cart: CartRow): string {
  return `${origin}/checkouts/cn/${cart.token}?key=${cart.key}`;
}

function newCartToken(): string {
  const stamp = Date.now().toString(36).toUpperCase();
  return Buffer.from(`sandbox-eu:${stamp}${randomBytes(12).toString('hex').toUpperCase()}`).toString(
    'base64url',
  );
}

function sameAttributes(a: readonly Attribute[], b: readonly Attribute[]): boolean {
  const normal = (list: readonly Attribute[]) =>
    JSON.stringify([...list].sort((x, y) => x.key.localeCompare(y.key) || x.value.localeCompare(y.value)));
  return normal(a) === normal(b);
}

/** Finds a live cart by its GID (token and key must both match). */
export async function findCart(db: Db | Tx, id: unknown, forUpdate = false): Promise<CartRow | null> {
  const parsed = parseGid(id);
  if (parsed?.type !== 'Cart') return null;
  const key = parsed.params.get('key');
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.token, parsed.id), isNull(carts.completedAt)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row || key !== row.key) return null;
  return row;
}

export async function loadLines(db: Db | Tx, token: string): Promise<LineRow[]> {
  return db.select().from(cartLines).where(eq(cartLines.cartToken, token)).orderBy(asc(cartLines.position));
}

export async function customerIdForToken(db: Db | Tx, accessToken: string): Promise<number | null> {
  const [row] = await db
    .select({ customerId: customerAccessTokens.customerId })
    .from(customerAccessTokens)
    .where(
      and(
        eq(customerAccessTokens.tokenHash, hashToken(accessToken)),
        gt(customerAccessTokens.expiresAt, new Date()),
      ),
    );
  return row?.customerId ?? null;
}

// ---------------------------------------------------------------- line operations

interface LineChange {
  merchandiseId?: string | null;
  quantity?: number | null;
  attributes?: Attribute[] | null;
}

interface Work {
  cart: CartRow;
  lines: LineRow[];
  errors: UserError[];
  warnings: Warning[];
}

function validAttributes(
  attributes: Attribute[] | null | undefined,
  field: (string | number)[],
  errors: UserError[],
): Attribute[] {
  const list = attributes ?? [];
  list.forEach((attribute, index) => {
    if (!attribute.key.trim())
      errors.push(userError('INVALID', [...field, index, 'key'], 'Attribute key cannot be blank.'));
  });
  return list.map((attribute) => ({ key: attribute.key, value: attribute.value }));
}

function variantFor(context: Ctx, merchandiseId: unknown): CatalogueVariant | undefined {
  const id = numericId(merchandiseId, 'ProductVariant');
  return id ? context.catalogue.variantsById.get(id) : undefined;
}

/** Keeps quantities within stock as Shopify (2024-10+) does: the change succeeds and a warning says what changed. */
function clampToStock(context: Ctx, work: Work): void {
  const byVariant = new Map<number, LineRow[]>();
  for (const line of work.lines)
    byVariant.set(line.variantId, [...(byVariant.get(line.variantId) ?? []), line]);
  for (const [variantId, lines] of byVariant) {
    const stock = Math.max(0, context.catalogue.variantsById.get(variantId)?.stock ?? 0);
    let left = stock;
    for (const line of lines) {
      if (line.quantity <= left) {
        left -= line.quantity;
        continue;
      }
      if (left === 0) {
        work.warnings.push({
          __typename: 'CartWarning',
          code: 'MERCHANDISE_OUT_OF_STOCK',
          message: 'The merchandise is out of stock.',
          target: lineGid(line, work.cart),
        });
        line.quantity = 0;
      } else {
        work.warnings.push({
          __typename: 'CartWarning',
          code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
          message: `Only ${left} items were added to your cart due to availability.`,
          target: lineGid(line, work.cart),
        });
        line.quantity = left;
        left = 0;
      }
    }
  }
  work.lines = work.lines.filter((line) => line.quantity > 0);
}

function addLines(context: Ctx, work: Work, changes: LineChange[], field: (string | number)[]): void {
  changes.forEach((change, index) => {
    const variant = variantFor(context, change.merchandiseId);
    const quantity = change.quantity ?? 1;
    if (!variant) {
      work.errors.push(
        userError(
          'INVALID',
          [...field, index, 'merchandiseId'],
          `The merchandise with id ${String(change.merchandiseId)} does not exist.`,
        ),
      );
      return;
    }
    if (quantity <= 0) {
      work.errors.push(
        userError('INVALID', [...field, index, 'quantity'], 'The quantity must be greater than 0.'),
      );
      return;
    }
    const attributes = validAttributes(change.attributes, [...field, index, 'attributes'], work.errors);
    const same = work.lines.find(
      (line) => line.variantId === variant.id && sameAttributes(line.attributes, attributes),
    );
    if (same) {
      same.quantity += quantity;
      return;
    }
    work.lines.push({
      id: randomBytes(16).toString('hex'),
      cartToken: work.cart.token,
      position: Math.max(0, ...work.lines.map((line) => line.position)) + 1,
      variantId: variant.id,
      quantity,
      attributes,
    });
  });
  if (work.lines.length > MAX_LINES) {
    work.errors.push(userError('INVALID', field, `A cart can't have more than ${MAX_LINES} lines.`));
  }
}

async function saveLines(tx: Tx, work: Work): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.cartToken, work.cart.token));
  if (work.lines.length > 0) await tx.insert(cartLines).values(work.lines);
  const [updated] = await tx
    .update(carts)
    .set({ updatedAt: new Date() })
    .where(eq(carts.token, work.cart.token))
    .returning();
  if (updated) work.cart = updated;
}

function payload(work: Work | null, errors: UserError[], warnings: Warning[] = []) {
  return {
    cart:
      work && errors.length === 0
        ? ({ __typename: 'Cart', cart: work.cart, lines: work.lines } satisfies CartSource)
        : null,
    userErrors: errors,
    warnings,
  };
}

/** Runs a mutation on an existing cart inside one transaction; nothing is written when userErrors occur. */
async function mutateCart(
  context: Ctx,
  cartId: unknown,
  change: (work: Work, tx: Tx) => Promise<void> | void,
): Promise<ReturnType<typeof payload>> {
  return context.db.transaction(async (tx) => {
    const cart = await findCart(tx, cartId, true);
    if (!cart) return payload(null, [missingCart()]);
    const work: Work = { cart, lines: await loadLines(tx, cart.token), errors: [], warnings: [] };
    await change(work, tx);
    if (work.errors.length > 0) return payload(null, work.errors);
    await saveLines(tx, work);
    return payload(work, [], work.warnings);
  });
}

// ---------------------------------------------------------------- buyer identity

interface BuyerIdentityInput {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  customerAccessToken?: string | null;
}

async function applyBuyerIdentity(
  tx: Tx,
  input: BuyerIdentityInput,
  field: string[],
  errors: UserError[],
): Promise<Partial<CartRow>> {
  const update: Partial<CartRow> = {};
  if (input.email !== undefined) {
    if (input.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) {
      errors.push(userError('INVALID', [...field, 'email'], 'Email is invalid'));
    } else update.email = input.email ?? null;
  }
  if (input.phone !== undefined) update.phone = input.phone ?? null;
  if (input.countryCode) {
    update.countryCode = input.countryCode;
    update.currency = marketOf(input.countryCode).currency;
  }
  if (input.customerAccessToken !== undefined) {
    if (input.customerAccessToken === null) update.customerId = null;
    else {
      const customerId = await customerIdForToken(tx, input.customerAccessToken);
      if (!customerId) {
        errors.push(userError('INVALID', [...field, 'customerAccessToken'], 'Customer is invalid'));
      } else {
        update.customerId = customerId;
        const [customer] = await tx
          .select({ email: customers.email })
          .from(customers)
          .where(eq(customers.id, customerId));
        if (customer && input.email === undefined) update.email = customer.email;
      }
    }
  }
  return update;
}

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
    cartCreate: async (_, args, context: Ctx) => {
      const input = args.input ?? {};
      return context.db.transaction(async (tx) => {
        const errors: UserError[] = [];
        const identity = await applyBuyerIdentity(
          tx,
          input.buyerIdentity ?? {},
          ['input', 'buyerIdentity'],
          errors,
        );
        const country = identity.countryCode ?? context.inContext.country;
        const cart: CartRow = {
          token: newCartToken(),
          key: randomBytes(16).toString('hex'),
          countryCode: country,
          languageCode: context.inContext.language.toUpperCase(),
          currency: marketOf(country).currency,
          email: identity.email ?? null,
          phone: identity.phone ?? null,
          customerId: identity.customerId ?? null,
          note: input.note ?? '',
          attributes: validAttributes(input.attributes, ['input', 'attributes'], errors),
          discountCodes: (input.discountCodes ?? []).filter((code: string) => code.trim() !== ''),
          completedAt: null,
          createdAt: new Date(),
          updatedAt: new Date(),
        };
        if (cart.note.length > MAX_NOTE)
          errors.push(userError('NOTE_TOO_LONG', ['input', 'note'], 'Note is too long'));
        const work: Work = { cart, lines: [], errors, warnings: [] };
        addLines(context, work, input.lines ?? [], ['input', 'lines']);
        if (work.errors.length > 0) return payload(null, work.errors);
        clampToStock(context, work);
        await tx.insert(carts).values(cart);
        await saveLines(tx, work);
        return payload(work, [], work.warnings);
      });
    },
    cartLinesAdd: (_, args, context: Ctx) =>
      mutateCart(context, args.cartId, (work) => {
        addLines(context, work, args.lines, ['lines']);
        if (work.errors.length === 0) clampToStock(context, work);
      }),
    cartLinesUpdate: (_, args, context: Ctx) =>
      mutateCart(context, args.cartId, (work) => {
        (args.lines as (LineChange & { id: string })[]).forEach((change, index) => {
          const parsed = parseGid(change.id);
          const line =
            parsed?.type === 'CartLine'
              ? work.lines.find((candidate) => candidate.id === parsed.id)
              : undefined;
          if (!line) {
            work.errors.push(
              userError(
                'INVALID_MERCHANDISE_LINE',
                ['lines', index, 'id'],
                'The merchandise line was not found in cart.',
              ),
            );
            return;
          }
          if (change.merchandiseId != null) {
            const variant = variantFor(context, change.merchandiseId);
            if (!variant) {
              work.errors.push(
                userError(
                  'INVALID',
                  ['lines', index, 'merchandiseId'],
                  `The merchandise with id ${String(change.merchandiseId)} does not exist.`,
                ),
              );
              return;
            }
            line.variantId = variant.id;
          }
          if (change.quantity != null) {
            if (change.quantity < 0) {
              work.errors.push(
                userError('INVALID', ['lines', index, 'quantity'], 'The quantity must be 0 or greater.'),
              );
              return;
            }
            line.quantity = change.quantity;
          }
          if (change.attributes != null) {
            line.attributes = validAttributes(change.attributes, ['lines', index, 'attributes'], work.errors);
          }
        });
        if (work.errors.length > 0) return;
        work.lines = work.lines.filter((line) => line.quantity > 0);
        clampToStock(context, work);
      }),
    cartLinesRemove: (_, args, context: Ctx) =>
      mutateCart(context, args.cartId, (work) => {
        (args.lineIds as string[]).forEach((lineId, index) => {
          const parsed = parseGid(lineId);
          const found = parsed?.type === 'CartLine' && work.lines.some((line) => line.id === parsed.id);
          if (!found) {
            work.errors.push(
              userError(
                'INVALID_MERCHANDISE_LINE',
                ['lineIds', index],
                'The merchandise line was not found in cart.',
              ),
            );
          }
        });
        const remove = new Set((args.lineIds as string[]).map((lineId) => parseGid(lineId)?.id));
        work.lines = work.lines.filter((line) => !remove.has(line.id));
      }),
    cartBuyerIdentityUpdate: (_, args, context: Ctx) =>
      mutateCart(context, args.cartId, async (work, tx) => {
        const update = await applyBuyerIdentity(tx, args.buyerIdentity ?? {}, ['buyerIdentity'], work.errors);
        if (work.errors.length > 0) return;
        const [row] = await tx.update(carts).set(update).where(eq(carts.token, work.cart.token)).returning();
        if (row) work.cart = row;
      }),
    cartAttributesUpdate: (_, args, context: Ctx) =>
      mutateCart(context, args.cartId, async (work, tx) => {
        const attributes = validAttributes(args.attributes, ['attributes'], work.errors);
        if (work.errors.length > 0) return;
        // Shopify merges by key: a new value replaces the old one, other keys stay.
        const merged = [
          ...work.cart.attributes.filter((old) => !attributes.some((attribute) => attribute.key === old.key)),
          ...attributes,
        ];
        const [row] = await tx
          .update(carts)
          .set({ attributes: merged })
          .where(eq(carts.token, work.cart.token))
          .returning();
        if (row) work.cart = row;
      }),
    cartNoteUpdate: (_, args, context: Ctx) =>
      mutateCart(context, args.cartId, async (work, tx) => {
        const note: string = args.note ?? '';
        if (note.length > MAX_NOTE) {
          work.errors.push(userError('NOTE_TOO_LONG', ['note'], 'Note is too long'));
          return;
        }
        const [row] = await tx
          .update(carts)
          .set({ note })
          .where(eq(carts.token, work.cart.token))
          .returning();
        if (row) work.cart = row;
      }),
    cartDiscountCodesUpdate: (_, args, context: Ctx) =>
      mutateCart(context, args.cartId, async (work, tx) => {
        const codes = [
          ...new Set(((args.discountCodes ?? []) as string[]).map((code) => code.trim()).filter(Boolean)),
        ];
        const [row] = await tx
          .update(carts)
          .set({ discountCodes: codes })
          .where(eq(carts.token, work.cart.token))
          .returning();
        if (row) work.cart = row;
      }),
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
      const [row] = await context.db.select().from(customers).where(eq(customers.id, source.customerId));
      return row ? { __typename: 'Customer', customer: row } : null;
    },
  },

  CartLine: {
    id: (source: LineSource) => lineGid(source.line, source.cart),
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
