// Mailing addresses: a customer's saved ones (the address mutations) and an order's shipping address.
import { gid } from '../../floor/gid';
import {
  type AddressRow,
  addressOf,
  checkAddress,
  createAddress,
  deleteAddress,
  updateAddress,
} from '../../stores/addresses';
import { customerForToken } from '../../stores/customer-tokens';
import { updateCustomer } from '../../stores/customers';
import { type Problem, problem } from '../../stores/problems';
import type { ShopContext } from '../context';
import type { ResolverMap } from '../schema';
import { customerErrors as errors, tokenInvalid } from './customer-errors';
import { customerSource } from './customer-source';

type Ctx = ShopContext;

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

const notFound = (field: string) => problem('NOT_FOUND', [field], 'Address does not exist');

export const addressResolvers: ResolverMap = {
  Mutation: {
    customerAddressCreate: async (_, args, context: Ctx) => {
      const customer = await customerForToken(context.db, args.customerAccessToken);
      if (!customer) return { customerAddress: null, ...errors([tokenInvalid()]) };
      const out: Problem[] = [];
      checkAddress(args.address, out);
      if (out.length > 0) return { customerAddress: null, ...errors(out) };
      const row = await createAddress(context.db, customer, args.address);
      return { customerAddress: addressSource(row), ...errors([]) };
    },

    customerAddressUpdate: async (_, args, context: Ctx) => {
      const customer = await customerForToken(context.db, args.customerAccessToken);
      if (!customer) return { customerAddress: null, ...errors([tokenInvalid()]) };
      const existing = await addressOf(context.db, customer.id, args.id);
      if (!existing) return { customerAddress: null, ...errors([notFound('id')]) };
      const out: Problem[] = [];
      checkAddress(args.address, out);
      if (out.length > 0) return { customerAddress: null, ...errors(out) };
      const row = await updateAddress(context.db, existing.id, args.address);
      return { customerAddress: row ? addressSource(row) : null, ...errors([]) };
    },

    customerAddressDelete: async (_, args, context: Ctx) => {
      const customer = await customerForToken(context.db, args.customerAccessToken);
      if (!customer) return { deletedCustomerAddressId: null, ...errors([tokenInvalid()]) };
      const existing = await addressOf(context.db, customer.id, args.id);
      if (!existing) return { deletedCustomerAddressId: null, ...errors([notFound('id')]) };
      await deleteAddress(context.db, customer, existing.id);
      return { deletedCustomerAddressId: args.id, ...errors([]) };
    },

    customerDefaultAddressUpdate: async (_, args, context: Ctx) => {
      const customer = await customerForToken(context.db, args.customerAccessToken);
      if (!customer) return { customer: null, ...errors([tokenInvalid()]) };
      const existing = await addressOf(context.db, customer.id, args.addressId);
      if (!existing) return { customer: null, ...errors([notFound('addressId')]) };
      const row = await updateCustomer(context.db, customer.id, {
        defaultAddressId: existing.id,
        updatedAt: new Date(),
      });
      return { customer: row ? customerSource(row) : null, ...errors([]) };
    },
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
