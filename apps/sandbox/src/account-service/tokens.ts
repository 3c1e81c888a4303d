// The session token: a signed JWT with the claims a shop needs to know who is signed in, and its checks.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { CustomerRow } from '../stores/customers';
import type { AccountServiceConfig } from './config';
import type { SigningKeys } from './keys';
import { liveSession, type SessionRow } from './sessions';

export interface AccessTokenClaims {
  iss: string;
  aud: string;
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
  store: string;
  sid: string;
  jti: string;
  iat: number;
  exp: number;
}

export async function issueAccessToken(
  keys: SigningKeys,
  config: AccountServiceConfig,
  session: SessionRow,
  customer: CustomerRow,
  options: { expiresIn?: number; audience?: string; store?: string } = {},
): Promise<{ token: string; claims: AccessTokenClaims }> {
  const iat = Math.floor(Date.now() / 1000);
  const claims: AccessTokenClaims = {
    iss: config.issuer,
    aud: options.audience ?? config.audience,
    sub: String(customer.id),
    email: customer.email,
    given_name: customer.firstName ?? '',
    family_name: customer.lastName ?? '',
    store: options.store ?? session.store,
    sid: session.id,
    jti: randomUUID(),
    iat,
    exp: iat + (options.expiresIn ?? config.tokenTtl),
  };
  const { iat: _iat, exp: _exp, ...payload } = claims;
  return { token: await keys.sign(payload, claims.iat, claims.exp), claims };
}

/** The customer and session behind a token: validly signed, unexpired, ours, and its session still live. */
export async function sessionOfToken(
  db: Db,
  keys: SigningKeys,
  config: AccountServiceConfig,
  token: string,
): Promise<{ session: SessionRow; customer: CustomerRow } | null> {
  const payload = await keys.verify(token, config.issuer, config.audience);
  if (!payload || typeof payload.sid !== 'string') return null;
  const live = await liveSession(db, payload.sid);
  return live && String(live.customer.id) === payload.sub ? live : null;
}
