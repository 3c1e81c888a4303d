// Carts and their lines: finding a live cart, the line rules (merging, stock, limits), buyer identity, and the one
// transaction each change runs in. Nothing is written when a change breaks a rule.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Catalogue, CatalogueVariant } from '../catalogue/read-model';
import type { Executor, Tx } from '../db/database';
import { cartLines, carts } from '../db/schema';
import { numericId, parseGid } from '../floor/gid';
import { marketOf } from '../floor/markets';
import { newToken } from '../floor/secrets';
import { customerForToken } from './customer-tokens';
import { type Problem, problem } from './problems';

export type CartRow = typeof carts.$inferSelect;
export type LineRow = typeof cartLines.$inferSelect;
export type Attribute = { key: string; value: string };

/** A quantity the stock changed; the line is named by its id. */
export interface StockWarning {
  code: 'MERCHANDISE_NOT_ENOUGH_STOCK' | 'MERCHANDISE_OUT_OF_STOCK';
  message: string;
  lineId: string;
}

const MAX_LINES = 500;
export const MAX_NOTE = 5000;

export const missingCart = () => problem('INVALID', ['cartId'], 'The specified cart does not exist.');

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
export async function findCart(db: Executor, id: unknown, forUpdate = false): Promise<CartRow | null> {
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

export async function loadLines(db: Executor, token: string): Promise<LineRow[]> {
  return db.select().from(cartLines).where(eq(cartLines.cartToken, token)).orderBy(asc(cartLines.position));
}

// ---------------------------------------------------------------- line rules

export interface LineChange {
  merchandiseId?: string | null;
  quantity?: number | null;
  attributes?: Attribute[] | null;
}

/** A cart being changed: its lines in memory, the problems and warnings found so far. */
export interface Work {
  cart: CartRow;
  lines: LineRow[];
  errors: Problem[];
  warnings: StockWarning[];
}

export function validAttributes(
  attributes: Attribute[] | null | undefined,
  field: (string | number)[],
  errors: Problem[],
): Attribute[] {
  const list = attributes ?? [];
  list.forEach((attribute, index) => {
    if (!attribute.key.trim())
      errors.push(problem('INVALID', [...field, index, 'key'], 'Attribute key cannot be blank.'));
  });
  return list.map((attribute) => ({ key: attribute.key, value: attribute.value }));
}

export function variantFor(catalogue: Catalogue, merchandiseId: unknown): CatalogueVariant | undefined {
  const id = numericId(merchandiseId, 'ProductVariant');
  return id ? catalogue.variantsById.get(id) : undefined;
}

export const unknownMerchandise = (field: (string | number)[], merchandiseId: unknown) =>
  problem('INVALID', field, `The merchandise with id ${String(merchandiseId)} does not exist.`);

/** Keeps quantities within stock as Shopify (2024-10+) does: the change succeeds and a warning says what changed. */
export function clampToStock(catalogue: Catalogue, work: Work): void {
  const byVariant = new Map<number, LineRow[]>();
  for (const line of work.lines)
    byVariant.set(line.variantId, [...(byVariant.get(line.variantId) ?? []), line]);
  for (const [variantId, lines] of byVariant) {
    const stock = Math.max(0, catalogue.variantsById.get(variantId)?.stock ?? 0);
    let left = stock;
    for (const line of lines) {
      if (line.quantity <= left) {
        left -= line.quantity;
        continue;
      }
      if (left === 0) {
        work.warnings.push({
          code: 'MERCHANDISE_OUT_OF_STOCK',
          message: 'The merchandise is out of stock.',
          lineId: line.id,
        });
        line.quantity = 0;
      } else {
        work.warnings.push({
          code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
          message: `Only ${left} items were added to your cart due to availability.`,
          lineId: line.id,
        });
        line.quantity = left;
        left = 0;
      }
    }
  }
  work.lines = work.lines.filter((line) => line.quantity > 0);
}

/** Adds lines, merging one with the same merchandise and attributes into the existing line. */
export function addLines(
  catalogue: Catalogue,
  work: Work,
  changes: LineChange[],
  field: (string | number)[],
): void {
  changes.forEach((change, index) => {
    const variant = variantFor(catalogue, change.merchandiseId);
    const quantity = change.quantity ?? 1;
    if (!variant) {
      work.errors.push(unknownMerchandise([...field, index, 'merchandiseId'], change.merchandiseId));
      return;
    }
    if (quantity <= 0) {
      work.errors.push(
        problem('INVALID', [...field, index, 'quantity'], 'The quantity must be greater than 0.'),
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
      id: newToken(),
      cartToken: work.cart.token,
      position: Math.max(0, ...work.lines.map((line) => line.position)) + 1,
      variantId: variant.id,
      quantity,
      attributes,
    });
  });
  if (work.lines.length > MAX_LINES) {
    work.errors.push(problem('INVALID', field, `A cart can't have more than ${MAX_LINES} lines.`));
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

/** The outcome of a change: the cart when it was written, else the problems. */
export type CartOutcome = { work: Work | null; errors: Problem[]; warnings: StockWarning[] };

const refused = (errors: Problem[]): CartOutcome => ({ work: null, errors, warnings: [] });
const written = (work: Work): CartOutcome => ({ work, errors: [], warnings: work.warnings });

/** Runs a change of an existing cart inside one transaction; nothing is written when a rule is broken. */
export async function changeCart(
  db: Executor,
  cartId: unknown,
  change: (work: Work, tx: Tx) => Promise<void> | void,
): Promise<CartOutcome> {
  return db.transaction(async (tx) => {
    const cart = await findCart(tx, cartId, true);
    if (!cart) return refused([missingCart()]);
    const work: Work = { cart, lines: await loadLines(tx, cart.token), errors: [], warnings: [] };
    await change(work, tx);
    if (work.errors.length > 0) return refused(work.errors);
    await saveLines(tx, work);
    return written(work);
  });
}

/** Sets fields of the cart being changed. */
export async function updateCart(tx: Tx, work: Work, update: Partial<CartRow>): Promise<void> {
  const [row] = await tx.update(carts).set(update).where(eq(carts.token, work.cart.token)).returning();
  if (row) work.cart = row;
}

// ---------------------------------------------------------------- buyer identity

export interface BuyerIdentityInput {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  customerAccessToken?: string | null;
}

/** The cart fields a buyer identity sets: email, phone, country (and with it the currency), the customer. */
export async function buyerIdentityUpdate(
  tx: Tx,
  input: BuyerIdentityInput,
  field: string[],
  errors: Problem[],
): Promise<Partial<CartRow>> {
  const update: Partial<CartRow> = {};
  if (input.email !== undefined) {
    if (input.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) {
      errors.push(problem('INVALID', [...field, 'email'], 'Email is invalid'));
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
      const customer = await customerForToken(tx, input.customerAccessToken);
      if (!customer) {
        errors.push(problem('INVALID', [...field, 'customerAccessToken'], 'Customer is invalid'));
      } else {
        update.customerId = customer.id;
        if (input.email === undefined) update.email = customer.email;
      }
    }
  }
  return update;
}

// ---------------------------------------------------------------- a new cart

export interface NewCart {
  buyerIdentity?: BuyerIdentityInput | null;
  note?: string | null;
  attributes?: Attribute[] | null;
  discountCodes?: string[] | null;
  lines?: LineChange[] | null;
}

/** Creates a cart in the buyer's country (else the request's) with its lines, in one transaction. */
export async function createCart(
  db: Executor,
  catalogue: Catalogue,
  input: NewCart,
  inContext: { country: string; language: string },
): Promise<CartOutcome> {
  return db.transaction(async (tx) => {
    const errors: Problem[] = [];
    const identity = await buyerIdentityUpdate(
      tx,
      input.buyerIdentity ?? {},
      ['input', 'buyerIdentity'],
      errors,
    );
    const country = identity.countryCode ?? inContext.country;
    const cart: CartRow = {
      token: newCartToken(),
      key: newToken(),
      countryCode: country,
      languageCode: inContext.language.toUpperCase(),
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
      errors.push(problem('NOTE_TOO_LONG', ['input', 'note'], 'Note is too long'));
    const work: Work = { cart, lines: [], errors, warnings: [] };
    addLines(catalogue, work, input.lines ?? [], ['input', 'lines']);
    if (work.errors.length > 0) return refused(work.errors);
    clampToStock(catalogue, work);
    await tx.insert(carts).values(cart);
    await saveLines(tx, work);
    return written(work);
  });
}
