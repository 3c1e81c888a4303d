// The classic customer API: access tokens, customerCreate, customer with addresses and orders, recover, reset,
// activate, update. The rules and the rows are the stores'; this maps them onto Shopify's answers.
import { iso } from '../../floor/dates';
import { gid, numericId } from '../../floor/gid';
import { hashPassword } from '../../floor/secrets';
import { parseAccountUrl, sendActivation, sendReset } from '../../stores/account-mails';
import { addressesOf, addressOf } from '../../stores/addresses';
import {
  type AccessToken,
  customerForToken,
  deleteAccessToken,
  deleteAccessTokensOf,
  issueAccessToken,
  type OneTimePurpose,
  renewAccessToken,
  spendMultipassToken,
  useOneTimeToken,
} from '../../stores/customer-tokens';
import {
  type CustomerRow,
  checkEmail,
  checkName,
  checkPassword,
  checkPhone,
  createCustomer,
  customerByEmail,
  customerById,
  customerByPassword,
  normalEmail,
  orderCountOf,
  updateCustomer,
} from '../../stores/customers';
import { ordersOf } from '../../stores/orders';
import { type Problem, problem } from '../../stores/problems';
import { paginate } from '../connection';
import type { ShopContext } from '../context';
import { MULTIPASS_LIFETIME_SECONDS, openMultipassToken } from '../multipass';
import type { ResolverMap } from '../schema';
import { addressSource } from './address';
import { customerErrors as errors, tokenInvalid } from './customer-errors';
import { type CustomerSource, customerSource } from './customer-source';
import { orderSource } from './order';

type Ctx = ShopContext;

const accessTokenSource = (token: AccessToken) => ({
  __typename: 'CustomerAccessToken',
  accessToken: token.accessToken,
  expiresAt: iso(token.expiresAt),
});

async function newAccessToken(context: Ctx, db: Parameters<typeof issueAccessToken>[0], customerId: number) {
  return accessTokenSource(
    await issueAccessToken(db, customerId, context.config.customerTokenLifetimeSeconds),
  );
}

const noSuchToken = () => [{ __typename: 'UserError', field: null, message: 'Access token does not exist' }];

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
      const out: Problem[] = [];
      const email = await checkEmail(context.db, input.email, ['input', 'email'], out);
      checkPassword(input.password, ['input', 'password'], out);
      checkName(input.firstName, ['input', 'firstName'], 'First name', out);
      checkName(input.lastName, ['input', 'lastName'], 'Last name', out);
      await checkPhone(context.db, input.phone, ['input', 'phone'], out);
      if (out.length > 0) return { customer: null, ...errors(out) };
      return context.db.transaction(async (tx) => {
        const existing = await customerByEmail(tx, email);
        if (existing?.state === 'invited') {
          await sendActivation(tx, context.origin, existing, context.config.accountLinks);
          const message = `We have sent an email to ${email}, please click the link included to verify your email address.`;
          return { customer: null, ...errors([problem('CUSTOMER_DISABLED', ['input'], message)]) };
        }
        if (existing) {
          return {
            customer: null,
            ...errors([problem('TAKEN', ['input', 'email'], 'Email has already been taken')]),
          };
        }
        const row = await createCustomer(tx, {
          email,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          phone: input.phone || null,
          acceptsMarketing: input.acceptsMarketing ?? false,
          password: input.password,
          state: 'enabled',
        });
        return { customer: customerSource(row), ...errors([]) };
      });
    },

    customerAccessTokenCreate: async (_, args, context: Ctx) => {
      const email = normalEmail(args.input.email);
      const customer = await customerByPassword(context.db, email, String(args.input.password ?? ''));
      if (!customer) {
        return {
          customerAccessToken: null,
          ...errors([problem('UNIDENTIFIED_CUSTOMER', null, 'Unidentified customer')]),
        };
      }
      return { customerAccessToken: await newAccessToken(context, context.db, customer.id), ...errors([]) };
    },

    // Shopify: a new email becomes a customer, a disabled (invited) one is enabled; each token works once.
    customerAccessTokenCreateWithMultipass: async (_, args, context: Ctx) => {
      const refused = {
        customerAccessToken: null,
        customerUserErrors: errors([problem('INVALID_MULTIPASS_REQUEST', null, 'Invalid multipass request')])
          .customerUserErrors,
      };
      const token = String(args.multipassToken ?? '');
      const verdict = openMultipassToken(token, context.config.multipassSecret);
      if (!verdict.ok) return refused;
      const { customer: data } = verdict;
      return context.db.transaction(async (tx) => {
        const expiresAt = new Date(data.createdAt.getTime() + MULTIPASS_LIFETIME_SECONDS * 1000);
        if (!(await spendMultipassToken(tx, token, expiresAt))) return refused;
        let customer = await customerByEmail(tx, data.email);
        if (!customer) {
          customer = await createCustomer(tx, {
            email: data.email,
            firstName: data.firstName,
            lastName: data.lastName,
            state: 'enabled',
          });
        } else if (customer.state !== 'enabled') {
          await updateCustomer(tx, customer.id, { state: 'enabled' });
        }
        return {
          customerAccessToken: await newAccessToken(context, tx, customer.id),
          customerUserErrors: [],
        };
      });
    },

    customerAccessTokenDelete: async (_, args, context: Ctx) => {
      const tokenHash = await deleteAccessToken(context.db, String(args.customerAccessToken));
      if (!tokenHash) {
        return { deletedAccessToken: null, deletedCustomerAccessTokenId: null, userErrors: noSuchToken() };
      }
      return {
        deletedAccessToken: args.customerAccessToken,
        deletedCustomerAccessTokenId: tokenHash.slice(0, 32),
        userErrors: [],
      };
    },

    customerAccessTokenRenew: async (_, args, context: Ctx) => {
      const customer = await customerForToken(context.db, args.customerAccessToken);
      if (!customer) return { customerAccessToken: null, userErrors: noSuchToken() };
      const lifetime = context.config.customerTokenLifetimeSeconds;
      const expiresAt = await renewAccessToken(context.db, args.customerAccessToken, lifetime);
      return {
        customerAccessToken: accessTokenSource({ accessToken: args.customerAccessToken, expiresAt }),
        userErrors: [],
      };
    },

    customerRecover: async (_, args, context: Ctx) => {
      const customer = await customerByEmail(context.db, normalEmail(args.email));
      if (!customer) return errors([problem('UNIDENTIFIED_CUSTOMER', ['email'], 'Could not find customer')]);
      if (customer.state === 'invited') {
        await sendActivation(context.db, context.origin, customer, context.config.accountLinks);
      } else {
        await sendReset(context.db, context.origin, customer, context.config.accountLinks);
      }
      return errors([]);
    },

    customerReset: async (_, args, context: Ctx) =>
      setPassword(context, {
        customerId: numericId(args.id, 'Customer'),
        token: args.input.resetToken,
        password: args.input.password,
        tokenField: ['input', 'resetToken'],
        purpose: 'reset',
      }),

    customerResetByUrl: async (_, args, context: Ctx) => {
      const parsed = parseAccountUrl(args.resetUrl, 'reset');
      if (!parsed) return invalidUrl('resetUrl', 'Reset url is invalid');
      return setPassword(context, {
        ...parsed,
        password: args.password,
        tokenField: ['resetUrl'],
        purpose: 'reset',
      });
    },

    customerActivate: async (_, args, context: Ctx) =>
      setPassword(context, {
        customerId: numericId(args.id, 'Customer'),
        token: args.input.activationToken,
        password: args.input.password,
        tokenField: ['input', 'activationToken'],
        purpose: 'activate',
      }),

    customerActivateByUrl: async (_, args, context: Ctx) => {
      const parsed = parseAccountUrl(args.activationUrl, 'activate');
      if (!parsed) return invalidUrl('activationUrl', 'Activation url is invalid');
      return setPassword(context, {
        ...parsed,
        password: args.password,
        tokenField: ['activationUrl'],
        purpose: 'activate',
      });
    },

    customerUpdate: async (_, args, context: Ctx) => {
      const customer = await customerForToken(context.db, args.customerAccessToken);
      if (!customer) return { customer: null, customerAccessToken: null, ...errors([tokenInvalid()]) };
      const input = args.customer;
      const out: Problem[] = [];
      const update: Partial<CustomerRow> = { updatedAt: new Date() };
      if (input.email !== undefined) {
        update.email = await checkEmail(context.db, input.email, ['customer', 'email'], out, customer.id);
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
          await deleteAccessTokensOf(tx, customer.id);
          accessToken = await newAccessToken(context, tx, customer.id);
        }
        const row = await updateCustomer(tx, customer.id, update);
        return {
          customer: row ? customerSource(row) : null,
          customerAccessToken: accessToken,
          ...errors([]),
        };
      });
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
    numberOfOrders: async (source: CustomerSource, _, context: Ctx) =>
      String(await orderCountOf(context.db, source.customer.id)),
    defaultAddress: async (source: CustomerSource, _, context: Ctx) => {
      if (!source.customer.defaultAddressId) return null;
      const id = gid('MailingAddress', source.customer.defaultAddressId);
      const row = await addressOf(context.db, source.customer.id, id);
      return row ? addressSource(row) : null;
    },
    addresses: async (source: CustomerSource, args, context: Ctx) => {
      const rows = await addressesOf(context.db, source.customer.id);
      const page = paginate(rows, args, (row) => row.id);
      return {
        edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: addressSource(edge.node) })),
        nodes: page.nodes.map(addressSource),
        pageInfo: page.pageInfo,
      };
    },
    orders: async (source: CustomerSource, args, context: Ctx) => {
      const rows = await ordersOf(context.db, source.customer.id, args.sortKey, args.query);
      const page = paginate(rows, args, (row) => row.id);
      return {
        edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: orderSource(edge.node) })),
        nodes: page.nodes.map(orderSource),
        pageInfo: page.pageInfo,
        totalCount: String(rows.length),
      };
    },
    metafield: () => null,
    metafields: (_, args) => (args.identifiers as unknown[]).map(() => null),
  },
};

function invalidUrl(field: string, message: string) {
  return { customer: null, customerAccessToken: null, ...errors([problem('INVALID', [field], message)]) };
}

interface SetPassword {
  customerId: number | null;
  token: unknown;
  password: string;
  tokenField: string[];
  purpose: OneTimePurpose;
}

/** Reset and activation: a valid one-time token sets the password, enables the customer and starts a session. */
async function setPassword(context: Ctx, { customerId, token, password, tokenField, purpose }: SetPassword) {
  const refuse = (list: Problem[]) => ({ customer: null, customerAccessToken: null, ...errors(list) });
  const out: Problem[] = [];
  const passwordField =
    purpose === 'reset' && tokenField[0] === 'input' ? ['input', 'password'] : ['password'];
  checkPassword(password, passwordField, out);
  if (out.length > 0) return refuse(out);
  return context.db.transaction(async (tx) => {
    const customer = customerId ? await customerById(tx, customerId) : null;
    if (!customer) return refuse([problem('NOT_FOUND', null, 'Customer does not exist')]);
    if (purpose === 'activate' && customer.state === 'enabled') {
      return refuse([problem('ALREADY_ENABLED', null, 'Customer account is already enabled')]);
    }
    if (!(await useOneTimeToken(tx, customer.id, purpose, token))) {
      return refuse([problem('TOKEN_INVALID', tokenField, 'Token is invalid')]);
    }
    await updateCustomer(tx, customer.id, {
      passwordHash: await hashPassword(password),
      state: 'enabled',
      updatedAt: new Date(),
    });
    await deleteAccessTokensOf(tx, customer.id);
    const accessToken = await newAccessToken(context, tx, customer.id);
    const reloaded = await customerById(tx, customer.id);
    if (!reloaded) throw new Error(`customer ${customer.id} vanished`);
    return { customer: customerSource(reloaded), customerAccessToken: accessToken, ...errors([]) };
  });
}
