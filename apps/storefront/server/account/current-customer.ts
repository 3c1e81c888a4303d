import type { EditionKey } from '@shop/editions';
import type { Customer, CustomerAccessToken } from '@shop/shop-client';
import { cookies } from 'next/headers';
import { NO_STORE, shopFor } from './shop';
import { decodeToken, TOKEN_COOKIE } from './token-cookie';

/** The signed-in customer's token from the request's cookie; `null` without one or past its expiry. */
export async function customerToken(): Promise<CustomerAccessToken | null> {
  return decodeToken((await cookies()).get(TOKEN_COOKIE)?.value);
}

/**
 * The signed-in customer with addresses and orders, for a page rendered for this request; `null` without a
 * valid, unexpired token (the backend answers nothing then either, §6).
 */
export async function currentCustomer(edition: EditionKey): Promise<Customer | null> {
  const token = await customerToken();
  if (!token) return null;
  const result = await shopFor(edition).customer.get(token.accessToken, NO_STORE);
  return result.data ?? null;
}
