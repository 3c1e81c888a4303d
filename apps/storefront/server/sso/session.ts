// The customer session of a single-sign-on store (spec §4): the service's JWT from the `access_token` cookie,
// verified against the JWKS; an expired one is renewed with the refresh cookie when the shop holds one.
import { createHash } from 'node:crypto';
import type { AccountServiceConfig } from '@shop/editions';
import type { CookieWriter } from '../account/token-cookie';
import { database, databaseOptionsFromEnv } from '../db/database';
import { storefrontSecret } from '../secrets';
import { refreshTokens, type TokenCall } from './account-service';
import {
  clearAccessCookie,
  clearRefreshCookie,
  sessionTokenOf,
  writeAccessCookie,
  writeRefreshCookie,
} from './cookies';
import {
  type RefusalReason,
  type SessionClaims,
  type SessionTokenRules,
  verifySessionToken,
} from './session-token';
import { refreshAcrossInstances } from './shared-refresh';

export function tokenRulesOf(config: AccountServiceConfig): SessionTokenRules {
  return {
    jwksUrl: config.jwksUrl,
    issuer: config.issuer,
    audience: config.audience,
    algorithm: config.algorithm,
  };
}

/** A change to the response's cookies, applied by whoever answers. */
export type CookieChange = (jar: CookieWriter, requestUrl: string) => void;

export interface SsoSession {
  /** The signed-in customer, `null` when logged out. */
  claims: SessionClaims | null;
  /** The verified access token, for calls to the service on the customer's behalf. */
  accessToken: string | null;
  /** Why there is no session (for the log). */
  reason: RefusalReason | 'refresh_failed' | null;
  cookies: CookieChange[];
}

const REFRESHED_KEPT_MS = 30_000;
const refreshes = new Map<string, { call: Promise<TokenCall>; until: number }>();

/** Instances sharing a Postgres database share the refresh too (shared-refresh.ts); the embedded one is one process. */
async function refreshOfInstances(key: string, refresh: () => Promise<TokenCall>): Promise<TokenCall> {
  if (!databaseOptionsFromEnv().databaseUrl) return refresh();
  const shared = await Promise.all([database(), storefrontSecret()]).catch(() => null);
  if (!shared) return refresh();
  return refreshAcrossInstances(shared[0].db, shared[1], key, refresh);
}

/**
 * One refresh per refresh token: requests that arrive together (the header, a checkout, another tab, another
 * instance) share it, and one that still carries the old token within 30 s gets the same answer. The service rotates
 * refresh tokens and ends the whole session when a spent one comes again, so a second call would log the customer out.
 */
function refreshOnce(config: AccountServiceConfig, refreshToken: string): Promise<TokenCall> {
  const key = createHash('sha256').update(`${config.baseUrl}\n${refreshToken}`).digest('base64url');
  const now = Date.now();
  for (const [entry, { until }] of refreshes) if (until < now) refreshes.delete(entry);
  const known = refreshes.get(key);
  if (known) return known.call;
  const call = refreshOfInstances(key, () => refreshTokens(config, refreshToken));
  refreshes.set(key, { call, until: now + REFRESHED_KEPT_MS });
  return call;
}

const loggedOut = (reason: SsoSession['reason'], cookies: CookieChange[]): SsoSession => ({
  claims: null,
  accessToken: null,
  reason,
  cookies,
});

/**
 * The session of a request: missing, expired (and not renewable), badly signed, for another audience or issuer →
 * logged out, and the cookie cleared. A JWKS or service that cannot be reached logs out for this request only.
 */
export async function resolveSsoSession(
  config: AccountServiceConfig,
  cookieHeader: string | null,
  refreshToken: string | null | undefined,
): Promise<SsoSession> {
  const rules = tokenRulesOf(config);
  const token = sessionTokenOf(cookieHeader);
  const verdict = await verifySessionToken(token, rules);
  if (verdict.ok) return { claims: verdict.claims, accessToken: token, reason: null, cookies: [] };
  if (verdict.reason === 'unavailable') return loggedOut('unavailable', []);
  const clearToken: CookieChange[] = token ? [clearAccessCookie] : [];
  const renewable = verdict.reason === 'expired' || verdict.reason === 'missing';
  if (!refreshToken) return loggedOut(verdict.reason, clearToken);
  // A token that is not merely old (forged, for someone else) ends the shop's session altogether.
  if (!renewable) return loggedOut(verdict.reason, [...clearToken, clearRefreshCookie]);

  const refreshed = await refreshOnce(config, refreshToken);
  if (!refreshed.ok) {
    // The service down is no verdict on the refresh token: it is kept for the next request.
    if (refreshed.reason === 'unavailable') return loggedOut('unavailable', clearToken);
    return loggedOut('refresh_failed', [...clearToken, clearRefreshCookie]);
  }
  const { accessToken, refreshToken: next, expiresIn } = refreshed.tokens;
  const renewed = await verifySessionToken(accessToken, rules);
  if (!renewed.ok) return loggedOut(renewed.reason, [...clearToken, clearRefreshCookie]);
  return {
    claims: renewed.claims,
    accessToken,
    reason: null,
    cookies: [
      (jar, url) => writeAccessCookie(jar, accessToken, expiresIn, url),
      ...(next ? [(jar: CookieWriter, url: string) => writeRefreshCookie(jar, next, url)] : []),
    ],
  };
}
