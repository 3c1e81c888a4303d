// Account pages are rendered per request for the signed-in customer: never from the shared page cache.
import { type EditionKey, getEdition } from '@shop/editions';
import { getIntl, type MessageId } from '@shop/i18n';
import type { Customer } from '@shop/shop-client';
import { ruleText } from '@shop/ui/model';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { customerToken, lookUpCustomer } from './current-customer';

/** What requireCustomer gives when the shop backend cannot give the customer: the page says so. */
export const ACCOUNT_UNAVAILABLE = 'account-unavailable';

function toLogin(edition: EditionKey, returnTo: string): never {
  const login = getEdition(edition).accountRoutes.login;
  redirect(`${login}?returnTo=${encodeURIComponent(returnTo)}`);
}

/**
 * A redirect to the login page (coming back here after login) unless the request carries an unexpired sign-in
 * cookie: asked before an account page sends anything, so the shopper without one gets a plain 307.
 */
export async function requireSignedIn(edition: EditionKey, returnTo: string): Promise<void> {
  if (!(await customerToken())) toLogin(edition, returnTo);
}

/**
 * The signed-in customer, ACCOUNT_UNAVAILABLE while the shop backend fails, or a redirect to the login page that
 * comes back here after login (a token the backend no longer takes: inside the page's stream, Next sends that
 * redirect to the browser as the stream's own, `<meta http-equiv="refresh">` included).
 */
export async function requireCustomer(
  edition: EditionKey,
  returnTo: string,
): Promise<Customer | typeof ACCOUNT_UNAVAILABLE> {
  const lookup = await lookUpCustomer(edition);
  if (lookup.customer) return lookup.customer;
  if (lookup.unavailable) return ACCOUNT_UNAVAILABLE;
  toLogin(edition, returnTo);
}

/** Account pages are the shopper's own: not indexed (robots.txt disallows them too). */
export async function accountMetadata(edition: EditionKey, title: MessageId): Promise<Metadata> {
  const intl = await getIntl(edition);
  return { title: ruleText(intl.t, { id: title }), robots: { index: false, follow: false } };
}
