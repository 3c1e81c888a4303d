// A second sandbox with its own configuration: token list, token lifetime, request log, mail links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../src/server';
import type { Json } from './http';

let sandbox: Sandbox;
const lines: string[] = [];

async function call(
  query: string,
  variables: Record<string, unknown> = {},
  token = 'team-token',
  operationName?: string,
) {
  const response = await fetch(`${sandbox.url}/api/2025-01/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': token },
    body: JSON.stringify({ query, variables, operationName }),
  });
  return { status: response.status, body: (await response.json()) as { data: Json } };
}

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    products: 20,
    storefrontTokens: ['team-token', 'ci-token'],
    customerTokenLifetimeSeconds: 1,
    accountLinks: 'http://localhost:3000/global/',
    primaryDomain: 'localhost:25443',
    log: (line) => lines.push(line),
  });
});

afterAll(async () => {
  await sandbox?.close();
});

describe('the primary domain is configurable', () => {
  it("names the shop's domain and leads its URLs there", async () => {
    const { body } = await call(
      `{ shop { primaryDomain { host url } } collection(handle: "sale") { onlineStoreUrl }
         menu(handle: "footer") { items { url } } }`,
    );
    expect(body.data.shop.primaryDomain).toEqual({ host: 'localhost:25443', url: 'https://localhost:25443' });
    expect(body.data.collection.onlineStoreUrl).toBe('https://localhost:25443/collections/sale');
    expect(body.data.menu.items[0].url).toMatch(/^https:\/\/localhost:25443\/pages\/[a-z-]+$/);
  });
});

describe('storefront access tokens are configurable', () => {
  it('accepts every configured token and no other', async () => {
    expect((await call('{ shop { name } }', {}, 'team-token')).status).toBe(200);
    expect((await call('{ shop { name } }', {}, 'ci-token')).status).toBe(200);
    expect((await call('{ shop { name } }', {}, 'sandbox-storefront-token')).status).toBe(401);
  });

  it('the catalogue size is a parameter', async () => {
    const health = (await (await fetch(`${sandbox.url}/__sandbox/health`)).json()) as { products: number };
    expect(health.products).toBe(20);
  });
});

describe('customer access tokens expire after the configured lifetime', () => {
  it('an expired token is no session', async () => {
    const CREATE =
      'mutation { customerCreate(input: { email: "kurz@example.com", password: "secret12" }) { customer { id } } }';
    const LOGIN = `mutation { customerAccessTokenCreate(input: { email: "kurz@example.com", password: "secret12" }) {
      customerAccessToken { accessToken expiresAt } } }`;
    const CUSTOMER = 'query($token: String!) { customer(customerAccessToken: $token) { email } }';
    await call(CREATE);
    const login = await call(LOGIN);
    const { accessToken, expiresAt } = login.body.data.customerAccessTokenCreate.customerAccessToken;
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(1000);
    expect((await call(CUSTOMER, { token: accessToken })).body.data.customer).toEqual({
      email: 'kurz@example.com',
    });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await call(CUSTOMER, { token: accessToken })).body.data.customer).toBeNull();
  });
});

describe("the customer mails link to the storefront's pages when the templates point there", () => {
  it('a reset mail shows the storefront page with id and token; its data keeps the shop URL the API takes', async () => {
    await call(
      'mutation { customerCreate(input: { email: "link@example.com", password: "secret12" }) { customer { id } } }',
    );
    await call('mutation { customerRecover(email: "link@example.com") { customerUserErrors { code } } }');
    const outbox = (await (
      await fetch(`${sandbox.url}/__sandbox/outbox?to=${encodeURIComponent('link@example.com')}`)
    ).json()) as { emails: { text: string; data: Record<string, string> }[] };
    const [mail] = outbox.emails;
    const { pathname } = new URL(mail?.data.resetUrl as string);
    const [, , , id, token] = pathname.split('/');
    expect(mail?.text).toContain(`http://localhost:3000/global/reset-password?id=${id}&token=${token}`);
    expect(mail?.text).not.toContain('/account/reset/');
  });
});

describe('every request logs one line: method, path or operation name, status, ms', () => {
  it('logs GraphQL requests with their operation name and others with their path', async () => {
    lines.length = 0;
    await call('query ShopName { shop { name } }');
    await call('query A { shop { name } } query B { shop { id } }', {}, 'team-token', 'B');
    await fetch(`${sandbox.url}/nowhere?secret=1`);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^POST \/api\/2025-01\/graphql\.json ShopName 200 \d+ms$/);
    expect(lines[1]).toMatch(/^POST \/api\/2025-01\/graphql\.json B 200 \d+ms$/);
    expect(lines[2]).toMatch(/^GET \/nowhere 404 \d+ms$/);
  });

  it('never logs tokens or passwords', async () => {
    lines.length = 0;
    await call(
      'mutation Login { customerAccessTokenCreate(input: { email: "kurz@example.com", password: "secret12" }) { customerAccessToken { accessToken } } }',
    );
    expect(lines.join('\n')).not.toMatch(/secret12|team-token/);
  });
});
