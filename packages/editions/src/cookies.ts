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

// Second-level names under a country's domain that registries hand out like top-level ones (`co.uk`, `com.pl`,
// `co.id`, `or.at`): a cookie for one of them is a cookie for a public suffix, which browsers refuse.
const SECOND_LEVEL =
  /^(ac|asso|biz|co|com|edu|go|gob|gouv|gov|gv|info|ltd|me|mil|net|nom|or|org|plc|sch|web)$/;

/**
 * Cookie domain: the last two labels of the host (port dropped), spec §9's rule; the last three where those two are
 * a public suffix under a country domain (`shop.brand.co.uk` → `brand.co.uk`: browsers refuse a cookie for
 * `co.uk`, so the country choice was never kept there). `undefined` (a host-only cookie) for hosts where the rule
 * names no registrable domain: single labels such as localhost, IP addresses, a bare `co.uk`, empty input.
 */
export function cookieDomain(host: string | null | undefined): string | undefined {
  const hostname = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!hostname || IPV4.test(hostname) || hostname.includes(':') || hostname.includes('[')) return undefined;
  const labels = hostname.split('.');
  if (labels.length < 2 || labels.some((label) => !label)) return undefined;
  const [second = '', top = ''] = labels.slice(-2);
  const suffixOfCountry = top.length === 2 && SECOND_LEVEL.test(second);
  if (!suffixOfCountry) return labels.slice(-2).join('.');
  return labels.length >= 3 ? labels.slice(-3).join('.') : undefined;
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
