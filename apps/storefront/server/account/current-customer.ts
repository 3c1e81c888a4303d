import type { EditionKey } from '@shop/editions';
import type { Customer, CustomerAccessToken } from '@shop/shop-client';
import { cookies } from 'next/headers';
import { NO_STORE, shopFor } from './shop';
import { decodeToken, TOKEN_COOKIE } from './token-cookie';

/** The signed-in customer's token from the request's cookie; `null` without one or past its expiry. */
export async function customerToken(): Promise<CustomerAccessToken | null> {
  return decodeToken((await cookies()).get(TOKEN_COOKIE)?.value);
}

/** The signed-in customer, or none: `unavailable` when the shop backend failed or did not answer in time. */
export type CustomerLookup = { customer: Customer } | { customer: null; unavailable: boolean };

/** The signed-in customer with addresses and orders, for a page rendered for this request. */
export async function lookUpCustomer(edition: EditionKey): Promise<CustomerLookup> {
  const token = await customerToken();
  if (!token) return { customer: null, unavailable: false };
  const result = await shopFor(edition).customer.get(token.accessToken, NO_STORE);
  if (result.data) return { customer: result.data };
  const kind = result.error?.kind;
  return { customer: null, unavailable: kind === 'network' || kind === 'backend' };
}

/**
 * The signed-in customer, for a page rendered for this request; `null` without a valid, unexpired token (the
 * backend answers nothing then either, §6) or when the backend fails.
 */
export async function currentCustomer(edition: EditionKey): Promise<Customer | null> {
  return (await lookUpCustomer(edition)).customer;
}
