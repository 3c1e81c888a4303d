// The internal account pages in a single-sign-on store (spec §2.3): order history, address and login hand over to
// the account service, and so do reset password and activation (its own flows); personal data and change
// password do not exist there.
import type { EditionKey } from '@shop/editions';
import { notFound, redirect } from 'next/navigation';
import { type MailLink, type ServiceFlow, signInPath } from '../../lib/account-site';
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

/**
 * Reset password and activation of a single-sign-on store lead into the account service's own flows (its passwords
 * are the service's), with the mail link's id and token when the shopper came from one; back at the home page.
 */
export function toServiceFlow(edition: EditionKey, flow: ServiceFlow, link: MailLink | null): void {
  if (isSingleSignOn(edition)) redirect(signInPath(edition, null, { flow, link }));
}

/** Personal data and change password: not-found in a single-sign-on store (spec §2.3: hidden). */
export function notInSingleSignOn(edition: EditionKey): void {
  if (isSingleSignOn(edition)) notFound();
}
