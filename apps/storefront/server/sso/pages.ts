// The internal account pages in a single-sign-on store (spec §2.3): order history, address and login hand over to
// the account service; personal data, change password and the shop backend's mail links do not exist there.
import type { EditionKey } from '@shop/editions';
import { notFound, redirect } from 'next/navigation';
import { signInPath } from '../../lib/account-site';
import { accountSiteFor, isSingleSignOn } from './config';

/** Order history and address of a single-sign-on store are the account site's pages. */
export function toAccountSite(edition: EditionKey, page: 'orderHistory' | 'address'): void {
  const site = accountSiteFor(edition);
  if (site) redirect(site[page]);
}

/** The login page of a single-sign-on store sends the shopper to the hosted sign-in, coming back to `returnTo`. */
export function toHostedLogin(edition: EditionKey, returnTo: string | null): void {
  if (isSingleSignOn(edition)) redirect(signInPath(edition, returnTo));
}

/** Personal data, change password, reset and activation: not-found in a single-sign-on store. */
export function notInSingleSignOn(edition: EditionKey): void {
  if (isSingleSignOn(edition)) notFound();
}
