// The account service's own password flows over real HTTP: a reset requested by email and set from the mailed
// link, and an invited customer's activation or refusal (docs/account-service.md).
import { describe, expect, it } from 'vitest';
import {
  BASE,
  Browser,
  CLIENT,
  codeOf,
  exchange,
  SHOP,
  shopCustomer,
  uniqueEmail,
} from './account-service-browser';
import { data, post, sandboxUrl } from './http';

const FLOW = {
  locale: 'de-DE',
  theme: 'dark',
  return_to: `${SHOP}/api/account/sso/return?edition=de`,
  state: 'st1',
};

const csrfIn = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] as string;

/** The newest service mail to an address, and the link in it. */
async function mailedLink(email: string): Promise<URL> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/outbox?to=${encodeURIComponent(email)}`);
  const { emails } = (await response.json()) as { emails: { text: string }[] };
  const link = emails[0]?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link mailed to ${email}`);
  return new URL(link);
}

async function shopSignIn(email: string, password: string) {
  const answer = await data(
    `mutation($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
    { input: { email, password } },
  );
  return answer.customerAccessTokenCreate.customerAccessToken;
}

describe('password reset at the service', () => {
  it('mails its own link, sets the new password, signs the customer in and returns to the shop', async () => {
    const customer = await shopCustomer(uniqueEmail('reset'));
    const browser = new Browser(sandboxUrl());
    const form = await browser.get(`${BASE}/account/password/forgot?${new URLSearchParams(FLOW)}`);
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('<h1>Passwort zurücksetzen</h1>');
    const sent = await browser.post(`${BASE}/account/password/forgot`, {
      ...FLOW,
      csrf: csrfIn(html),
      email: customer.email,
    });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain(`Falls ein Konto für ${customer.email} besteht`);

    const link = await mailedLink(customer.email);
    expect(link.pathname).toBe(`${BASE}/account/password/reset`);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ ...FLOW, locale: 'de-DE' });
    const page = await browser.get(`${link.pathname}${link.search}`);
    const pageHtml = await page.text();
    expect(pageHtml).toContain('<label for="password">Neues Passwort</label>');
    const fields = {
      ...Object.fromEntries(link.searchParams),
      csrf: csrfIn(pageHtml),
    };
    const differ = await browser.post(`${BASE}/account/password/reset`, {
      ...fields,
      password: 'Neues-pass1!',
      repeat: 'Anderes-pass1!',
    });
    expect(differ.status).toBe(400);
    expect(await differ.text()).toContain('Die Passwörter stimmen nicht überein.');

    const done = await browser.post(`${BASE}/account/password/reset`, {
      ...fields,
      password: 'Neues-pass1!',
      repeat: 'Neues-pass1!',
    });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location') as string);
    expect(back.origin + back.pathname).toBe(`${SHOP}/api/account/sso/return`);
    expect(back.searchParams.get('state')).toBe('st1');
    const tokens = await exchange(sandboxUrl(), {
      grant_type: 'authorization_code',
      code: codeOf(done),
      ...CLIENT,
    });
    expect(tokens.status).toBe(200);
    expect(await shopSignIn(customer.email, customer.password)).toBeNull();
    expect(await shopSignIn(customer.email, 'Neues-pass1!')).not.toBeNull();

    // The link works once.
    const again = await browser.post(`${BASE}/account/password/reset`, {
      ...fields,
      password: 'Drittes-pass1!',
      repeat: 'Drittes-pass1!',
    });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('Dieser Link ist ungültig oder abgelaufen.');
  });

  it('answers the same for an unknown address, and mails nothing', async () => {
    const browser = new Browser(sandboxUrl());
    const email = uniqueEmail('nobody');
    const csrf = csrfIn(await (await browser.get(`${BASE}/account/password/forgot?locale=pl-PL`)).text());
    const sent = await browser.post(`${BASE}/account/password/forgot`, { locale: 'pl-PL', csrf, email });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain(`Jeśli istnieje konto dla ${email}`);
    const outbox = await fetch(`${sandboxUrl()}/__sandbox/outbox?to=${encodeURIComponent(email)}`);
    expect(((await outbox.json()) as { emails: unknown[] }).emails).toEqual([]);
  });

  it('refuses a post without the form token, and a return_to outside the shops', async () => {
    const browser = new Browser(sandboxUrl());
    const refused = await browser.post(`${BASE}/account/password/forgot`, {
      locale: 'de-DE',
      email: 'a@b.de',
    });
    expect(refused.status).toBe(403);
    const foreign = await browser.get(`${BASE}/account/password/forgot?return_to=https://evil.test/`);
    expect(foreign.status).toBe(400);
  });
});

describe('activation of an invited customer at the service', () => {
  async function invitation(email: string) {
    const response = await post('/__sandbox/invitations', { email, firstName: 'Ida', lastName: 'Invited' });
    expect(response.status).toBeLessThan(300);
    const { activationUrl } = (await response.json()) as { activationUrl: string };
    const [, id, token] = /\/account\/activate\/(\d+)\/([0-9a-f]+)$/.exec(
      activationUrl,
    ) as unknown as string[];
    return { id: id as string, token: token as string };
  }

  it("takes the shop backend's invitation: a first password enables the account and signs in", async () => {
    const email = uniqueEmail('invited');
    const link = await invitation(email);
    const browser = new Browser(sandboxUrl());
    const params = new URLSearchParams({ ...FLOW, locale: 'pl-PL', ...link });
    const html = await (await browser.get(`${BASE}/account/activate?${params}`)).text();
    expect(html).toContain('<h1>Aktywuj konto</h1>');
    expect(html).toContain('Odrzuć zaproszenie');
    const done = await browser.post(`${BASE}/account/activate`, {
      ...Object.fromEntries(params),
      csrf: csrfIn(html),
      password: 'Aktywne-pass1!',
      repeat: 'Aktywne-pass1!',
    });
    expect(done.status).toBe(303);
    expect(codeOf(done)).toBeTruthy();
    expect(await shopSignIn(email, 'Aktywne-pass1!')).not.toBeNull();
  });

  it('declining spends the invitation and signs nobody in', async () => {
    const email = uniqueEmail('declines');
    const link = await invitation(email);
    const browser = new Browser(sandboxUrl());
    const params = new URLSearchParams({ locale: 'fr-FR', ...link });
    const csrf = csrfIn(await (await browser.get(`${BASE}/account/activate?${params}`)).text());
    const declined = await browser.post(`${BASE}/account/activate`, {
      ...Object.fromEntries(params),
      csrf,
      decision: 'decline',
    });
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('Vous avez décliné l’invitation. Aucun compte n’a été créé.');
    expect(browser.cookies.has('account_session')).toBe(false);
    const late = await browser.post(`${BASE}/account/activate`, {
      ...Object.fromEntries(params),
      csrf,
      password: 'Aktywne-pass1!',
      repeat: 'Aktywne-pass1!',
    });
    expect(late.status).toBe(400);
  });

  it('a malformed link is a 400 page', async () => {
    const response = await fetch(`${sandboxUrl()}${BASE}/account/activate?id=abc&token=x`);
    expect(response.status).toBe(400);
  });
});
