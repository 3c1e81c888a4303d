// The account service with its own settings: a shop on the service's cookie domain (the production path), a short
// code lifetime, and a restart on the same database keeping the signing key.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../src/server';
import { BASE, Browser, CLIENT, codeOf, exchange, shopCustomer } from './account-service-browser';
import { type Json, TOKEN } from './http';

const SHOP = 'https://www.shop.test';
const SERVICE = 'https://account.shop.test';
const dataDir = mkdtempSync(join(tmpdir(), 'account-service-'));
const settings = {
  port: 0,
  products: 20,
  dataDir,
  log: false as const,
  accountService: {
    publicUrl: `${SERVICE}${BASE}`,
    allowedOrigins: [SHOP, 'http://localhost:3010'],
    codeTtl: 1,
    tokenTtl: 600,
  },
};
let sandbox: Sandbox;

const runOn = (url: string) =>
  async function data<T = Json>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(`${url}/api/2025-01/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN },
      body: JSON.stringify({ query, variables }),
    });
    return ((await response.json()) as { data: T }).data;
  };

async function jwks(url: string): Promise<JSONWebKeySet> {
  return (await (await fetch(`${url}${BASE}/.well-known/jwks.json`)).json()) as JSONWebKeySet;
}

beforeAll(async () => {
  sandbox = await startSandbox(settings);
});

afterAll(async () => {
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a shop on the service cookie domain (production)', () => {
  it('gets the access_token cookie for the shared domain and a plain redirect, no code', async () => {
    const customer = await shopCustomer(undefined, undefined, runOn(sandbox.url));
    const browser = new Browser(sandbox.url, SERVICE);
    const response = await browser.signIn(customer.email, customer.password, {
      locale: 'fr-FR',
      return_to: `${SHOP}/fr/compte/`,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SHOP}/fr/compte/`);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('access_token='));
    expect(cookie).toBeDefined();
    expect(cookie).toContain('Domain=shop.test');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=600');
    const token = decodeURIComponent(browser.cookies.get('access_token') as string);
    const { payload } = await jwtVerify(token, createLocalJWKSet(await jwks(sandbox.url)), {
      audience: 'storefront',
    });
    expect(payload).toMatchObject({ email: customer.email, store: 'fr-FR' });
    // The browser sends the domain cookie along to the service: the address lookup takes it.
    const lookup = await fetch(`${sandbox.url}${BASE}/api/address/default?country=FR`, {
      headers: { cookie: `access_token=${browser.cookies.get('access_token')}`, origin: SHOP },
    });
    expect(lookup.status).toBe(200);
    expect(lookup.headers.get('access-control-allow-origin')).toBe(SHOP);
    // Logout clears the domain cookie as well as the service's own.
    const logout = await browser.get(`${BASE}/account/logout?return_to=${encodeURIComponent(`${SHOP}/fr/`)}`);
    expect(logout.status).toBe(303);
    const cleared = logout.headers.getSetCookie().find((line) => line.startsWith('access_token='));
    expect(cleared).toContain('Domain=shop.test');
    expect(cleared).toContain('Max-Age=0');
  });

  it('a shop origin outside the configured list is refused', async () => {
    const response = await new Browser(sandbox.url).get(
      `${BASE}/account/login?locale=fr-FR&return_to=${encodeURIComponent('http://localhost:3000/fr/')}`,
    );
    expect(response.status).toBe(400);
  });

  it('a code expires after its lifetime', async () => {
    const customer = await shopCustomer(undefined, undefined, runOn(sandbox.url));
    const code = codeOf(
      await new Browser(sandbox.url, SERVICE).signIn(customer.email, customer.password, {
        locale: 'de-DE',
        return_to: 'http://localhost:3010/de/sso/callback',
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const result = await exchange(sandbox.url, { grant_type: 'authorization_code', code, ...CLIENT });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: 'invalid_grant', error_description: 'The code has expired' });
  });
});

describe('the signing key survives a restart', () => {
  it('serves the same key and accepts the tokens it issued before', async () => {
    const customer = await shopCustomer(undefined, undefined, runOn(sandbox.url));
    const before = await jwks(sandbox.url);
    const minted = await fetch(`${sandbox.url}/__sandbox/account-service/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer.email }),
    });
    const { access_token } = (await minted.json()) as { access_token: string };
    await sandbox.close();
    sandbox = await startSandbox(settings);
    const after = await jwks(sandbox.url);
    expect(after.keys[0]?.kid).toBe(before.keys[0]?.kid);
    await jwtVerify(access_token, createLocalJWKSet(after), { audience: 'storefront' });
    const lookup = await fetch(`${sandbox.url}${BASE}/api/address/default?country=DE`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(lookup.status).toBe(200);
  });

  it('and a sandbox reset', async () => {
    const before = await jwks(sandbox.url);
    expect((await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' })).status).toBe(200);
    expect((await jwks(sandbox.url)).keys[0]?.kid).toBe(before.keys[0]?.kid);
    await sandbox.close();
    sandbox = await startSandbox(settings);
    expect((await jwks(sandbox.url)).keys[0]?.kid).toBe(before.keys[0]?.kid);
  });
});
