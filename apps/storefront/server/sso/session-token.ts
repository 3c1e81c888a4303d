// The account service's session token (single-sign-on editions, spec §4): a JWT signed with the service's
// asymmetric key, checked here against its JWKS. No framework in this module: routes and pages call it.
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';

/** What a token must satisfy besides its signature: who issued it, for whom, and the one algorithm allowed. */
export interface SessionTokenRules {
  jwksUrl: string;
  issuer: string;
  audience: string;
  /** Pinned: a token naming any other `alg` (`none`, `HS256` with the public key as secret…) is refused. */
  algorithm: string;
  /** Seconds of clock difference tolerated on `exp`/`nbf`/`iat`. */
  clockToleranceSeconds?: number;
}

/** The customer as the token's claims name them. */
export interface SessionClaims {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The store locale the service signed the customer in for (`de-DE`, `pl-PL`, …), when the token names one. */
  store: string | null;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/**
 * Why a token is no session. `unavailable` (the JWKS could not be fetched) is the only one that says nothing
 * about the token itself: the caller treats the shopper as logged out for now but keeps the cookie.
 */
export type RefusalReason =
  | 'missing'
  | 'malformed'
  | 'expired'
  | 'signature'
  | 'algorithm'
  | 'audience'
  | 'issuer'
  | 'claims'
  | 'unavailable';

export type SessionTokenResult = { ok: true; claims: SessionClaims } | { ok: false; reason: RefusalReason };

type KeySet = ReturnType<typeof createRemoteJWKSet>;
const keySets = new Map<string, KeySet>();

/** One key set per JWKS URL for the process: jose keeps the keys and refetches on an unknown `kid`. */
function keySetFor(url: string): KeySet {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url), {
      timeoutDuration: 5000,
      // A token with an unknown kid may refetch at most every 30 s; keys are kept 10 minutes.
      cooldownDuration: 30_000,
      cacheMaxAge: 600_000,
    });
    keySets.set(url, keySet);
  }
  return keySet;
}

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]*$/;

/** Whether a cookie value has the shape of a JWT at all (the other editions keep another kind of token there). */
export function looksLikeJwt(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length <= 8192 && JWT_SHAPE.test(value);
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** The customer of verified claims; `null` when a claim the shop needs is missing. */
export function claimsOf(payload: JWTPayload): SessionClaims | null {
  const subject = text(payload.sub);
  const email = text(payload.email);
  if (!subject || !email || typeof payload.exp !== 'number') return null;
  return {
    subject,
    email,
    firstName: text(payload.given_name) ?? '',
    lastName: text(payload.family_name) ?? '',
    store: text(payload.store),
    expiresAt: payload.exp,
  };
}

function reasonOf(error: unknown): RefusalReason {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'audience';
    if (error.claim === 'iss') return 'issuer';
    return 'claims';
  }
  if (error instanceof errors.JOSEAlgNotAllowed) return 'algorithm';
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey)
    return 'signature';
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return 'unavailable';
  if (error instanceof errors.JOSEError) {
    // jose reports a JWKS answered with a non-200 as a generic JOSEError; a fetch that failed is a TypeError.
    return error.code === 'ERR_JOSE_GENERIC' ? 'unavailable' : 'malformed';
  }
  if (error instanceof TypeError) return 'unavailable';
  return 'malformed';
}

/** Verifies a session token: signature by a key of the JWKS, the pinned algorithm, issuer, audience, expiry. */
export async function verifySessionToken(
  token: string | null | undefined,
  rules: SessionTokenRules,
): Promise<SessionTokenResult> {
  if (!token) return { ok: false, reason: 'missing' };
  if (!looksLikeJwt(token)) return { ok: false, reason: 'malformed' };
  try {
    const { payload } = await jwtVerify(token, keySetFor(rules.jwksUrl), {
      issuer: rules.issuer,
      audience: rules.audience,
      algorithms: [rules.algorithm],
      requiredClaims: ['exp', 'sub'],
      clockTolerance: rules.clockToleranceSeconds ?? 5,
    });
    const claims = claimsOf(payload);
    return claims ? { ok: true, claims } : { ok: false, reason: 'claims' };
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
}
