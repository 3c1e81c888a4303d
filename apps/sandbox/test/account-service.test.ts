// The account service wing over real HTTP: hosted sign-in, code exchange, refresh, JWKS, the address lookup with
// CORS, the external account pages, logout and the test hooks (docs/account-service.md).
import { createLocalJWKSet, decodeProtectedHeader, errors, type JSONWebKeySet, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BASE,
  Browser,
  CLIENT,
  codeOf,
  exchange,
  refresh,
  SHOP,
  shopCustomer,
  uniqueEmail,
} from './account-service-browser';
import { variantWithStock } from './catalogue-fixtures';
import { data, post, resetSandbox, sandboxUrl } from './http';

const ISSUER = 'urn:sandbox:account-service';
const CALLBACK = `${SHOP}/pl/sso/callback`;

async function jwks() {
  const response = await fetch(`${sandboxUrl()}${BASE}/.well-known/jwks.json`);
  return { response, body: (await response.json()) as JSONWebKeySet };
}

/** Signs a new shop customer in at the service and exchanges the code: the shop's whole round trip. */
async function signedInCustomer(params: Record<string, string> = { locale: 'pl-PL', return_to: CALLBACK }) {
  const customer = await shopCustomer();
  const browser = new Browser(sandboxUrl());
  const code = codeOf(await browser.signIn(customer.email, customer.password, params));
  const tokens = await exchange(sandboxUrl(), { grant_type: 'authorization_code', code, ...CLIENT });
  expect(tokens.status).toBe(200);
  return { customer, browser, tokens: tokens.body as { access_token: string; refresh_token: string } };
}

const address = (token: string | null, query = 'country=DE', headers: Record<string, string> = {}) =>
  fetch(`${sandboxUrl()}${BASE}/api/address/default?${query}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });

beforeAll(resetSandbox);

describe('JWKS and the session token', () => {
  it('serves the public key at the well-known URL with cache headers', async () => {
    const { response, body } = await jwks();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(body.keys[0]?.kid).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(body.keys[0]).not.toHaveProperty('d');
  });

  it('signs a token the JWKS verifies, with the claims the shop needs', async () => {
    const { customer, tokens } = await signedInCustomer();
    const { body } = await jwks();
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, createLocalJWKSet(body), {
      issuer: ISSUER,
      audience: 'storefront',
      algorithms: ['ES256'],
    });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: body.keys[0]?.kid });
    expect(payload).toMatchObject({
      sub: customer.id,
      email: customer.email,
      given_name: 'Anna',
      family_name: 'Nowak',
      store: 'pl-PL',
    });
    expect((payload.exp as number) - (payload.iat as number)).toBe(900);
  });

  it('a token for another audience fails verification', async () => {
    const customer = await shopCustomer();
    const minted = await post('/__sandbox/account-service/tokens', {
      email: customer.email,
      audience: 'other',
    });
    const { access_token } = (await minted.json()) as { access_token: string };
    const { body } = await jwks();
    await expect(
      jwtVerify(access_token, createLocalJWKSet(body), { audience: 'storefront' }),
    ).rejects.toThrow(errors.JWTClaimValidationFailed);
  });
});

describe('the hosted sign-in page', () => {
  it('is a form with labels in the store locale, falling back to English', async () => {
    const browser = new Browser(sandboxUrl());
    const polish = await browser.get(`${BASE}/account/login?locale=pl-PL&theme=dark&return_to=${CALLBACK}`);
    expect(polish.status).toBe(200);
    const html = await polish.text();
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('<label for="email">Adres e-mail</label>');
    expect(html).toContain('<label for="password">Hasło</label>');
    expect(html).toContain('data-theme="dark"');
    expect(html).toContain(`name="return_to" value="${CALLBACK}"`);
    const german = await (await browser.get(`${BASE}/account/de-DE/login?theme=light`)).text();
    expect(german).toContain('<label for="email">E-Mail-Adresse</label>');
    expect(await (await browser.get(`${BASE}/account/login?locale=it-IT`)).text()).toContain(
      '>Accedi</button>',
    );
    expect(await (await browser.get(`${BASE}/account/login?locale=fr-FR`)).text()).toContain('Se connecter');
    expect(await (await browser.get(`${BASE}/account/login?locale=nl-NL`)).text()).toContain(
      '<label for="email">Email address</label>',
    );
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/x',
    'javascript:alert(1)',
    'http://localhost:3010.evil.example/',
    'http://user@localhost:3010/',
    'http://localhost:3999/',
  ])('refuses return_to %s with a 400 page and never redirects there', async (returnTo) => {
    const browser = new Browser(sandboxUrl());
    const response = await browser.get(
      `${BASE}/account/login?${new URLSearchParams({ locale: 'de-DE', return_to: returnTo })}`,
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('Dieser Link ist ungültig');
  });

  it('a wrong password shows the error in the store language and keeps the email', async () => {
    const customer = await shopCustomer();
    const browser = new Browser(sandboxUrl());
    const response = await browser.signIn(customer.email, 'Wrong123!', {
      locale: 'de-DE',
      return_to: CALLBACK,
    });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('E-Mail-Adresse oder Passwort ist falsch.');
    expect(html).toContain(`value="${customer.email}"`);
  });

  it('invalid input is a 400 form, never a server error', async () => {
    const browser = new Browser(sandboxUrl());
    const csrf = await browser.csrf();
    const response = await browser.post(`${BASE}/account/login`, {
      csrf,
      locale: 'fr-FR',
      email: 'not-an-address',
      password: '',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Veuillez saisir une adresse e-mail valide.');
    expect(html).toContain('Veuillez saisir votre mot de passe.');
  });

  it('refuses a post without the form token or from another origin (CSRF)', async () => {
    const customer = await shopCustomer();
    const stranger = new Browser(sandboxUrl());
    const noToken = await stranger.post(`${BASE}/account/login`, {
      locale: 'pl-PL',
      email: customer.email,
      password: customer.password,
    });
    expect(noToken.status).toBe(403);
    expect(await noToken.text()).toContain('Formularz wygasł. Spróbuj ponownie.');
    const browser = new Browser(sandboxUrl());
    const csrf = await browser.csrf();
    const foreign = await browser.post(
      `${BASE}/account/login`,
      { locale: 'pl-PL', email: customer.email, password: customer.password, csrf },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
  });

  it('limits failed sign-ins per client and email: the 11th try is refused even with the right password', async () => {
    const customer = await shopCustomer();
    const browser = new Browser(sandboxUrl());
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await browser.signIn(customer.email, 'Wrong123!', { locale: 'en' });
      expect(response.status).toBe(401);
    }
    const blocked = await browser.signIn(customer.email, customer.password, { locale: 'en' });
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain('Too many attempts.');
  });
});

describe('back to the shop: one-time code, exchanged server to server', () => {
  it('redirects to return_to with a code and the state, never a token', async () => {
    const customer = await shopCustomer();
    const browser = new Browser(sandboxUrl());
    const response = await browser.signIn(customer.email, customer.password, {
      locale: 'pl-PL',
      return_to: `${CALLBACK}?next=%2Fpl%2Fcart`,
      state: 'abc123',
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') as string);
    expect(location.origin + location.pathname).toBe(CALLBACK);
    expect(location.searchParams.get('next')).toBe('/pl/cart');
    expect(location.searchParams.get('state')).toBe('abc123');
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.toString()).not.toMatch(/eyJ/);
    // localhost and 127.0.0.1 share no cookie domain: no access_token cookie from the service.
    expect(browser.cookies.has('access_token')).toBe(false);
    expect(browser.cookies.has('account_session')).toBe(true);
  });

  it('a code works once; a second exchange is invalid_grant', async () => {
    const customer = await shopCustomer();
    const code = codeOf(await new Browser(sandboxUrl()).signIn(customer.email, customer.password));
    const first = await exchange(sandboxUrl(), { grant_type: 'authorization_code', code, ...CLIENT });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(typeof first.body.refresh_token).toBe('string');
    const second = await exchange(sandboxUrl(), { grant_type: 'authorization_code', code, ...CLIENT });
    expect(second.status).toBe(400);
    expect(second.body.error).toBe('invalid_grant');
    // Reuse ends the session the code started: its refresh token is dead too.
    const refreshed = await refresh(sandboxUrl(), first.body.refresh_token);
    expect(refreshed.body.error).toBe('invalid_grant');
  });

  it('authenticates the client by body or HTTP Basic, and refuses a wrong secret', async () => {
    const customer = await shopCustomer();
    const code = codeOf(await new Browser(sandboxUrl()).signIn(customer.email, customer.password));
    const wrong = await exchange(sandboxUrl(), {
      grant_type: 'authorization_code',
      code,
      client_id: 'storefront',
      client_secret: 'guess',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('invalid_client');
    const basic = Buffer.from('storefront:sandbox-account-secret').toString('base64');
    const right = await exchange(
      sandboxUrl(),
      { grant_type: 'authorization_code', code },
      { authorization: `Basic ${basic}` },
    );
    expect(right.status).toBe(200);
  });

  it('takes JSON too and answers malformed requests with RFC 6749 errors', async () => {
    const json = await fetch(`${sandboxUrl()}${BASE}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'authorization_code', code: 'nope', ...CLIENT }),
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ error: 'invalid_grant' });
    const broken = await fetch(`${sandboxUrl()}${BASE}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"grant_type":',
    });
    expect(broken.status).toBe(400);
    expect((await exchange(sandboxUrl(), { grant_type: 'password', ...CLIENT })).body.error).toBe(
      'unsupported_grant_type',
    );
    expect((await exchange(sandboxUrl(), { grant_type: 'authorization_code', ...CLIENT })).body.error).toBe(
      'invalid_request',
    );
  });

  it('a redirect_uri of another origin than the sign-in is invalid_grant', async () => {
    const customer = await shopCustomer();
    const code = codeOf(await new Browser(sandboxUrl()).signIn(customer.email, customer.password));
    const result = await exchange(sandboxUrl(), {
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://127.0.0.1:3010/pl/sso/callback',
      ...CLIENT,
    });
    expect(result.body.error).toBe('invalid_grant');
  });

  it('a browser with a live service session goes straight back with a new code', async () => {
    const { browser } = await signedInCustomer();
    const again = await browser.get(
      `${BASE}/account/login?${new URLSearchParams({ locale: 'de-DE', return_to: `${SHOP}/de/sso/callback` })}`,
    );
    const code = codeOf(again);
    const tokens = await exchange(sandboxUrl(), { grant_type: 'authorization_code', code, ...CLIENT });
    const { payload } = await jwtVerify(tokens.body.access_token, createLocalJWKSet((await jwks()).body));
    expect(payload.store).toBe('de-DE');
    const forced = await browser.get(`${BASE}/account/login?locale=de-DE&prompt=login&return_to=${CALLBACK}`);
    expect(forced.status).toBe(200);
  });
});

describe('refresh tokens rotate', () => {
  it('a refresh gives a new token pair; the old refresh token then fails and ends the session', async () => {
    const { tokens } = await signedInCustomer();
    const next = await refresh(sandboxUrl(), tokens.refresh_token);
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(next.body.access_token).not.toBe(tokens.access_token);
    expect((await address(next.body.access_token)).status).toBe(200);
    const replay = await refresh(sandboxUrl(), tokens.refresh_token);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    const after = await refresh(sandboxUrl(), next.body.refresh_token);
    expect(after.body.error).toBe('invalid_grant');
    expect((await address(next.body.access_token)).status).toBe(401);
  });

  it('revocation ends the session', async () => {
    const { tokens } = await signedInCustomer();
    const revoked = await fetch(`${sandboxUrl()}${BASE}/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.refresh_token, ...CLIENT }).toString(),
    });
    expect(revoked.status).toBe(200);
    const refreshed = await refresh(sandboxUrl(), tokens.refresh_token);
    expect(refreshed.body.error).toBe('invalid_grant');
  });
});

describe('GET /api/address/default', () => {
  async function withAddress() {
    const signed = await signedInCustomer();
    const login = await data(
      `mutation($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
      { input: { email: signed.customer.email, password: signed.customer.password } },
    );
    const shopToken = login.customerAccessTokenCreate.customerAccessToken.accessToken as string;
    await data(
      `mutation($t: String!, $a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $t, address: $a) { customerAddress { id } } }`,
      {
        t: shopToken,
        a: {
          firstName: 'Anna',
          lastName: 'Nowak',
          address1: 'ul. Długa 5',
          city: 'Kraków',
          zip: '30-001',
          country: 'PL',
        },
      },
    );
    return signed;
  }

  it('answers the default address of the country with success and data', async () => {
    const { tokens } = await withAddress();
    const response = await address(tokens.access_token, 'country=pl');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toMatchObject({
      success: true,
      data: {
        firstName: 'Anna',
        lastName: 'Nowak',
        address1: 'ul. Długa 5',
        city: 'Kraków',
        zip: '30-001',
        countryCode: 'PL',
        isDefault: true,
      },
    });
    expect(await (await address(tokens.access_token, 'country=DE')).json()).toEqual({
      success: true,
      data: null,
    });
  });

  it('signed out, expired, forged or ended tokens are 401 with success false', async () => {
    const { customer, tokens } = await withAddress();
    expect((await address(null)).status).toBe(401);
    expect(await (await address(null)).json()).toMatchObject({
      success: false,
      error: { code: 'UNAUTHENTICATED' },
    });
    const [header, payload, signature] = tokens.access_token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await address(`${header}.${payload}.${flipped}`)).status).toBe(401);
    const expired = await post('/__sandbox/account-service/tokens', {
      email: customer.email,
      expiresIn: -60,
    });
    expect(expired.status).toBe(201);
    const { access_token } = (await expired.json()) as { access_token: string };
    expect((await address(access_token)).status).toBe(401);
  });

  it('a malformed or missing country is a 400 JSON answer', async () => {
    const { tokens } = await signedInCustomer();
    for (const query of ['country=D1', 'country=DEU', '', 'country=%00']) {
      const response = await address(tokens.access_token, query);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, error: { code: 'INVALID_COUNTRY' } });
    }
  });

  it('CORS: echoes an allowed origin with credentials, never *, nothing for others; preflight', async () => {
    const { tokens } = await signedInCustomer();
    const allowed = await address(tokens.access_token, 'country=PL', { origin: SHOP });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('vary')).toContain('Origin');
    const denied = await address(tokens.access_token, 'country=PL', { origin: 'https://evil.example' });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    const unauthorised = await address(null, 'country=PL', { origin: 'http://127.0.0.1:3000' });
    expect(unauthorised.status).toBe(401);
    expect(unauthorised.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    const preflight = await fetch(`${sandboxUrl()}${BASE}/api/address/default?country=PL`, {
      method: 'OPTIONS',
      headers: {
        origin: SHOP,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    const refused = await fetch(`${sandboxUrl()}${BASE}/api/address/default`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('the fault hook makes the lookup fail, with CORS headers, until cleared', async () => {
    const { tokens } = await signedInCustomer();
    const fault = await post('/__sandbox/faults', {
      path: `${BASE}/api/address/default`,
      status: 503,
      times: 1,
    });
    expect(fault.status).toBe(201);
    const failed = await address(tokens.access_token, 'country=PL', { origin: SHOP });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(await failed.json()).toMatchObject({ success: false, error: { code: 'INJECTED_FAULT' } });
    expect((await address(tokens.access_token, 'country=PL')).status).toBe(200);
  });
});

describe('test hooks', () => {
  it('expire-sessions ends every session of the customer: refresh fails, the service rejects the tokens', async () => {
    const { customer, tokens, browser } = await signedInCustomer();
    const response = await post('/__sandbox/account-service/expire-sessions', { email: customer.email });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: customer.email, ended: 1 });
    expect((await address(tokens.access_token)).status).toBe(401);
    const refreshed = await refresh(sandboxUrl(), tokens.refresh_token);
    expect(refreshed.body.error).toBe('invalid_grant');
    expect((await browser.get(`${BASE}/account/pl-PL/orders`)).status).toBe(303);
  });

  it('mints a validly signed token with a chosen expiry', async () => {
    const customer = await shopCustomer();
    const response = await post('/__sandbox/account-service/tokens', {
      email: customer.email,
      expiresIn: -120,
      store: 'it-IT',
    });
    expect(response.status).toBe(201);
    const { access_token, claims } = (await response.json()) as {
      access_token: string;
      claims: { exp: number };
    };
    const jwkSet = createLocalJWKSet((await jwks()).body);
    await expect(jwtVerify(access_token, jwkSet)).rejects.toThrow(errors.JWTExpired);
    const { payload } = await jwtVerify(access_token, jwkSet, {
      currentDate: new Date((claims.exp - 10) * 1000),
    });
    expect(payload).toMatchObject({ email: customer.email, store: 'it-IT' });
    expect(decodeProtectedHeader(access_token).alg).toBe('ES256');
  });

  it('hooks validate their input', async () => {
    expect((await post('/__sandbox/account-service/expire-sessions', {})).status).toBe(400);
    expect((await post('/__sandbox/account-service/expire-sessions', { email: uniqueEmail() })).status).toBe(
      404,
    );
    expect(
      (await post('/__sandbox/account-service/tokens', { email: 'x@example.com', expiresIn: 'soon' })).status,
    ).toBe(400);
  });
});

describe('external account pages and logout', () => {
  it('signed out: the order page sends the browser to the hosted login and back', async () => {
    const browser = new Browser(sandboxUrl());
    const response = await browser.get(`${BASE}/account/de-DE/orders?theme=dark`);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') as string, sandboxUrl());
    expect(location.pathname).toBe(`${BASE}/account/login`);
    expect(location.searchParams.get('locale')).toBe('de-DE');
    expect(location.searchParams.get('theme')).toBe('dark');
    expect(location.searchParams.get('return_to')).toBe(`${BASE}/account/de-DE/orders?theme=dark`);
    const customer = await shopCustomer();
    const signedIn = await browser.signIn(customer.email, customer.password, {
      locale: 'de-DE',
      theme: 'dark',
      return_to: location.searchParams.get('return_to') as string,
    });
    expect(signedIn.headers.get('location')).toBe(`${BASE}/account/de-DE/orders?theme=dark`);
    const page = await browser.get(signedIn.headers.get('location') as string);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Ihre Bestellungen');
    expect(html).toContain('Sie haben noch keine Bestellungen.');
    expect(html).toContain('data-theme="dark"');
  });

  it("shows the customer's orders and addresses, with a Bearer token too", async () => {
    const { customer, tokens } = await signedInCustomer();
    const variant = await variantWithStock((stock) => stock >= 5);
    const cart = await data(
      `mutation($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } } }`,
      {
        input: {
          lines: [{ merchandiseId: variant.id, quantity: 1 }],
          buyerIdentity: { email: customer.email },
        },
      },
    );
    const paid = await fetch(cart.cartCreate.cart.checkoutUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: customer.email,
        firstName: 'Anna',
        lastName: 'Nowak',
        address1: 'Hauptstr. 1',
        address2: '',
        zip: '10115',
        city: 'Berlin',
        countryCode: 'DE',
      }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const orders = await fetch(`${sandboxUrl()}${BASE}/account/pl-PL/orders`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
      redirect: 'manual',
    });
    expect(orders.status).toBe(200);
    const html = await orders.text();
    expect(html).toContain('Twoje zamówienia');
    expect(html).toMatch(/#10\d\d/);
    expect(html).toContain('W realizacji');
    const addressPage = await fetch(`${sandboxUrl()}${BASE}/account/pl-PL/address`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
      redirect: 'manual',
    });
    expect(await addressPage.text()).toContain('Nie masz jeszcze zapisanego adresu.');
  });

  it('logout ends the session and returns to an allowed address only', async () => {
    const { browser, tokens } = await signedInCustomer();
    const refused = await browser.get(`${BASE}/account/logout?return_to=https://evil.example/`);
    expect(refused.status).toBe(400);
    expect((await address(tokens.access_token)).status).toBe(200);
    const response = await browser.get(
      `${BASE}/account/logout?locale=pl-PL&return_to=${encodeURIComponent(`${SHOP}/pl/`)}`,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SHOP}/pl/`);
    expect(browser.cookies.has('account_session')).toBe(false);
    expect((await address(tokens.access_token)).status).toBe(401);
    expect((await browser.get(`${BASE}/account/pl-PL/orders`)).status).toBe(303);
  });
});

describe('registration at the service', () => {
  it('creates a customer the shop backend knows too, and signs them in', async () => {
    const browser = new Browser(sandboxUrl());
    const params = { locale: 'it-IT', return_to: `${SHOP}/it/sso/callback` };
    const page = await browser.get(`${BASE}/account/register?${new URLSearchParams(params)}`);
    const html = await page.text();
    expect(html).toContain('<label for="firstName">Nome</label>');
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] as string;
    const email = uniqueEmail('reg');
    const weak = await browser.post(`${BASE}/account/register`, {
      ...params,
      csrf,
      firstName: 'Giulia',
      lastName: 'Rossi',
      email,
      password: 'short',
    });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain('La password non rispetta le regole indicate sotto.');
    const created = await browser.post(`${BASE}/account/register`, {
      ...params,
      csrf,
      firstName: 'Giulia',
      lastName: 'Rossi',
      email,
      password: 'Registro1!',
    });
    const tokens = await exchange(sandboxUrl(), {
      grant_type: 'authorization_code',
      code: codeOf(created),
      ...CLIENT,
    });
    const { payload } = await jwtVerify(tokens.body.access_token, createLocalJWKSet((await jwks()).body));
    expect(payload).toMatchObject({ email, given_name: 'Giulia', family_name: 'Rossi', store: 'it-IT' });
    const shopLogin = await data(
      `mutation($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
      { input: { email, password: 'Registro1!' } },
    );
    expect(shopLogin.customerAccessTokenCreate.customerAccessToken).not.toBeNull();
    const taken = await browser.post(`${BASE}/account/register`, {
      ...params,
      csrf,
      firstName: 'Giulia',
      lastName: 'Rossi',
      email,
      password: 'Registro1!',
    });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain('Esiste già un account con questo indirizzo e-mail.');
  });
});

describe('the wing has its own base path', () => {
  it('leaves the Storefront API and /account paths of the other wings alone', async () => {
    expect((await fetch(`${sandboxUrl()}/api/address/default?country=DE`)).status).toBe(404);
    expect((await fetch(`${sandboxUrl()}${BASE}/nothing`)).status).toBe(404);
  });
});
