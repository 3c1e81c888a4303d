// Links of the single-sign-on stores' external account site (spec §2.3): order history, address, login and
// logout open there under the store locale with the theme parameter. Only public URLs: no credential here.
import type { AccountServiceConfig, EditionKey } from '@shop/editions';

type SiteConfig = Pick<AccountServiceConfig, 'baseUrl' | 'storeLocale' | 'theme'>;

/** The account site's pages a store links to; what the header and the checkout dialog need in the browser. */
export interface AccountSiteLinks {
  orderHistory: string;
  address: string;
}

function siteUrl(config: SiteConfig, path: string, query: Record<string, string>): string {
  const url = new URL(`${config.baseUrl}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** `{base}/account/{store locale}/orders?theme=…` and the address page beside it. */
export function accountSiteLinks(config: SiteConfig): AccountSiteLinks {
  const locale = encodeURIComponent(config.storeLocale);
  return {
    orderHistory: siteUrl(config, `/account/${locale}/orders`, { theme: config.theme }),
    address: siteUrl(config, `/account/${locale}/address`, { theme: config.theme }),
  };
}

/** The hosted sign-in page; the service comes back to `returnTo` with a one-time code and the `state` given. */
export function hostedLoginUrl(config: SiteConfig, returnTo: string, state: string): string {
  return siteUrl(config, '/account/login', {
    locale: config.storeLocale,
    theme: config.theme,
    return_to: returnTo,
    state,
  });
}

/** The service's logout: it ends its session for this browser and comes back to `returnTo`. */
export function serviceLogoutUrl(config: SiteConfig, returnTo: string): string {
  return siteUrl(config, '/account/logout', {
    locale: config.storeLocale,
    theme: config.theme,
    return_to: returnTo,
  });
}

/** The shop's own route that starts a sign-in at the account service and comes back to `returnTo`. */
export function signInPath(edition: EditionKey, returnTo?: string | null): string {
  const query = new URLSearchParams({ edition });
  if (returnTo) query.set('returnTo', returnTo);
  return `/api/account/sso/login?${query}`;
}

/** Where the account service sends the shopper back to: the shop's return route, on the shop's public origin. */
export function returnRouteUrl(shopOrigin: string, edition: EditionKey, returnTo: string | null): string {
  const url = new URL('/api/account/sso/return', shopOrigin);
  url.searchParams.set('edition', edition);
  if (returnTo) url.searchParams.set('returnTo', returnTo);
  return url.toString();
}
