import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AccountServiceConfig } from '@shop/editions';
import { type CryptoKey, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CookieWriter } from '../account/token-cookie';
import { resolveSsoSession, type SsoSession } from './session';

// A token endpoint and JWKS over real HTTP, answering as the account service's contract says.
let server: Server;
let key: CryptoKey;
let config: AccountServiceConfig;
let refreshCalls = 0;
/** What the token endpoint answers a refresh with. */
let refreshAnswer: 'ok' | 'invalid_grant' | 'down' = 'ok';

const now = () => Math.floor(Date.now() / 1000);
const token = (expiresAt: number) =>
  new SignJWT({ email: 'anna@example.com', given_name: 'Anna', family_name: 'Nowak', store: 'de-DE' })
    .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
    .setIssuer('urn:sandbox:account-service')
    .setAudience('storefront')
    .setSubject('7400000001')
    .setExpirationTime(expiresAt)
    .sign(key);

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  key = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
  server = createServer((request, response) => {
    if (request.url === '/.well-known/jwks.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', async () => {
      const form = new URLSearchParams(body);
      refreshCalls += 1;
      if (form.get('grant_type') !== 'refresh_token' || form.get('client_secret') !== 'secret') {
        response.writeHead(400).end(JSON.stringify({ error: 'invalid_request' }));
      } else if (refreshAnswer === 'down') {
        response.writeHead(503).end();
      } else if (refreshAnswer === 'invalid_grant') {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'invalid_grant' }));
      } else {
        // Slow enough for requests arriving together to overlap.
        await new Promise((resolve) => setTimeout(resolve, 50));
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            access_token: await token(now() + 900),
            token_type: 'Bearer',
            expires_in: 900,
            refresh_token: `next-${form.get('refresh_token')}`,
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  config = {
    baseUrl: base,
    jwksUrl: `${base}/.well-known/jwks.json`,
    issuer: 'urn:sandbox:account-service',
    audience: 'storefront',
    algorithm: 'ES256',
    clientId: 'storefront',
    clientSecret: 'secret',
    theme: 'light',
    storeLocale: 'de-DE',
  };
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  refreshCalls = 0;
  refreshAnswer = 'ok';
});

/** The cookies a session's answer sets, as name → value ('' for a cleared one) with their path. */
function cookiesOf(session: SsoSession): Record<string, { value: string; path: unknown }> {
  const set: Record<string, { value: string; path: unknown }> = {};
  const jar: CookieWriter = {
    set: (name, value, options) => {
      set[name] = { value, path: options.path };
    },
  };
  for (const change of session.cookies) change(jar, 'http://localhost:3010/api/account/session');
  return set;
}

describe('the session of a single-sign-on store', () => {
  it('a valid token is the customer, and nothing is renewed', async () => {
    const session = await resolveSsoSession(config, `access_token=${await token(now() + 300)}`, 'r1');
    expect(session.claims?.email).toBe('anna@example.com');
    expect(session.cookies).toEqual([]);
    expect(refreshCalls).toBe(0);
  });

  it('an expired token is renewed once for requests that come together, with the rotated refresh token', async () => {
    const expired = `access_token=${await token(now() - 60)}`;
    const sessions = await Promise.all([
      resolveSsoSession(config, expired, 'r-together'),
      resolveSsoSession(config, expired, 'r-together'),
      resolveSsoSession(config, null, 'r-together'),
    ]);
    expect(refreshCalls).toBe(1);
    for (const session of sessions) {
      expect(session.claims?.firstName).toBe('Anna');
      const cookies = cookiesOf(session);
      expect(cookies.access_token?.value).toMatch(/^eyJ/);
      expect(cookies.account_refresh).toEqual({ value: 'next-r-together', path: '/api/account' });
    }
  });

  it('a refresh the service refuses logs out and clears both cookies', async () => {
    refreshAnswer = 'invalid_grant';
    const session = await resolveSsoSession(config, `access_token=${await token(now() - 60)}`, 'r-ended');
    expect(session).toMatchObject({ claims: null, reason: 'refresh_failed' });
    expect(cookiesOf(session)).toEqual({
      access_token: { value: '', path: '/' },
      account_refresh: { value: '', path: '/api/account' },
    });
  });

  it('a service that is down logs out for now but keeps the refresh cookie', async () => {
    refreshAnswer = 'down';
    const session = await resolveSsoSession(config, `access_token=${await token(now() - 60)}`, 'r-down');
    expect(session).toMatchObject({ claims: null, reason: 'unavailable' });
    expect(Object.keys(cookiesOf(session))).toEqual(['access_token']);
  });

  it('a forged token is not renewed: both cookies are cleared', async () => {
    const forged = (await token(now() + 300)).replace(/\.[\w-]+$/, '.AAAA');
    const session = await resolveSsoSession(config, `access_token=${forged}`, 'r-forged');
    expect(session).toMatchObject({ claims: null, reason: 'signature' });
    expect(refreshCalls).toBe(0);
    expect(Object.keys(cookiesOf(session)).sort()).toEqual(['access_token', 'account_refresh']);
  });

  it('a guest with no cookies is a guest, and nothing is set', async () => {
    const session = await resolveSsoSession(config, 'country=de', undefined);
    expect(session).toMatchObject({ claims: null, reason: 'missing', cookies: [] });
  });
});
