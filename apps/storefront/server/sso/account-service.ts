// The account service's server-to-server calls (docs/account-service.md): the token endpoint (code exchange,
// refresh), revocation and the default address. No framework here; errors are values.
import type { AccountServiceConfig } from '@shop/editions';
import type { SessionUserAddress } from '@shop/session';
import { observedFetch } from '../observe/backend-calls';

/** A token answer of `POST /oauth/token`. */
export interface ServiceTokens {
  accessToken: string;
  refreshToken: string | null;
  /** Seconds the access token lives. */
  expiresIn: number;
}

export type TokenCall =
  | { ok: true; tokens: ServiceTokens }
  /** `invalid_grant`: the code or refresh token is spent, unknown or ended; `unavailable`: anything else. */
  | { ok: false; reason: 'invalid_grant' | 'unavailable'; status: number };

const TIMEOUT_MS = 5000;

async function tokenCall(config: AccountServiceConfig, grant: Record<string, string>): Promise<TokenCall> {
  if (!config.clientSecret) return { ok: false, reason: 'unavailable', status: 0 };
  let response: Response;
  try {
    response = await observedFetch('account')(`${config.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        ...grant,
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }),
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { ok: false, reason: 'unavailable', status: 0 };
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const invalidGrant = response.status === 400 && body?.error === 'invalid_grant';
    return { ok: false, reason: invalidGrant ? 'invalid_grant' : 'unavailable', status: response.status };
  }
  const accessToken = body?.access_token;
  const expiresIn = Number(body?.expires_in);
  if (typeof accessToken !== 'string' || !accessToken || !(expiresIn > 0))
    return { ok: false, reason: 'unavailable', status: response.status };
  const refreshToken = typeof body?.refresh_token === 'string' ? body.refresh_token : null;
  return { ok: true, tokens: { accessToken, refreshToken, expiresIn } };
}

/** Exchanges the one-time code the service sent the shopper back with; `redirectUri` is that return URL. */
export function exchangeCode(
  config: AccountServiceConfig,
  code: string,
  redirectUri: string,
): Promise<TokenCall> {
  return tokenCall(config, { grant_type: 'authorization_code', code, redirect_uri: redirectUri });
}

/** A new access token for a refresh token; the service rotates the refresh token with it. */
export function refreshTokens(config: AccountServiceConfig, refreshToken: string): Promise<TokenCall> {
  return tokenCall(config, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

/** Ends the session a refresh token belongs to (RFC 7009: the service answers 200 whatever it knew). */
export async function revokeRefreshToken(
  config: AccountServiceConfig,
  refreshToken: string,
): Promise<boolean> {
  if (!config.clientSecret) return false;
  try {
    const response = await observedFetch('account')(`${config.baseUrl}/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: refreshToken,
        token_type_hint: 'refresh_token',
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }),
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The customer's default address in a country, as the account service keeps it (spec §3 `default_address`): the
 * shape the browser's session holds it in.
 */
export type DefaultAddress = SessionUserAddress;

export type AddressLookup = { ok: true; address: DefaultAddress | null } | { ok: false; status: number };

const nullableText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

function addressOf(data: unknown): DefaultAddress | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  return {
    firstName: nullableText(record.firstName),
    lastName: nullableText(record.lastName),
    company: nullableText(record.company),
    address1: nullableText(record.address1),
    address2: nullableText(record.address2),
    zip: nullableText(record.zip),
    city: nullableText(record.city),
    countryCode: nullableText(record.countryCode),
  };
}

/**
 * `GET /api/address/default?country={country}` with the customer's token (spec §7), reading `{success, data}`.
 * A failure is a value: the caller only logs it (spec §8).
 */
export async function defaultAddress(
  config: AccountServiceConfig,
  accessToken: string,
  country: string,
  timeoutMs = 3000,
): Promise<AddressLookup> {
  let response: Response;
  try {
    response = await observedFetch('account')(
      `${config.baseUrl}/api/address/default?country=${encodeURIComponent(country)}`,
      {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      },
    );
  } catch {
    return { ok: false, status: 0 };
  }
  const body = (await response.json().catch(() => null)) as { success?: unknown; data?: unknown } | null;
  if (!response.ok || body?.success !== true) return { ok: false, status: response.status };
  return { ok: true, address: addressOf(body.data) };
}
