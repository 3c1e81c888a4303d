// The account's own routes over HTTP: the own-route rules, the failed sign-in limit, the cookie's attributes and
// the customer-relationship lookup.
import { expect, test } from '@playwright/test';
import { SANDBOX_URL } from '../playwright.config';
import { customerAt, PASSWORD, uniqueEmail } from './accounts';
import { newClient, postJson, testOwnRoute } from './own-route';
import { clearFaults, injectFault } from './shop';

testOwnRoute({
  path: '/api/account/recover',
  good: () => ({ edition: 'gb', email: uniqueEmail('recover') }),
  accepted: 202,
  invalid: [
    {
      rule: 'a bad address',
      body: { edition: 'gb', email: 'ada@' },
      message: 'validation.email.invalid',
      field: 'email',
    },
    {
      rule: 'an unknown edition',
      body: { edition: 'xx', email: 'ada@example.com' },
      message: 'FORM_ERROR_PATTERN',
      field: 'edition',
    },
  ],
  failure: 'error.generic',
  limit: 5,
});

test.describe('POST /api/account/login', () => {
  test('signs in with a Set-Cookie that is HttpOnly, SameSite=Lax and expires with the token; the body has no token', async ({
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('cookie');
    await customerAt(email);
    const response = await postJson(
      request,
      baseURL ?? '',
      '/api/account/login',
      JSON.stringify({ edition: 'en', email, password: PASSWORD }),
    );
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      user: { firstName: 'Anna', lastName: 'Nowak', email },
      redirect: '/global/order-history',
    });
    const cookie = response.headers()['set-cookie'] ?? '';
    expect(cookie).toMatch(/^access_token=\d+\.\S+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie.toLowerCase()).toContain('samesite=lax');
    expect(cookie).toMatch(/Expires=/);
    expect(body).not.toContain(cookie.split(';')[0]?.split('.').slice(1).join('.') ?? '-');
    expect(response.headers()['cache-control']).toContain('no-store');
  });

  test('a wrong password is 401 Incorrect login credentials; the 11th failure in 15 minutes is 429 even with the right password', async ({
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('limit');
    await customerAt(email);
    const client = newClient();
    const attempt = (password: string, from = client) =>
      postJson(
        request,
        baseURL ?? '',
        '/api/account/login',
        JSON.stringify({ edition: 'gb', email, password }),
        {},
        from,
      );
    const first = await attempt('Wrong-pass1!');
    expect(first.status()).toBe(401);
    expect(await first.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'account.login.failed' },
    });
    for (let i = 1; i < 10; i++) expect((await attempt('Wrong-pass1!')).status()).toBe(401);
    const blocked = await attempt(PASSWORD);
    expect(blocked.status()).toBe(429);
    expect(Number(blocked.headers()['retry-after'])).toBeGreaterThan(800);
    // Another client, or another address from this client, is not blocked.
    expect((await attempt(PASSWORD, newClient())).status()).toBe(200);
  });

  test('the rules of §5 before the backend: bad address, no password', async ({ request, baseURL }) => {
    const send = (body: unknown) =>
      postJson(request, baseURL ?? '', '/api/account/login', JSON.stringify(body));
    expect(await (await send({ edition: 'gb', email: 'x@', password: 'a' })).json()).toEqual({
      error: { code: 'invalid_input', message: 'validation.email.invalid', field: 'email' },
    });
    expect(await (await send({ edition: 'gb', email: 'x@example.com', password: '' })).json()).toEqual({
      error: { code: 'invalid_input', message: 'validation.login.password', field: 'password' },
    });
  });
});

test.describe('account changes and checkout need a valid session', () => {
  for (const [action, body] of [
    ['personal', { edition: 'gb', firstName: 'A', lastName: 'B', phone: '' }],
    ['password', { edition: 'gb', password: 'Secret-pass1!', passwordRepeat: 'Secret-pass1!' }],
    ['checkout', { edition: 'gb', cartId: 'gid://shopify/Cart/abc' }],
  ] as const) {
    test(`${action} without a token is 401 and changes nothing`, async ({ request, baseURL }) => {
      const response = await postJson(request, baseURL ?? '', `/api/account/${action}`, JSON.stringify(body));
      expect(response.status()).toBe(401);
    });
  }

  test('a weak new password is refused with the rule it breaks', async ({ request, baseURL }) => {
    const response = await postJson(
      request,
      baseURL ?? '',
      '/api/account/register',
      JSON.stringify({
        edition: 'gb',
        firstName: 'A',
        lastName: 'B',
        email: uniqueEmail('weak'),
        password: 'abcdefg1!',
        passwordRepeat: 'abcdefg1!',
      }),
    );
    expect(await response.json()).toEqual({
      error: { code: 'invalid_input', message: 'validation.password.uppercase', field: 'password' },
    });
  });
});

test.describe('POST /api/account/getUser: the customer-relationship lookup', () => {
  test('answers for the signed-in customer’s own address only; a failing service is Request failed', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('crm');
    await customerAt(email);
    const headers = { origin: baseURL ?? '', 'x-forwarded-for': newClient() };
    const login = await page.request.post('/api/account/login', {
      data: { edition: 'nl', email, password: PASSWORD },
      headers,
    });
    expect(login.status()).toBe(200);

    const own = await page.request.post('/api/account/getUser', { data: { edition: 'nl', email }, headers });
    expect(own.status()).toBe(200);
    expect(((await own.json()) as { crmUser: Record<string, unknown> }).crmUser).toMatchObject({
      email,
      firstName: 'Anna',
      cultureCode: 'nl-NL',
      accountStatus: 'enabled',
    });

    const other = await page.request.post('/api/account/getUser', {
      data: { edition: 'nl', email: 'someone.else@example.com' },
      headers,
      failOnStatusCode: false,
    });
    expect(other.status()).toBe(403);

    await injectFault({ path: '/crm/nl-NL/getUser', status: 500 });
    try {
      const failed = await page.request.post('/api/account/getUser', {
        data: { edition: 'nl', email },
        headers,
        failOnStatusCode: false,
      });
      expect(failed.status()).toBe(502);
      expect(await failed.json()).toEqual({ error: { code: 'unavailable', message: 'error.requestFailed' } });
    } finally {
      await clearFaults();
    }
  });

  test('a guest gets 401', async ({ request, baseURL }) => {
    const response = await postJson(
      request,
      baseURL ?? '',
      '/api/account/getUser',
      JSON.stringify({ edition: 'de', email: 'a@example.com' }),
    );
    expect(response.status()).toBe(401);
  });
});

test('the sandbox CRM wing is reachable where the storefront looks for it', async () => {
  const response = await fetch(`${SANDBOX_URL}/crm/de-DE/getUser`, { method: 'GET' });
  expect(response.status).toBe(405);
});
