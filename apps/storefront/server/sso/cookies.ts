// The single-sign-on stores' cookies, all httpOnly and SameSite=Lax, Secure on https. The access token is the
// service's JWT under spec §9's `access_token`; the refresh token only travels to the account routes.
import { COOKIES } from '@shop/editions';
import { type CookieWriter, secureFor } from '../account/token-cookie';
import { looksLikeJwt } from './session-token';

export const ACCESS_COOKIE = COOKIES.accessToken;
export const REFRESH_COOKIE = 'account_refresh';
export const STATE_COOKIE = 'account_sso_state';

/** The refresh token is sent only to the shop's account routes, never with a page or an asset. */
const REFRESH_PATH = '/api/account';
const STATE_PATH = '/api/account/sso';
/** The service keeps a refresh token 30 days (docs/account-service.md). */
const REFRESH_MAX_AGE = 30 * 24 * 3600;
/** Time for a shopper to sign in at the hosted page before the callback no longer matches. */
const STATE_MAX_AGE = 15 * 60;

const base = (requestUrl: string) => ({
  httpOnly: true,
  secure: secureFor(requestUrl),
  sameSite: 'lax' as const,
});

/** Host-only: in this path the shop and the service share no cookie domain (docs/accounts.md). */
export function writeAccessCookie(jar: CookieWriter, token: string, maxAge: number, requestUrl: string) {
  jar.set(ACCESS_COOKIE, token, { ...base(requestUrl), path: '/', maxAge: Math.max(1, Math.floor(maxAge)) });
}

export function writeRefreshCookie(jar: CookieWriter, token: string, requestUrl: string) {
  jar.set(REFRESH_COOKIE, token, { ...base(requestUrl), path: REFRESH_PATH, maxAge: REFRESH_MAX_AGE });
}

export function writeStateCookie(jar: CookieWriter, state: string, requestUrl: string) {
  jar.set(STATE_COOKIE, state, { ...base(requestUrl), path: STATE_PATH, maxAge: STATE_MAX_AGE });
}

export function clearAccessCookie(jar: CookieWriter, requestUrl: string) {
  jar.set(ACCESS_COOKIE, '', { ...base(requestUrl), path: '/', maxAge: 0 });
}

export function clearRefreshCookie(jar: CookieWriter, requestUrl: string) {
  jar.set(REFRESH_COOKIE, '', { ...base(requestUrl), path: REFRESH_PATH, maxAge: 0 });
}

export function clearStateCookie(jar: CookieWriter, requestUrl: string) {
  jar.set(STATE_COOKIE, '', { ...base(requestUrl), path: STATE_PATH, maxAge: 0 });
}

/** Every value of a cookie in a `Cookie` header (a host-only and a domain cookie of one name may both come). */
export function cookieValues(header: string | null, name: string): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .map((part) => {
      const value = part.slice(name.length + 1);
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    });
}

/**
 * The service's JWT among the request's `access_token` cookies; the other editions keep their own kind of token
 * under the same name, which is not this session and must not be cleared from here.
 */
export function sessionTokenOf(cookieHeader: string | null): string | null {
  return cookieValues(cookieHeader, ACCESS_COOKIE).find(looksLikeJwt) ?? null;
}
