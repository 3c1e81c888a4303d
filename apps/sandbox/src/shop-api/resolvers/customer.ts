// The classic customer API: access tokens, customerCreate, customer with addresses and orders, recover, reset,
// activate, update, addresses. Passwords are scrypt hashes; tokens are stored as SHA-256 hashes only.
import { and, asc, count, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  customerAccessTokens,
  customerAddresses,
  customers,
  customerTokens,
  multipassUses,
  orders,
} from '../../db/schema';
import { sendMail } from '../../outbox';
import { paginate } from '../connection';
import type { ShopContext } from '../context';
import { gid, numericId } from '../gid';
import { nextId } from '../ids';
import { MULTIPASS_LIFETIME_SECONDS, openMultipassToken } from '../multipass';
import type { ResolverMap } from '../schema';
import { hashPassword, hashToken, newToken, verifyPassword } from '../secrets';
import { iso } from './catalogue';
import type { OrderSource } from './order';

type Ctx = ShopContext;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;
type CustomerRow = typeof customers.$inferSelect;
type AddressRow = typeof customerAddresses.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

export interface CustomerSource {
  __typename: 'Customer';
  customer: CustomerRow;
}

interface CustomerUserError {
  __typename: 'CustomerUserError';
  code: string | null;
  field: string[] | null;
  message: string;
}

const PASSWORD_MIN = 5;
const PASSWORD_MAX = 40;
const ONE_TIME_TOKEN_HOURS = 24;

function error(code: string | null, field: string[] | null, message: string): CustomerUserError {
  return { __typename: 'CustomerUserError', code, field, message };
}

/** Shopify answers the same problems twice: as customerUserErrors and as the deprecated userErrors. */
function errors(list: CustomerUserError[]) {
  return {
    customerUserErrors: list,
    userErrors: list.map((item) => ({ __typename: 'UserError', field: item.field, message: item.message })),
  };
}

const tokenInvalid = () =>
  error('TOKEN_INVALID', ['customerAccessToken'], 'Customer access token is invalid');

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const E164 = /^\+[1-9]\d{6,14}$/;
const URLISH = /(https?:\/\/|www\.)/i;
const HTML = /<[^>]+>/;

function checkPassword(password: string | null | undefined, field: string[], out: CustomerUserError[]): void {
  if (password == null || password === '') {
    out.push(error('BLANK', field, "Password can't be blank"));
  } else if (password.length < PASSWORD_MIN) {
    out.push(error('TOO_SHORT', field, `Password is too short (minimum is ${PASSWORD_MIN} characters)`));
  } else if (password.length > PASSWORD_MAX) {
    out.push(error('TOO_LONG', field, `Password is too long (maximum is ${PASSWORD_MAX} characters)`));
  } else if (password.trim() !== password) {
    out.push(
      error('PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE', field, 'Password cannot start or end with whitespace'),
    );
  }
}

function checkName(
  value: string | null | undefined,
  field: string[],
  label: string,
  out: CustomerUserError[],
): void {
  if (value == null) return;
  if (value.length > 255)
    out.push(error('TOO_LONG', field, `${label} is too long (maximum is 255 characters)`));
  else if (URLISH.test(value)) out.push(error('CONTAINS_URL', field, `${label} cannot contain a URL`));
  else if (HTML.test(value))
    out.push(error('CONTAINS_HTML_TAGS', field, `${label} cannot contain HTML tags`));
}

async function checkPhone(
  db: Executor,
  phone: string | null | undefined,
  field: string[],
  out: CustomerUserError[],
  exceptId?: number,
): Promise<void> {
  if (phone == null || phone === '') return;
  if (!E164.test(phone)) {
    out.push(error('INVALID', field, 'Phone is invalid'));
    return;
  }
  const taken = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      exceptId ? and(eq(customers.phone, phone), ne(customers.id, exceptId)) : eq(customers.phone, phone),
    );
  if (taken.length > 0) out.push(error('TAKEN', field, 'Phone has already been taken'));
}

export async function customerForToken(db: Executor, token: unknown): Promise<CustomerRow | null> {
  if (typeof token !== 'string' || token === '') return null;
  const [row] = await db
    .select({ customer: customers })
    .from(customerAccessTokens)
    .innerJoin(customers, eq(customers.id, customerAccessTokens.customerId))
    .where(
      and(
        eq(customerAccessTokens.tokenHash, hashToken(token)),
        gt(customerAccessTokens.expiresAt, new Date()),
      ),
    );
  return row?.customer ?? null;
}

async function issueAccessToken(db: Executor, context: Ctx, customerId: number) {
  const accessToken = newToken();
  const expiresAt = new Date(Date.now() + context.config.customerTokenLifetimeSeconds * 1000);
  await db.insert(customerAccessTokens).values({ tokenHash: hashToken(accessToken), customerId, expiresAt });
  return { __typename: 'CustomerAccessToken', accessToken, expiresAt: iso(expiresAt) };
}

async function issueOneTimeToken(
  db: Executor,
  customerId: number,
  purpose: 'reset' | 'activate',
): Promise<string> {
  const token = newToken(20);
  await db.insert(customerTokens).values({
    tokenHash: hashToken(token),
    customerId,
    purpose,
    expiresAt: new Date(Date.now() + ONE_TIME_TOKEN_HOURS * 3600 * 1000),
  });
  return token;
}

/** Consumes a reset or activation token; true when it was valid for this customer. */
async function useOneTimeToken(
  db: Executor,
  customerId: number,
  purpose: 'reset' | 'activate',
  token: unknown,
): Promise<boolean> {
  if (typeof token !== 'string' || token === '') return false;
  const [row] = await db
    .select()
    .from(customerTokens)
    .where(and(eq(customerTokens.tokenHash, hashToken(token)), eq(customerTokens.purpose, purpose)));
  if (!row || row.customerId !== customerId || row.usedAt || row.expiresAt < new Date()) return false;
  await db
    .update(customerTokens)
    .set({ usedAt: new Date() })
    .where(eq(customerTokens.tokenHash, row.tokenHash));
  return true;
}

export function accountUrl(
  origin: string,
  kind: 'reset' | 'activate',
  customerId: number,
  token: string,
): string {
  return `${origin}/account/${kind}/${customerId}/${token}`;
}

function parseAccountUrl(
  value: unknown,
  kind: 'reset' | 'activate',
): { customerId: number; token: string } | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    const match = new RegExp(`/account/${kind}/(\\d{1,15})/([0-9a-f]+)$`).exec(url.pathname);
    return match ? { customerId: Number(match[1]), token: match[2] as string } : null;
  } catch {
    return null;
  }
}

/** The link a customer mail shows: the storefront's page when the templates point there, else the shop's URL. */
function mailLink(
  accountLinks: string | undefined,
  kind: 'reset' | 'activate',
  customerId: number,
  token: string,
  url: string,
): string {
  if (!accountLinks) return url;
  const page = kind === 'reset' ? 'reset-password' : 'activate-account';
  return `${accountLinks}/${page}?${new URLSearchParams({ id: String(customerId), token })}`;
}

export async function sendActivation(
  db: Executor,
  origin: string,
  customer: CustomerRow,
  accountLinks?: string,
): Promise<string> {
  const token = await issueOneTimeToken(db, customer.id, 'activate');
  const url = accountUrl(origin, 'activate', customer.id, token);
  const link = mailLink(accountLinks, 'activate', customer.id, token, url);
  await sendMail(db, {
    to: customer.email,
    kind: 'customer_account_activate',
    subject: 'Customer account activation',
    text: `You've been invited to create a customer account. Activate it here: ${link}`,
    data: { customerId: gid('Customer', customer.id), activationUrl: url },
  });
  return url;
}

const customerSource = (customer: CustomerRow): CustomerSource => ({ __typename: 'Customer', customer });

async function reloadCustomer(db: Executor, id: number): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw new Error(`customer ${id} vanished`);
  return row;
}

// ---------------------------------------------------------------- addresses

interface AddressInput {
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

/** Country from a name in any of our languages or an ISO code, as Shopify accepts both. */
export function countryCodeOf(country: string | null | undefined): string | null {
  if (!country) return null;
  const wanted = country.trim().toLowerCase();
  if (/^[a-z]{2}$/.test(wanted)) return wanted.toUpperCase();
  for (const language of ['en', 'de', 'fr', 'it', 'nl', 'pl', 'es', 'id']) {
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

function checkAddress(input: AddressInput, out: CustomerUserError[]): void {
  for (const key of [
    'address1',
    'address2',
    'city',
    'company',
    'firstName',
    'lastName',
    'province',
    'zip',
  ] as const) {
    const value = input[key];
    if (value && HTML.test(value))
      out.push(error('CONTAINS_HTML_TAGS', ['address', key], `${key} cannot contain HTML tags`));
    if (value && value.length > 255) out.push(error('TOO_LONG', ['address', key], `${key} is too long`));
  }
  if (input.country && !countryCodeOf(input.country))
    out.push(error('INVALID', ['address', 'country'], 'Country is invalid'));
  if (input.phone && !E164.test(input.phone))
    out.push(error('INVALID', ['address', 'phone'], 'Phone is invalid'));
}

function addressValues(input: AddressInput): Partial<AddressRow> {
  const values: Partial<AddressRow> = {};
  for (const key of [
    'address1',
    'address2',
    'city',
    'company',
    'firstName',
    'lastName',
    'phone',
    'province',
    'zip',
  ] as const) {
    if (input[key] !== undefined) values[key] = input[key] ?? null;
  }
  if (input.country !== undefined) {
    const code = countryCodeOf(input.country);
    values.countryCode = code;
    values.country = countryName(code);
  }
  return values;
}

export function addressSource(row: AddressRow) {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    __typename: 'MailingAddress',
    id: gid('MailingAddress', row.id, 'model_name=CustomerAddress'),
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    company: row.company,
    country: row.country,
    countryCode: row.countryCode,
    countryCodeV2: row.countryCode,
    firstName: row.firstName,
    lastName: row.lastName,
    name: name || null,
    phone: row.phone,
    province: row.province,
    provinceCode: null,
    zip: row.zip,
    latitude: null,
    longitude: null,
    formattedArea: [row.city, row.province, row.country].filter(Boolean).join(', ') || null,
    row,
  };
}

function addressId(value: unknown): number | null {
  return numericId(value, 'MailingAddress');
}

async function addressOf(db: Executor, customerId: number, id: unknown): Promise<AddressRow | null> {
  const numeric = addressId(id);
  if (!numeric) return null;
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, numeric), eq(customerAddresses.customerId, customerId)));
  return row ?? null;
}

// ---------------------------------------------------------------- resolvers

export const customerResolvers: ResolverMap = {
  QueryRoot: {
    customer: async (_, args, context: Ctx) => {
      const customer = await customerForToken(context.db, args.customerAccessToken);
      return customer ? customerSource(customer) : null;
    },
  },

  Mutation: {
    customerCreate: async (_, args, context: Ctx) => {
      const input = args.input;
      const out: CustomerUserError[] = [];
      const email = String(input.email ?? '')
        .trim()
        .toLowerCase();
      if (!email) out.push(error('BLANK', ['input', 'email'], "Email can't be blank"));
      else if (!EMAIL.test(email)) out.push(error('INVALID', ['input', 'email'], 'Email is invalid'));
      checkPassword(input.password, ['input', 'password'], out);
      checkName(input.firstName, ['input', 'firstName'], 'First name', out);
      checkName(input.lastName, ['input', 'lastName'], 'Last name', out);
      await checkPhone(context.db, input.phone, ['input', 'phone'], out);
      if (out.length > 0) return { customer: null, ...errors(out) };
      return context.db.transaction(async (tx) => {
        const [existing] = await tx.select().from(customers).where(eq(customers.email, email));
        if (existing?.state === 'invited') {
          await sendActivation(tx, context.origin, existing, context.config.accountLinks);
          return {
            customer: null,
            ...errors([
              error(
                'CUSTOMER_DISABLED',
                ['input'],
                `We have sent an email to ${email}, please click the link included to verify your email address.`,
              ),
            ]),
          };
        }
        if (existing) {
          return {
            customer: null,
            ...errors([error('TAKEN', ['input', 'email'], 'Email has already been taken')]),
          };
        }
        const [row] = await tx
          .insert(customers)
          .values({
            id: await nextId(tx, 'customer'),
            email,
            firstName: input.firstName ?? null,
            lastName: input.lastName ?? null,
            phone: input.phone || null,
            acceptsMarketing: input.acceptsMarketing ?? false,
            passwordHash: await hashPassword(input.password),
            state: 'enabled',
          })
          .returning();
        return { customer: row ? customerSource(row) : null, ...errors([]) };
      });
    },

    customerAccessTokenCreate: async (_, args, context: Ctx) => {
      const email = String(args.input.email ?? '')
        .trim()
        .toLowerCase();
      const [customer] = await context.db.select().from(customers).where(eq(customers.email, email));
      const valid =
        customer?.state === 'enabled' &&
        (await verifyPassword(String(args.input.password ?? ''), customer.passwordHash));
      if (!customer || !valid) {
        return {
          customerAccessToken: null,
          ...errors([error('UNIDENTIFIED_CUSTOMER', null, 'Unidentified customer')]),
        };
      }
      return { customerAccessToken: await issueAccessToken(context.db, context, customer.id), ...errors([]) };
    },

    // Shopify: a new email becomes a customer, a disabled (invited) one is enabled; each token works once.
    customerAccessTokenCreateWithMultipass: async (_, args, context: Ctx) => {
      const refused = {
        customerAccessToken: null,
        customerUserErrors: [error('INVALID_MULTIPASS_REQUEST', null, 'Invalid multipass request')],
      };
      const token = String(args.multipassToken ?? '');
      const verdict = openMultipassToken(token, context.config.multipassSecret);
      if (!verdict.ok) return refused;
      const { customer: data } = verdict;
      return context.db.transaction(async (tx) => {
        await tx.delete(multipassUses).where(lt(multipassUses.expiresAt, new Date()));
        const first = await tx
          .insert(multipassUses)
          .values({
            tokenHash: hashToken(token),
            expiresAt: new Date(data.createdAt.getTime() + MULTIPASS_LIFETIME_SECONDS * 1000),
          })
          .onConflictDoNothing()
          .returning();
        if (first.length === 0) return refused;
        let [customer] = await tx.select().from(customers).where(eq(customers.email, data.email));
        if (!customer) {
          [customer] = await tx
            .insert(customers)
            .values({
              id: await nextId(tx, 'customer'),
              email: data.email,
              firstName: data.firstName,
              lastName: data.lastName,
              state: 'enabled',
            })
            .returning();
        } else if (customer.state !== 'enabled') {
          await tx.update(customers).set({ state: 'enabled' }).where(eq(customers.id, customer.id));
        }
        if (!customer) return refused;
        return {
          customerAccessToken: await issueAccessToken(tx, context, customer.id),
          customerUserErrors: [],
        };
      });
    },

    customerAccessTokenDelete: async (_, args, context: Ctx) => {
      const tokenHash = hashToken(String(args.customerAccessToken));
      const deleted = await context.db
        .delete(customerAccessTokens)
        .where(eq(customerAccessTokens.tokenHash, tokenHash))
        .returning();
      if (deleted.length === 0) {
        return {
          deletedAccessToken: null,
          deletedCustomerAccessTokenId: null,
          userErrors: [{ __typename: 'UserError', field: null, message: 'Access token does not exist' }],
        };
      }
      return {
        deletedAccessToken: args.customerAccessToken,
        deletedCustomerAccessTokenId: tokenHash.slice(0, 32),
        userErrors: [],
      };
    },

    customerAccessTokenRenew: async (_, args, context: Ctx) => {
      const customer = await customerForToken(context.db, args.customerAccessToken);
      if (!customer) {
        return {
          customerAccessToken: null,
          userErrors: [{ __typename: 'UserError', field: null, message: 'Access token does not exist' }],
        };
      }
      const expiresAt = new Date(Date.now() + context.config.customerTokenLifetimeSeconds * 1000);
      await context.db
        .update(customerAccessTokens)
        .set({ expiresAt })
        .where(eq(customerAccessTokens.tokenHash, hashToken(args.customerAccessToken)));
      return {
        customerAccessToken: {
          __typename: 'CustomerAccessToken',
          accessToken: args.customerAccessToken,
          expiresAt: iso(expiresAt),
        },
        userErrors: [],
      };
    },

    customerRecover: async (_, args, context: Ctx) => {
      const email = String(args.email ?? '')
        .trim()
        .toLowerCase();
      const [customer] = await context.db.select().from(customers).where(eq(customers.email, email));
      if (!customer) return errors([error('UNIDENTIFIED_CUSTOMER', ['email'], 'Could not find customer')]);
      if (customer.state === 'invited') {
        await sendActivation(context.db, context.origin, customer, context.config.accountLinks);
        return errors([]);
      }
      const token = await issueOneTimeToken(context.db, customer.id, 'reset');
      const url = accountUrl(context.origin, 'reset', customer.id, token);
      const link = mailLink(context.config.accountLinks, 'reset', customer.id, token, url);
      await sendMail(context.db, {
        to: customer.email,
        kind: 'customer_account_reset',
        subject: 'Customer account password reset',
        text: `Follow this link to reset your customer account password: ${link}`,
        data: { customerId: gid('Customer', customer.id), resetUrl: url, resetToken: token },
      });
      return errors([]);
    },

    customerReset: async (_, args, context: Ctx) => {
      const id = numericId(args.id, 'Customer');
      return resetPassword(
        context,
        id,
        args.input.resetToken,
        args.input.password,
        ['input', 'resetToken'],
        'reset',
      );
    },

    customerResetByUrl: async (_, args, context: Ctx) => {
      const parsed = parseAccountUrl(args.resetUrl, 'reset');
      if (!parsed) {
        return {
          customer: null,
          customerAccessToken: null,
          ...errors([error('INVALID', ['resetUrl'], 'Reset url is invalid')]),
        };
      }
      return resetPassword(context, parsed.customerId, parsed.token, args.password, ['resetUrl'], 'reset');
    },

    customerActivate: async (_, args, context: Ctx) => {
      const id = numericId(args.id, 'Customer');
      return resetPassword(
        context,
        id,
        args.input.activationToken,
        args.input.password,
        ['input', 'activationToken'],
        'activate',
      );
    },

    customerActivateByUrl: async (_, args, context: Ctx) => {
      const parsed = parseAccountUrl(args.activationUrl, 'activate');
      if (!parsed) {
        return {
          customer: null,
          customerAccessToken: null,
          ...errors([error('INVALID', ['activationUrl'], 'Activation url is invalid')]),
        };
      }
      return resetPassword(
        context,
        parsed.customerId,
        parsed.token,
        args.password,
        ['activationUrl'],
        'activate',
      );
    },

    customerUpdate: async (_, args, context: Ctx) => {
      const customer = await customerForToken(context.db, args.customerAccessToken);
      if (!customer) return { customer: null, customerAccessToken: null, ...errors([tokenInvalid()]) };
      const input = args.customer;
      const out: CustomerUserError[] = [];
      const update: Partial<CustomerRow> = { updatedAt: new Date() };
      if (input.email !== undefined) {
        const email = String(input.email ?? '')
          .trim()
          .toLowerCase();
        if (!email) out.push(error('BLANK', ['customer', 'email'], "Email can't be blank"));
        else if (!EMAIL.test(email)) out.push(error('INVALID', ['customer', 'email'], 'Email is invalid'));
        else {
          const [taken] = await context.db
            .select({ id: customers.id })
            .from(customers)
            .where(and(eq(customers.email, email), ne(customers.id, customer.id)));
          if (taken) out.push(error('TAKEN', ['customer', 'email'], 'Email has already been taken'));
          update.email = email;
        }
      }
      if (input.firstName !== undefined) {
        checkName(input.firstName, ['customer', 'firstName'], 'First name', out);
        update.firstName = input.firstName;
      }
      if (input.lastName !== undefined) {
        checkName(input.lastName, ['customer', 'lastName'], 'Last name', out);
        update.lastName = input.lastName;
      }
      if (input.phone !== undefined) {
        await checkPhone(context.db, input.phone, ['customer', 'phone'], out, customer.id);
        update.phone = input.phone || null;
      }
      if (input.acceptsMarketing != null) update.acceptsMarketing = input.acceptsMarketing;
      if (input.password != null) checkPassword(input.password, ['customer', 'password'], out);
      if (out.length > 0) return { customer: null, customerAccessToken: null, ...errors(out) };
      return context.db.transaction(async (tx) => {
        let accessToken = null;
        if (input.password != null) {
          update.passwordHash = await hashPassword(input.password);
          // A new password ends every session and hands back a fresh token, as Shopify does.
          await tx.delete(customerAccessTokens).where(eq(customerAccessTokens.customerId, customer.id));
          accessToken = await issueAccessToken(tx, context, customer.id);
        }
        const [row] = await tx.update(customers).set(update).where(eq(customers.id, customer.id)).returning();
        return {
          customer: row ? customerSource(row) : null,
          customerAccessToken: accessToken,
          ...errors([]),
        };
      });
    },

    customerAddressCreate: async (_, args, context: Ctx) => {
      const customer = await customerForToken(context.db, args.customerAccessToken);
      if (!customer) return { customerAddress: null, ...errors([tokenInvalid()]) };
      const out: CustomerUserError[] = [];
      checkAddress(args.address, out);
      if (out.length > 0) return { customerAddress: null, ...errors(out) };
      return context.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(customerAddresses)
          .values({
            id: await nextId(tx, 'address'),
            customerId: customer.id,
            ...addressValues(args.address),
          })
          .returning();
        if (!row) throw new Error('address insert returned nothing');
        if (!customer.defaultAddressId) {
          await tx.update(customers).set({ defaultAddressId: row.id }).where(eq(customers.id, customer.id));
        }
        return { customerAddress: addressSource(row), ...errors([]) };
      });
    },

    customerAddressUpdate: async (_, args, context: Ctx) => {
      const customer = await customerForToken(context.db, args.customerAccessToken);
      if (!customer) return { customerAddress: null, ...errors([tokenInvalid()]) };
      const existing = await addressOf(context.db, customer.id, args.id);
      if (!existing)
        return { customerAddress: null, ...errors([error('NOT_FOUND', ['id'], 'Address does not exist')]) };
      const out: CustomerUserError[] = [];
      checkAddress(args.address, out);
      if (out.length > 0) return { customerAddress: null, ...errors(out) };
      const [row] = await context.db
        .update(customerAddresses)
        .set(addressValues(args.address))
        .where(eq(customerAddresses.id, existing.id))
        .returning();
      return { customerAddress: row ? addressSource(row) : null, ...errors([]) };
    },

    customerAddressDelete: async (_, args, context: Ctx) => {
      const customer = await customerForToken(context.db, args.customerAccessToken);
      if (!customer) return { deletedCustomerAddressId: null, ...errors([tokenInvalid()]) };
      const existing = await addressOf(context.db, customer.id, args.id);
      if (!existing)
        return {
          deletedCustomerAddressId: null,
          ...errors([error('NOT_FOUND', ['id'], 'Address does not exist')]),
        };
      await context.db.transaction(async (tx) => {
        await tx.delete(customerAddresses).where(eq(customerAddresses.id, existing.id));
        if (customer.defaultAddressId === existing.id) {
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
      return { deletedCustomerAddressId: args.id, ...errors([]) };
    },

    customerDefaultAddressUpdate: async (_, args, context: Ctx) => {
      const customer = await customerForToken(context.db, args.customerAccessToken);
      if (!customer) return { customer: null, ...errors([tokenInvalid()]) };
      const existing = await addressOf(context.db, customer.id, args.addressId);
      if (!existing)
        return { customer: null, ...errors([error('NOT_FOUND', ['addressId'], 'Address does not exist')]) };
      const [row] = await context.db
        .update(customers)
        .set({ defaultAddressId: existing.id, updatedAt: new Date() })
        .where(eq(customers.id, customer.id))
        .returning();
      return { customer: row ? customerSource(row) : null, ...errors([]) };
    },
  },

  Customer: {
    id: (source: CustomerSource) => gid('Customer', source.customer.id),
    email: (source: CustomerSource) => source.customer.email,
    firstName: (source: CustomerSource) => source.customer.firstName,
    lastName: (source: CustomerSource) => source.customer.lastName,
    displayName: (source: CustomerSource) =>
      [source.customer.firstName, source.customer.lastName].filter(Boolean).join(' ') ||
      source.customer.email,
    phone: (source: CustomerSource) => source.customer.phone,
    acceptsMarketing: (source: CustomerSource) => source.customer.acceptsMarketing,
    createdAt: (source: CustomerSource) => iso(source.customer.createdAt),
    updatedAt: (source: CustomerSource) => iso(source.customer.updatedAt),
    tags: () => [],
    numberOfOrders: async (source: CustomerSource, _, context: Ctx) => {
      const [row] = await context.db
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.customerId, source.customer.id));
      return String(row?.n ?? 0);
    },
    defaultAddress: async (source: CustomerSource, _, context: Ctx) => {
      if (!source.customer.defaultAddressId) return null;
      const row = await addressOf(
        context.db,
        source.customer.id,
        gid('MailingAddress', source.customer.defaultAddressId),
      );
      return row ? addressSource(row) : null;
    },
    addresses: async (source: CustomerSource, args, context: Ctx) => {
      const rows = await context.db
        .select()
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, source.customer.id))
        .orderBy(asc(customerAddresses.id));
      const page = paginate(rows, args, (row) => row.id);
      return {
        edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: addressSource(edge.node) })),
        nodes: page.nodes.map(addressSource),
        pageInfo: page.pageInfo,
      };
    },
    orders: async (source: CustomerSource, args, context: Ctx) => {
      const base = context.db.select().from(orders).where(eq(orders.customerId, source.customer.id));
      let rows: OrderRow[];
      if (args.sortKey === 'TOTAL_PRICE') rows = await base.orderBy(asc(orders.total), asc(orders.id));
      else if (args.sortKey === 'PROCESSED_AT')
        rows = await base.orderBy(asc(orders.processedAt), asc(orders.id));
      else rows = await base.orderBy(asc(orders.id));
      if (args.query) {
        const wanted = String(args.query)
          .replace(/^name:/, '')
          .replace(/^#/, '');
        rows = rows.filter((row) => row.name.includes(wanted) || String(row.orderNumber) === wanted);
      }
      const page = paginate(rows, args, (row) => row.id);
      const wrap = (order: OrderRow): OrderSource => ({ __typename: 'Order', order });
      return {
        edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: wrap(edge.node) })),
        nodes: page.nodes.map(wrap),
        pageInfo: page.pageInfo,
        totalCount: String(rows.length),
      };
    },
    metafield: () => null,
    metafields: (_, args) => (args.identifiers as unknown[]).map(() => null),
  },

  MailingAddress: {
    formatted: (source: ReturnType<typeof addressSource>, args) => {
      const row = source.row;
      const lines: string[] = [];
      const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
      if (args.withName && name) lines.push(name);
      if (args.withCompany && row.company) lines.push(row.company);
      if (row.address1) lines.push(row.address1);
      if (row.address2) lines.push(row.address2);
      const cityLine = [row.zip, row.city].filter(Boolean).join(' ');
      if (cityLine) lines.push(cityLine);
      if (row.country) lines.push(row.country);
      return lines;
    },
  },
};

async function resetPassword(
  context: Ctx,
  customerId: number | null,
  token: unknown,
  password: string,
  tokenField: string[],
  purpose: 'reset' | 'activate',
) {
  const out: CustomerUserError[] = [];
  checkPassword(
    password,
    purpose === 'reset' && tokenField[0] === 'input' ? ['input', 'password'] : ['password'],
    out,
  );
  if (out.length > 0) return { customer: null, customerAccessToken: null, ...errors(out) };
  return context.db.transaction(async (tx) => {
    const [customer] = customerId
      ? await tx.select().from(customers).where(eq(customers.id, customerId))
      : [];
    if (!customer) {
      return {
        customer: null,
        customerAccessToken: null,
        ...errors([error('NOT_FOUND', null, 'Customer does not exist')]),
      };
    }
    if (purpose === 'activate' && customer.state === 'enabled') {
      return {
        customer: null,
        customerAccessToken: null,
        ...errors([error('ALREADY_ENABLED', null, 'Customer account is already enabled')]),
      };
    }
    if (!(await useOneTimeToken(tx, customer.id, purpose, token))) {
      return {
        customer: null,
        customerAccessToken: null,
        ...errors([error('TOKEN_INVALID', tokenField, 'Token is invalid')]),
      };
    }
    await tx
      .update(customers)
      .set({ passwordHash: await hashPassword(password), state: 'enabled', updatedAt: new Date() })
      .where(eq(customers.id, customer.id));
    await tx.delete(customerAccessTokens).where(eq(customerAccessTokens.customerId, customer.id));
    const accessToken = await issueAccessToken(tx, context, customer.id);
    return {
      customer: customerSource(await reloadCustomer(tx, customer.id)),
      customerAccessToken: accessToken,
      ...errors([]),
    };
  });
}
