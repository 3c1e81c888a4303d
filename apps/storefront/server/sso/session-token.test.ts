import { createPublicKey, type JsonWebKey as NodeJwk } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type CryptoKey,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  SignJWT,
  UnsecuredJWT,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SessionTokenRules, verifySessionToken } from './session-token';

// A real JWKS over HTTP, as the account service serves it; keys are made here, nothing of ours is mocked.
let server: Server;
let published: JWK[] = [];
let jwksStatus = 200;
let jwksRequests = 0;
let serviceKey: CryptoKey;
let strangerKey: CryptoKey;
let rules: SessionTokenRules;

const ISSUER = 'urn:sandbox:account-service';
const AUDIENCE = 'storefront';
const now = () => Math.floor(Date.now() / 1000);

const CLAIMS: JWTPayload = {
  sub: 'customer-42',
  email: 'anna.nowak@example.com',
  given_name: 'Anna',
  family_name: 'Nowak',
  store: 'pl-PL',
};

function sign(
  key: CryptoKey | Uint8Array,
  {
    claims = CLAIMS,
    kid = 'key-1',
    alg = 'ES256',
    issuer = ISSUER,
    audience = AUDIENCE,
    expiresAt = now() + 300,
  }: {
    claims?: JWTPayload;
    kid?: string;
    alg?: string;
    issuer?: string;
    audience?: string;
    expiresAt?: number;
  } = {},
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg, kid })
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(expiresAt - 600)
    .setExpirationTime(expiresAt)
    .sign(key);
}

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  serviceKey = pair.privateKey;
  strangerKey = (await generateKeyPair('ES256')).privateKey;
  published = [{ ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'ES256', use: 'sig' }];
  server = createServer((request, response) => {
    jwksRequests += 1;
    if (request.url !== '/.well-known/jwks.json' || jwksStatus !== 200) {
      response.writeHead(jwksStatus === 200 ? 404 : jwksStatus).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: published }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  rules = {
    jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    issuer: ISSUER,
    audience: AUDIENCE,
    algorithm: 'ES256',
  };
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a session token signed by the account service is a session', () => {
  it('names the customer from its claims', async () => {
    const expiresAt = now() + 300;
    expect(await verifySessionToken(await sign(serviceKey, { expiresAt }), rules)).toEqual({
      ok: true,
      claims: {
        subject: 'customer-42',
        email: 'anna.nowak@example.com',
        firstName: 'Anna',
        lastName: 'Nowak',
        store: 'pl-PL',
        expiresAt,
      },
    });
  });

  it('is still one within the tolerated clock difference, and not after it', async () => {
    const justExpired = await sign(serviceKey, { expiresAt: now() - 2 });
    expect((await verifySessionToken(justExpired, rules)).ok).toBe(true);
    expect(await verifySessionToken(justExpired, { ...rules, clockToleranceSeconds: 0 })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});

describe('a token past its expiry is no session', () => {
  it('an expired token is refused as expired', async () => {
    const token = await sign(serviceKey, { expiresAt: now() - 60 });
    expect(await verifySessionToken(token, rules)).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('a token with a bad signature is no session', () => {
  it('signed by another key under the service key’s kid', async () => {
    expect(await verifySessionToken(await sign(strangerKey), rules)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('signed by a key the JWKS does not have', async () => {
    expect(await verifySessionToken(await sign(strangerKey, { kid: 'forged' }), rules)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('a claim changed after signing', async () => {
    const [header, , signature] = (await sign(serviceKey)).split('.');
    const payload = Buffer.from(
      JSON.stringify({ ...CLAIMS, sub: 'customer-1', iss: ISSUER, aud: AUDIENCE, exp: now() + 300 }),
    ).toString('base64url');
    expect(await verifySessionToken(`${header}.${payload}.${signature}`, rules)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });
});

describe('only the pinned algorithm is accepted', () => {
  it('alg none (an unsigned token) is refused', async () => {
    const token = new UnsecuredJWT(CLAIMS)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime(now() + 300)
      .encode();
    expect(await verifySessionToken(token, rules)).toEqual({ ok: false, reason: 'algorithm' });
  });

  it('HS256 keyed with the service’s public key is refused', async () => {
    const publicPem = createPublicKey({ key: published[0] as NodeJwk, format: 'jwk' }).export({
      type: 'spki',
      format: 'pem',
    });
    const token = await sign(new TextEncoder().encode(String(publicPem)), { alg: 'HS256' });
    expect(await verifySessionToken(token, rules)).toEqual({ ok: false, reason: 'algorithm' });
  });
});

describe('a token for someone else is no session', () => {
  it('a wrong audience', async () => {
    expect(await verifySessionToken(await sign(serviceKey, { audience: 'another-shop' }), rules)).toEqual({
      ok: false,
      reason: 'audience',
    });
  });

  it('a wrong issuer', async () => {
    expect(
      await verifySessionToken(await sign(serviceKey, { issuer: 'http://evil.example' }), rules),
    ).toEqual({ ok: false, reason: 'issuer' });
  });

  it('claims without an email', async () => {
    const { email: _, ...claims } = CLAIMS;
    expect(await verifySessionToken(await sign(serviceKey, { claims }), rules)).toEqual({
      ok: false,
      reason: 'claims',
    });
  });
});

describe('no token or no JWT is no session', () => {
  it.each([
    [undefined, 'missing'],
    ['', 'missing'],
    ['1767225600000.a1b2c3d4e5f6a7b8', 'malformed'],
    ['not a token', 'malformed'],
    ['eyJhbGciOiJSUzI1NiJ9.e30', 'malformed'],
  ])('%j → %s', async (token, reason) => {
    expect(await verifySessionToken(token, rules)).toEqual({ ok: false, reason });
  });
});

describe('the JWKS is fetched once and kept', () => {
  it('verifying again asks the JWKS no more', async () => {
    const before = jwksRequests;
    await verifySessionToken(await sign(serviceKey), rules);
    await verifySessionToken(await sign(serviceKey), rules);
    expect(jwksRequests).toBe(before);
  });

  it('a JWKS that cannot be read says unavailable, not that the token is bad', async () => {
    jwksStatus = 503;
    try {
      const token = await sign(serviceKey);
      const elsewhere = { ...rules, jwksUrl: rules.jwksUrl.replace('jwks.json', 'jwks.json?fresh') };
      expect(await verifySessionToken(token, elsewhere)).toEqual({ ok: false, reason: 'unavailable' });
      const nobody = { ...rules, jwksUrl: 'http://127.0.0.1:1/.well-known/jwks.json' };
      expect(await verifySessionToken(token, nobody)).toEqual({ ok: false, reason: 'unavailable' });
    } finally {
      jwksStatus = 200;
    }
  });
});
