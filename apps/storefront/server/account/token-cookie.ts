// The customer access token lives only in this cookie: httpOnly (page scripts never read it), Secure on https,
// SameSite=Lax, host-only, expiring with the token. Its value carries the expiry too, so the server treats a
// token past expiry as no session even when a client kept the cookie longer.
import { COOKIES, type CookieName } from '@shop/editions';
import type { CustomerAccessToken } from '@shop/shop-client';
import { SHOP_BASE_URL } from '../../lib/site';

export const TOKEN_COOKIE: CookieName = COOKIES.accessToken;

export interface CookieWriter {
  set(name: string, value: string, options: Record<string, unknown>): void;
}

/** `Secure` when the shop or this request is on https (a local http host keeps working). */
export function secureFor(requestUrl: string): boolean {
  return SHOP_BASE_URL.startsWith('https:') || requestUrl.startsWith('https:');
}

export function encodeToken(token: CustomerAccessToken): string {
  return `${Date.parse(token.expiresAt)}.${token.accessToken}`;
}

/** The token of a cookie value; `null` when it is malformed or past its expiry. */
export function decodeToken(value: string | undefined, now = Date.now()): CustomerAccessToken | null {
  const match = value ? /^(\d{10,16})\.(\S{8,512})$/.exec(value) : null;
  if (!match) return null;
  const expires = Number(match[1]);
  if (!(expires > now)) return null;
  return { accessToken: match[2] as string, expiresAt: new Date(expires).toISOString() };
}

export function writeTokenCookie(jar: CookieWriter, token: CustomerAccessToken, requestUrl: string): void {
  jar.set(TOKEN_COOKIE, encodeToken(token), {
    httpOnly: true,
    secure: secureFor(requestUrl),
    sameSite: 'lax',
    path: '/',
    expires: new Date(token.expiresAt),
  });
}

export function clearTokenCookie(jar: CookieWriter, requestUrl: string): void {
  jar.set(TOKEN_COOKIE, '', {
    httpOnly: true,
    secure: secureFor(requestUrl),
    sameSite: 'lax',
    path: '/',
    maxAge: 0,
  });
}
