// Customers: the rules for their fields as Shopify checks them, and the rows of the one `customers` table that the
// shop API, the account service, the CRM and the test hooks share. Passwords are scrypt hashes.
import { and, count, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { customers, orders } from '../db/schema';
import { nextId } from '../floor/ids';
import { hashPassword, verifyPassword } from '../floor/secrets';
import { type Problem, problem } from './problems';

export type CustomerRow = typeof customers.$inferSelect;

const PASSWORD_MIN = 5;
const PASSWORD_MAX = 40;

export const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
export const E164 = /^\+[1-9]\d{6,14}$/;
const URLISH = /(https?:\/\/|www\.)/i;
export const HTML = /<[^>]+>/;

/** An email as stored: trimmed, lower case. */
export function normalEmail(value: unknown): string {
  return String(value ?? '')
    .trim()
    .toLowerCase();
}

export function checkPassword(password: string | null | undefined, field: string[], out: Problem[]): void {
  if (password == null || password === '') {
    out.push(problem('BLANK', field, "Password can't be blank"));
  } else if (password.length < PASSWORD_MIN) {
    out.push(problem('TOO_SHORT', field, `Password is too short (minimum is ${PASSWORD_MIN} characters)`));
  } else if (password.length > PASSWORD_MAX) {
    out.push(problem('TOO_LONG', field, `Password is too long (maximum is ${PASSWORD_MAX} characters)`));
  } else if (password.trim() !== password) {
    out.push(
      problem(
        'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
        field,
        'Password cannot start or end with whitespace',
      ),
    );
  }
}

export function checkName(
  value: string | null | undefined,
  field: string[],
  label: string,
  out: Problem[],
): void {
  if (value == null) return;
  if (value.length > 255)
    out.push(problem('TOO_LONG', field, `${label} is too long (maximum is 255 characters)`));
  else if (URLISH.test(value)) out.push(problem('CONTAINS_URL', field, `${label} cannot contain a URL`));
  else if (HTML.test(value))
    out.push(problem('CONTAINS_HTML_TAGS', field, `${label} cannot contain HTML tags`));
}

export async function checkPhone(
  db: Executor,
  phone: string | null | undefined,
  field: string[],
  out: Problem[],
  exceptId?: number,
): Promise<void> {
  if (phone == null || phone === '') return;
  if (!E164.test(phone)) {
    out.push(problem('INVALID', field, 'Phone is invalid'));
    return;
  }
  const taken = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      exceptId ? and(eq(customers.phone, phone), ne(customers.id, exceptId)) : eq(customers.phone, phone),
    );
  if (taken.length > 0) out.push(problem('TAKEN', field, 'Phone has already been taken'));
}

/** Checks an email for a customer (blank, invalid and, for an existing customer, taken by another); normalised. */
export async function checkEmail(
  db: Executor,
  value: unknown,
  field: string[],
  out: Problem[],
  exceptId?: number,
): Promise<string> {
  const email = normalEmail(value);
  if (!email) out.push(problem('BLANK', field, "Email can't be blank"));
  else if (!EMAIL.test(email)) out.push(problem('INVALID', field, 'Email is invalid'));
  else if (exceptId !== undefined) {
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.email, email), ne(customers.id, exceptId)));
    if (taken) out.push(problem('TAKEN', field, 'Email has already been taken'));
  }
  return email;
}

export async function customerById(db: Executor, id: number): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}

export async function customerByEmail(db: Executor, email: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  return row ?? null;
}

export interface NewCustomer {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean;
  /** Omitted: a customer without a password (invited, or signed in by Multipass). */
  password?: string;
  state: 'enabled' | 'invited';
}

/** A new customer with the next runtime id. */
export async function createCustomer(db: Executor, input: NewCustomer): Promise<CustomerRow> {
  const [row] = await db
    .insert(customers)
    .values({
      id: await nextId(db, 'customer'),
      email: input.email,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.acceptsMarketing !== undefined ? { acceptsMarketing: input.acceptsMarketing } : {}),
      ...(input.password !== undefined ? { passwordHash: await hashPassword(input.password) } : {}),
      state: input.state,
    })
    .returning();
  if (!row) throw new Error('customer insert returned nothing');
  return row;
}

export async function updateCustomer(
  db: Executor,
  id: number,
  update: Partial<CustomerRow>,
): Promise<CustomerRow | null> {
  const [row] = await db.update(customers).set(update).where(eq(customers.id, id)).returning();
  return row ?? null;
}

/** The enabled customer with this email and password, or null. */
export async function customerByPassword(
  db: Executor,
  email: string,
  password: string,
): Promise<CustomerRow | null> {
  const customer = await customerByEmail(db, email);
  const valid = customer?.state === 'enabled' && (await verifyPassword(password, customer.passwordHash));
  return valid ? customer : null;
}

export async function orderCountOf(db: Executor, customerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId));
  return row?.n ?? 0;
}
