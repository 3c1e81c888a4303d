// A customer's saved addresses: the rules Shopify checks, country names and codes, the default address.
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { customerAddresses, customers } from '../db/schema';
import { numericId } from '../floor/gid';
import { nextId } from '../floor/ids';
import { LANGUAGES } from '../floor/markets';
import { E164, HTML } from './customers';
import { type Problem, problem } from './problems';

export type AddressRow = typeof customerAddresses.$inferSelect;

export interface AddressInput {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  country?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  province?: string | null;
  zip?: string | null;
}

const REGION_CODES = [
  'DE',
  'AT',
  'FR',
  'IT',
  'NL',
  'PL',
  'GB',
  'ES',
  'ID',
  'BE',
  'CH',
  'LU',
  'DK',
  'SE',
  'US',
  'CZ',
  'PT',
  'IE',
];

/** The languages whose country names an address may use: English first, then the shop's others. */
const NAME_LANGUAGES = ['en', ...LANGUAGES.filter((language) => language !== 'en')];

/** Country from a name in any of our languages or an ISO code, as Shopify accepts both. */
export function countryCodeOf(country: string | null | undefined): string | null {
  if (!country) return null;
  const wanted = country.trim().toLowerCase();
  if (/^[a-z]{2}$/.test(wanted)) return wanted.toUpperCase();
  for (const language of NAME_LANGUAGES) {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    const found = REGION_CODES.find((code) => names.of(code)?.toLowerCase() === wanted);
    if (found) return found;
  }
  return null;
}

function countryName(code: string | null): string | null {
  if (!code) return null;
  return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
}

const TEXT_FIELDS = [
  'address1',
  'address2',
  'city',
  'company',
  'firstName',
  'lastName',
  'province',
  'zip',
] as const;

export function checkAddress(input: AddressInput, out: Problem[]): void {
  for (const key of TEXT_FIELDS) {
    const value = input[key];
    if (value && HTML.test(value))
      out.push(problem('CONTAINS_HTML_TAGS', ['address', key], `${key} cannot contain HTML tags`));
    if (value && value.length > 255) out.push(problem('TOO_LONG', ['address', key], `${key} is too long`));
  }
  if (input.country && !countryCodeOf(input.country))
    out.push(problem('INVALID', ['address', 'country'], 'Country is invalid'));
  if (input.phone && !E164.test(input.phone))
    out.push(problem('INVALID', ['address', 'phone'], 'Phone is invalid'));
}

function addressValues(input: AddressInput): Partial<AddressRow> {
  const values: Partial<AddressRow> = {};
  for (const key of [...TEXT_FIELDS, 'phone'] as const) {
    if (input[key] !== undefined) values[key] = input[key] ?? null;
  }
  if (input.country !== undefined) {
    const code = countryCodeOf(input.country);
    values.countryCode = code;
    values.country = countryName(code);
  }
  return values;
}

/** The customer's address with this MailingAddress GID, or null. */
export async function addressOf(db: Executor, customerId: number, id: unknown): Promise<AddressRow | null> {
  const numeric = numericId(id, 'MailingAddress');
  if (!numeric) return null;
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, numeric), eq(customerAddresses.customerId, customerId)));
  return row ?? null;
}

export async function addressesOf(db: Executor, customerId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.id));
}

/** A new address; the customer's first becomes the default. */
export async function createAddress(
  db: Executor,
  customer: { id: number; defaultAddressId: number | null },
  input: AddressInput,
): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customerAddresses)
      .values({ id: await nextId(tx, 'address'), customerId: customer.id, ...addressValues(input) })
      .returning();
    if (!row) throw new Error('address insert returned nothing');
    if (!customer.defaultAddressId) {
      await tx.update(customers).set({ defaultAddressId: row.id }).where(eq(customers.id, customer.id));
    }
    return row;
  });
}

export async function updateAddress(
  db: Executor,
  id: number,
  input: AddressInput,
): Promise<AddressRow | null> {
  const [row] = await db
    .update(customerAddresses)
    .set(addressValues(input))
    .where(eq(customerAddresses.id, id))
    .returning();
  return row ?? null;
}

/** Deletes an address; when it was the default, the customer's oldest other address becomes the default. */
export async function deleteAddress(
  db: Executor,
  customer: { id: number; defaultAddressId: number | null },
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(customerAddresses).where(eq(customerAddresses.id, id));
    if (customer.defaultAddressId === id) {
      const [next] = await tx
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customer.id))
        .orderBy(asc(customerAddresses.id))
        .limit(1);
      await tx
        .update(customers)
        .set({ defaultAddressId: next?.id ?? null })
        .where(eq(customers.id, customer.id));
    }
  });
}
