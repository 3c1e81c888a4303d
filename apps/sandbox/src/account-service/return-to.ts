// Where a sign-in may send the browser back to (never an open redirect) and when the service and a shop share a
// cookie domain (spec §9: the last two host labels; never on an IP address or a single-label host).
import { isIP } from 'node:net';
import { ACCOUNT_SERVICE_BASE } from './config';

export type ReturnTo =
  | { kind: 'shop'; url: URL }
  | { kind: 'service'; path: string }
  | { kind: 'none' }
  | { kind: 'invalid' };

const OWN_PAGES = `${ACCOUNT_SERVICE_BASE}/account/`;

export function parseReturnTo(value: string | null | undefined, allowedOrigins: readonly string[]): ReturnTo {
  if (value == null || value === '') return { kind: 'none' };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (value.length > 2048 || /[\u0000-\u001f\u007f\\]/.test(value)) return { kind: 'invalid' };
  if (value.startsWith(OWN_PAGES) && !value.includes('//') && !value.includes('/..')) {
    return { kind: 'service', path: value };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'invalid' };
  if (url.username || url.password) return { kind: 'invalid' };
  if (!allowedOrigins.includes(url.origin)) return { kind: 'invalid' };
  return { kind: 'shop', url };
}

/** The cookie domain of a host name, or null where none may be set. */
export function cookieDomainOf(hostname: string): string | null {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (isIP(host)) return null;
  const labels = host.split('.').filter(Boolean);
  if (labels.length < 2) return null;
  return labels.slice(-2).join('.');
}

/** The domain both hosts may set a cookie for, or null. */
export function sharedCookieDomain(serviceHost: string, shopHost: string): string | null {
  const domain = cookieDomainOf(shopHost);
  return domain !== null && domain === cookieDomainOf(serviceHost) ? domain : null;
}
