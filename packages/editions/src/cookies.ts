/** Cookies of the storefront (spec §9). */
export const COOKIES = {
  country: 'country',
  timezone: 'timezone',
  count: 'count',
  bundle: 'bundle',
  experiments: 'mak_experiments',
  accessToken: 'access_token',
} as const;
export type CookieName = (typeof COOKIES)[keyof typeof COOKIES];

/** Browser local-storage keys (spec §9), and the cart id kept per shop URL (spec §4). */
export const LOCAL_STORAGE_KEYS = {
  menuData: 'menuData',
  favorites: 'favorites',
} as const;

export function cartIdStorageKey(shopUrl: string): string {
  return `cartId:${shopUrl}`;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Cookie domain: the last two labels of the host (port dropped). `undefined` (a host-only cookie) for hosts
 * where that rule names no registrable domain: single labels such as localhost, IP addresses, empty input.
 */
export function cookieDomain(host: string | null | undefined): string | undefined {
  const hostname = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!hostname || IPV4.test(hostname) || hostname.includes(':') || hostname.includes('[')) return undefined;
  const labels = hostname.split('.');
  if (labels.length < 2 || labels.some((label) => !label)) return undefined;
  return labels.slice(-2).join('.');
}

export interface CookieOptions {
  domain?: string;
  secure: true;
  path: '/';
}

/** Options every storefront cookie is set with: the cookie-domain rule, secure, path `/`. */
export function cookieOptions(host: string | null | undefined): CookieOptions {
  const domain = cookieDomain(host);
  return domain ? { domain, secure: true, path: '/' } : { secure: true, path: '/' };
}
