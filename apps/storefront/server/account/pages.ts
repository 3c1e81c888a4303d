// Account pages are rendered per request for the signed-in customer: never from the shared page cache.
import { type EditionKey, getEdition } from '@shop/editions';
import { getIntl, type MessageId } from '@shop/i18n';
import type { Customer } from '@shop/shop-client';
import { ruleText } from '@shop/ui/model';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { lookUpCustomer } from './current-customer';

/** What requireCustomer gives when the shop backend cannot give the customer: the page says so. */
export const ACCOUNT_UNAVAILABLE = 'account-unavailable';

/**
 * The signed-in customer, ACCOUNT_UNAVAILABLE while the shop backend fails, or a redirect to the login page that
 * comes back here after login.
 */
export async function requireCustomer(
  edition: EditionKey,
  returnTo: string,
): Promise<Customer | typeof ACCOUNT_UNAVAILABLE> {
  const lookup = await lookUpCustomer(edition);
  if (lookup.customer) return lookup.customer;
  if (lookup.unavailable) return ACCOUNT_UNAVAILABLE;
  const login = getEdition(edition).accountRoutes.login;
  redirect(`${login}?returnTo=${encodeURIComponent(returnTo)}`);
}

/** Account pages are the shopper's own: not indexed (robots.txt disallows them too). */
export async function accountMetadata(edition: EditionKey, title: MessageId): Promise<Metadata> {
  const intl = await getIntl(edition);
  return { title: ruleText(intl.t, { id: title }), robots: { index: false, follow: false } };
}
