// The service's signing key: an ES256 pair generated once and kept in the database, its public half as a JWKS.
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';
import type { Db } from '../db/database';
import { accountSigningKeys } from '../db/schema';

export const SIGNING_ALG = 'ES256';

type Key = Awaited<ReturnType<typeof importJWK>>;

interface LoadedKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
  privateKey: Key;
  publicKey: Key;
}

export class SigningKeys {
  private key: LoadedKey | null = null;

  constructor(private readonly db: Db) {}

  /** The stored key, or a new one stored now. */
  async load(): Promise<LoadedKey> {
    if (this.key) return this.key;
    const [row] = await this.db.select().from(accountSigningKeys).limit(1);
    if (row) {
      this.key = await imported(row.kid, row.privateJwk as JWK, row.publicJwk as JWK);
      return this.key;
    }
    const pair = await generateKeyPair(SIGNING_ALG, { extractable: true });
    const publicJwk = await exportJWK(pair.publicKey);
    const privateJwk = await exportJWK(pair.privateKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    await this.db
      .insert(accountSigningKeys)
      .values({ kid, alg: SIGNING_ALG, privateJwk, publicJwk })
      .onConflictDoNothing();
    // Two first requests may race: whichever row landed first is the key.
    const [stored] = await this.db.select().from(accountSigningKeys).limit(1);
    if (!stored) throw new Error('signing key was not stored');
    this.key = await imported(stored.kid, stored.privateJwk as JWK, stored.publicJwk as JWK);
    return this.key;
  }

  /** Writes the key back after a sandbox reset emptied the tables, so the JWKS stays the same. */
  async persist(): Promise<void> {
    if (!this.key) return;
    const { kid, privateJwk, publicJwk } = this.key;
    await this.db
      .insert(accountSigningKeys)
      .values({ kid, alg: SIGNING_ALG, privateJwk, publicJwk })
      .onConflictDoNothing();
  }

  async jwks(): Promise<{ keys: JWK[] }> {
    const key = await this.load();
    return { keys: [{ ...key.publicJwk, kid: key.kid, alg: SIGNING_ALG, use: 'sig' }] };
  }

  async sign(claims: JWTPayload, issuedAt: number, expiresAt: number): Promise<string> {
    const key = await this.load();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: 'JWT' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(key.privateKey);
  }

  /** The claims of a token this service signed for this issuer and audience, or null. */
  async verify(token: string, issuer: string, audience: string): Promise<JWTPayload | null> {
    const key = await this.load();
    try {
      const { payload } = await jwtVerify(token, key.publicKey, {
        issuer,
        audience,
        algorithms: [SIGNING_ALG],
      });
      return payload;
    } catch {
      return null;
    }
  }
}

async function imported(kid: string, privateJwk: JWK, publicJwk: JWK): Promise<LoadedKey> {
  return {
    kid,
    privateJwk,
    publicJwk,
    privateKey: await importJWK(privateJwk, SIGNING_ALG),
    publicKey: await importJWK(publicJwk, SIGNING_ALG),
  };
}
