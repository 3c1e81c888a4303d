import {
  type AccountServiceConfig,
  type EditionKey,
  getEdition,
  resolveAccountServiceConfig,
} from '@shop/editions';
import { type AccountSiteLinks, accountSiteLinks } from '../../lib/account-site';

/** Whether customers of this edition sign in at the account service (spec §4: pl, it, de, fr). */
export function isSingleSignOn(edition: EditionKey): boolean {
  return getEdition(edition).singleSignOn;
}

/** The account service of a single-sign-on edition, from the environment (sandbox defaults); `null` elsewhere. */
export function accountServiceFor(edition: EditionKey): AccountServiceConfig | null {
  return resolveAccountServiceConfig(edition, process.env);
}

/** The external account site's links of an edition, for the browser; `null` in the other editions. */
export function accountSiteFor(edition: EditionKey): AccountSiteLinks | null {
  const config = accountServiceFor(edition);
  return config ? accountSiteLinks(config) : null;
}
