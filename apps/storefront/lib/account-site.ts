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

/** The account service's own password flows the shop's reset and activation routes lead into (spec §2.1). */
export type ServiceFlow = 'reset-password' | 'activate-account';

/** A mail link's customer id and one-time token. */
export interface MailLink {
  id: string;
  token: string;
}

/**
 * The service's page of a password flow, coming back to `returnTo` signed in like the hosted sign-in: a reset
 * with a mailed link sets the new password, without one it asks for the address to mail a link to; an
 * activation link lets the invited customer choose a password or decline.
 */
export function serviceFlowUrl(
  config: SiteConfig,
  flow: ServiceFlow,
  link: MailLink | null,
  returnTo: string,
  state: string,
): string {
  const path =
    flow === 'activate-account'
      ? '/account/activate'
      : link
        ? '/account/password/reset'
        : '/account/password/forgot';
  return siteUrl(config, path, {
    locale: config.storeLocale,
    theme: config.theme,
    return_to: returnTo,
    state,
    ...(link ?? {}),
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

/**
 * The shop's own route that starts a sign-in at the account service and comes back to `returnTo`; with a `flow`,
 * the service's password reset or activation (with the mail link's id and token) instead of its sign-in form.
 */
export function signInPath(
  edition: EditionKey,
  returnTo?: string | null,
  flow?: { flow: ServiceFlow; link: MailLink | null },
): string {
  const query = new URLSearchParams({ edition });
  if (returnTo) query.set('returnTo', returnTo);
  if (flow) {
    query.set('flow', flow.flow);
    if (flow.link) for (const [name, value] of Object.entries(flow.link)) query.set(name, value);
  }
  return `/api/account/sso/login?${query}`;
}

/** Where the account service sends the shopper back to: the shop's return route, on the shop's public origin. */
export function returnRouteUrl(shopOrigin: string, edition: EditionKey, returnTo: string | null): string {
  const url = new URL('/api/account/sso/return', shopOrigin);
  url.searchParams.set('edition', edition);
  if (returnTo) url.searchParams.set('returnTo', returnTo);
  return url.toString();
}
