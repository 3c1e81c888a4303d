// The single-sign-on stores (issue 15) in pl and de: sign-in at the account service and back through the code
// exchange (locally the shop and the sandbox share no cookie domain), the external account links, the hidden
// pages, logout through the service, and tokens that are no session.
import { expect, type Page, test } from '@playwright/test';
import { customerAt, linkParts, PASSWORD, sandboxHook, uniqueEmail } from './accounts';
import { waitForMail } from './sandbox-mail';
import { clearFaults, injectFault } from './shop';
import {
  ACCOUNT_SERVICE,
  defaultAddressAt,
  forgedToken,
  holdToken,
  SHOP,
  type SsoStore,
  serviceToken,
  shopCookie,
  signInAtService,
} from './sso';

test.afterEach(clearFaults);

const signedInMenu = async (page: Page, store: SsoStore) => {
  const texts = SHOP[store];
  await page.getByRole('banner').getByRole('button', { name: texts.menu }).click();
  await expect(page.getByRole('banner').getByText(texts.welcome)).toBeVisible();
};

/** From a shop page through the header's login icon to the hosted form and back, signed in. */
async function signInFrom(page: Page, store: SsoStore, path: string, email: string) {
  await page.goto(path);
  await page.getByRole('banner').getByRole('link', { name: SHOP[store].account }).click();
  await signInAtService(page, store, email);
  await expect(page).toHaveURL(new RegExp(`^http://localhost:\\d+${path.replace('?', '\\?')}$`));
}

test('pl: sign in at the account service → back in the shop with the name and default address in the header', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('sso-pl');
  await customerAt(email, 'Anna', 'Nowak');
  await defaultAddressAt(email, 'PL', 'ul. Długa 5', '00-238', 'Warszawa');
  const texts = SHOP.pl;

  await page.goto('/pl/cart');
  const login = page.getByRole('banner').getByRole('link', { name: texts.account });
  await expect(login).toHaveAttribute('href', '/api/account/sso/login?edition=pl&returnTo=%2Fpl%2Fcart');
  await login.click();
  // The hosted sign-in under the store locale with the theme, coming back to the shop's return route.
  const hosted = new URL(page.url());
  expect(`${hosted.origin}${hosted.pathname}`).toBe(`${ACCOUNT_SERVICE}/account/login`);
  expect(hosted.searchParams.get('locale')).toBe('pl-PL');
  expect(hosted.searchParams.get('theme')).toBe('light');
  expect(hosted.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
  expect(hosted.searchParams.get('return_to')).toBe(
    `${baseURL}/api/account/sso/return?edition=pl&returnTo=%2Fpl%2Fcart`,
  );

  const returns: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/account/sso/return')) returns.push(request.url());
  });
  await signInAtService(page, 'pl', email);
  await expect(page).toHaveURL(/\/pl\/cart$/);
  // The code came back once; the token itself never travelled in a URL.
  expect(returns).toHaveLength(1);
  expect(new URL(returns[0] ?? '').searchParams.get('code')).toBeTruthy();
  const cookie = await shopCookie(page, baseURL ?? '', 'access_token');
  expect(cookie?.value).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(returns.join(' ')).not.toContain(cookie?.value ?? '-');
  expect(await page.evaluate(() => document.cookie)).not.toContain('access_token');
  expect(await shopCookie(page, `${baseURL}/api/account/session`, 'account_refresh')).toMatchObject({
    httpOnly: true,
    path: '/api/account',
  });

  await signedInMenu(page, 'pl');
  const banner = page.getByRole('banner');
  await expect(banner.getByText(texts.defaultAddress)).toBeVisible();
  await expect(banner.getByText('ul. Długa 5')).toBeVisible();
  await expect(banner.getByText('00-238 Warszawa')).toBeVisible();
});

for (const store of ['pl', 'de'] as const) {
  test(`${store}: the account links open the account site under the store locale with the theme; personal data and change password are absent`, async ({
    page,
  }) => {
    const email = uniqueEmail(`sso-links-${store}`);
    await customerAt(email, 'Anna', 'Nowak');
    const texts = SHOP[store];
    const locale = store === 'pl' ? 'pl-PL' : 'de-DE';
    await signInFrom(page, store, `/${store}/cart`, email);
    await signedInMenu(page, store);
    const menu = page.getByRole('banner').getByRole('navigation');
    await expect(menu.getByRole('link', { name: texts.orderHistory })).toHaveAttribute(
      'href',
      `${ACCOUNT_SERVICE}/account/${locale}/orders?theme=light`,
    );
    await expect(menu.getByRole('link', { name: texts.address, exact: true })).toHaveAttribute(
      'href',
      `${ACCOUNT_SERVICE}/account/${locale}/address?theme=light`,
    );
    await expect(page.getByRole('link', { name: texts.personal })).toHaveCount(0);
    await expect(page.getByRole('link', { name: texts.changePassword })).toHaveCount(0);

    // The shop's own account routes: personal data and change password do not exist; the others hand over.
    expect((await page.request.get(`/${store}/personal`)).status()).toBe(404);
    expect((await page.request.get(`/${store}/change-password`)).status()).toBe(404);
    await page.goto(`/${store}/order-history`);
    await expect(page).toHaveURL(`${ACCOUNT_SERVICE}/account/${locale}/orders?theme=light`);
    await expect(page.getByText(email)).toBeVisible();
  });
}

test('de: logout ends the service session too: signed out in the shop, and the hosted form asks again', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('sso-logout');
  await customerAt(email, 'Anna', 'Nowak');
  await signInFrom(page, 'de', '/de/cart', email);
  await signedInMenu(page, 'de');
  expect(await shopCookie(page, `${baseURL}/api/account/session`, 'account_refresh')).toBeTruthy();
  await page.getByRole('banner').getByRole('button', { name: SHOP.de.logout }).click();
  // Not an account page: back on the same page, as a guest.
  await expect(page).toHaveURL(/\/de\/cart$/);
  await expect(page.getByRole('banner').getByRole('link', { name: SHOP.de.account })).toBeVisible();
  expect(await shopCookie(page, baseURL ?? '', 'access_token')).toBeUndefined();
  expect(await shopCookie(page, `${baseURL}/api/account/session`, 'account_refresh')).toBeUndefined();
  await page.getByRole('banner').getByRole('link', { name: SHOP.de.account }).click();
  await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible();
});

test.describe('a token that is no session logs the shopper out and is cleared', () => {
  const guestHeader = async (page: Page, store: SsoStore, path: string) => {
    const session = page.waitForResponse((response) => response.url().includes('/api/account/session'));
    await page.goto(path);
    expect(((await (await session).json()) as { user: unknown }).user).toBeNull();
    await expect(page.getByRole('banner').getByRole('link', { name: SHOP[store].account })).toBeVisible();
  };

  test('pl: a token the service issued already expired', async ({ page, baseURL }) => {
    const email = uniqueEmail('sso-expired');
    await customerAt(email, 'Anna', 'Nowak');
    await holdToken(page, baseURL ?? '', await serviceToken({ email, expiresIn: -60, store: 'pl-PL' }));
    await guestHeader(page, 'pl', '/pl/cart');
    expect(await shopCookie(page, baseURL ?? '', 'access_token')).toBeUndefined();
  });

  test('de: a forged token (signed with another key under the service key id)', async ({ page, baseURL }) => {
    const email = uniqueEmail('sso-forged');
    await customerAt(email, 'Anna', 'Nowak');
    await holdToken(page, baseURL ?? '', await forgedToken(email, 'de-DE'));
    await guestHeader(page, 'de', '/de/cart');
    expect(await shopCookie(page, baseURL ?? '', 'access_token')).toBeUndefined();
  });

  test('de: a token for another audience', async ({ page, baseURL }) => {
    const email = uniqueEmail('sso-audience');
    await customerAt(email, 'Anna', 'Nowak');
    await holdToken(page, baseURL ?? '', await serviceToken({ email, audience: 'another-shop' }));
    await guestHeader(page, 'de', '/de/cart');
  });

  test('pl: a valid token from the service’s hook is a session (the control case)', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('sso-valid');
    await customerAt(email, 'Anna', 'Nowak');
    await holdToken(page, baseURL ?? '', await serviceToken({ email, store: 'pl-PL' }));
    await page.goto('/pl/cart');
    await signedInMenu(page, 'pl');
  });

  test('de: past its expiry the token is renewed with the refresh cookie; once the service ended the session, logged out', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('sso-refresh');
    await customerAt(email, 'Anna', 'Nowak');
    await signInFrom(page, 'de', '/de/cart', email);
    const first = await shopCookie(page, baseURL ?? '', 'access_token');
    const refresh = await shopCookie(page, `${baseURL}/api/account/session`, 'account_refresh');
    expect(refresh?.value).toBeTruthy();
    // The browser dropped the access cookie at its Max-Age; the refresh cookie renews it.
    await page.context().clearCookies({ name: 'access_token', domain: 'localhost' });
    await page.reload();
    await signedInMenu(page, 'de');
    const renewed = await shopCookie(page, baseURL ?? '', 'access_token');
    expect(renewed?.value).toMatch(/^eyJ/);
    expect(renewed?.value).not.toBe(first?.value);
    // The service rotated the refresh token with it.
    expect((await shopCookie(page, `${baseURL}/api/account/session`, 'account_refresh'))?.value).not.toBe(
      refresh?.value,
    );

    // The service ends every session of the customer; the next expired token cannot be renewed.
    const ended = await fetch(
      `${ACCOUNT_SERVICE.replace('/account-service', '')}/__sandbox/account-service/expire-sessions`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      },
    );
    expect(ended.status).toBe(200);
    await holdToken(page, baseURL ?? '', await serviceToken({ email, expiresIn: -60, store: 'de-DE' }));
    await guestHeader(page, 'de', '/de/cart');
    expect(await shopCookie(page, baseURL ?? '', 'access_token')).toBeUndefined();
    expect(await shopCookie(page, `${baseURL}/api/account/session`, 'account_refresh')).toBeUndefined();
  });
});

test('pl: the address lookup failing (service hook) is only logged: the page works, the name shows, no address', async ({
  page,
}) => {
  const email = uniqueEmail('sso-address-down');
  await customerAt(email, 'Anna', 'Nowak');
  await defaultAddressAt(email, 'PL', 'ul. Krótka 1', '00-001', 'Warszawa');
  await injectFault({ path: '/account-service/api/address/default', status: 503 });
  await signInFrom(page, 'pl', '/pl/cart', email);
  await signedInMenu(page, 'pl');
  await expect(page.getByRole('banner').getByText(SHOP.pl.defaultAddress)).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: SHOP.pl.logout })).toBeVisible();
});

test.describe('reset password and activation lead into the account service’s own flows (§2.1)', () => {
  test('de: /de/reset-password → the service asks for the address, mails its link, the new password signs in', async ({
    page,
  }) => {
    const email = uniqueEmail('sso-reset');
    await customerAt(email, 'Anna', 'Nowak');
    await page.goto('/de/reset-password');
    await expect(page).toHaveURL(new RegExp(`^${ACCOUNT_SERVICE}/account/password/forgot\\?`));
    expect(new URL(page.url()).searchParams.get('locale')).toBe('de-DE');
    await expect(page.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeVisible();
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Link senden' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `Falls ein Konto für ${email} besteht, erhalten Sie in Kürze eine E-Mail mit einem Link.`,
    );

    const mail = await waitForMail(email);
    const link = mail.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    expect(link.startsWith(`${ACCOUNT_SERVICE}/account/password/reset?`)).toBe(true);
    await page.goto(link);
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Neues-pass1!');
    await page.getByLabel('Passwort wiederholen').fill('Neues-pass1!');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    // Back in the shop through the return route, signed in.
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/de\/$/);
    await signedInMenu(page, 'de');

    // A reset link the shop backend mailed (`?id=&token=`) leads to the service's new-password page.
    await page.goto('/de/reset-password?id=7&token=abcdefgh');
    await expect(page).toHaveURL(
      new RegExp(`^${ACCOUNT_SERVICE}/account/password/reset\\?.*id=7&token=abcdefgh`),
    );
    await expect(page.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible();
  });

  test('pl: /pl/activate-account?id=&token= → the invited customer sets a password at the service and is signed in', async ({
    page,
  }) => {
    const email = uniqueEmail('sso-invited');
    const invitation = await sandboxHook('invitations', { email, firstName: 'Anna', lastName: 'Nowak' });
    const { id, token } = linkParts(invitation.activationUrl as string);
    await page.goto(`/pl/activate-account?id=${id}&token=${token}`);
    await expect(page).toHaveURL(new RegExp(`^${ACCOUNT_SERVICE}/account/activate\\?`));
    await expect(page.getByRole('heading', { name: 'Aktywuj konto' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Odrzuć zaproszenie' })).toBeVisible();
    await page.getByLabel('Nowe hasło', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Powtórz hasło').fill(PASSWORD);
    await page.getByRole('button', { name: 'Aktywuj konto' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/pl\/$/);
    await signedInMenu(page, 'pl');
  });

  test('pl: declining the invitation at the service signs nobody in', async ({ page, baseURL }) => {
    const email = uniqueEmail('sso-declines');
    const invitation = await sandboxHook('invitations', { email });
    const { id, token } = linkParts(invitation.activationUrl as string);
    await page.goto(`/pl/activate-account?id=${id}&token=${token}`);
    await page.getByRole('button', { name: 'Odrzuć zaproszenie' }).click();
    await expect(page.getByRole('status')).toHaveText('Odrzuciłeś zaproszenie. Nie utworzono żadnego konta.');
    expect(await shopCookie(page, baseURL as string, 'access_token')).toBeUndefined();
  });
});

test('it: an Italian customer edits the address at the account site; the house number is required (§5)', async ({
  page,
}) => {
  const email = uniqueEmail('sso-it');
  await customerAt(email, 'Giulia', 'Rossi');
  await defaultAddressAt(email, 'IT', 'Via Roma', '00184', 'Roma');
  // The shop's address route hands over to the account site, which asks the customer to sign in first.
  await page.goto('/it/address');
  await expect(page).toHaveURL(new RegExp(`^${ACCOUNT_SERVICE}/account/login\\?`));
  await page.getByLabel('Indirizzo e-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(new RegExp(`^${ACCOUNT_SERVICE}/account/it-IT/address`));

  await expect(page.getByRole('heading', { name: 'Modifica indirizzo' })).toBeVisible();
  const houseNumber = page.getByLabel('Numero civico');
  await houseNumber.fill('');
  await page.getByRole('button', { name: 'Salva indirizzo' }).click();
  await expect(page.getByRole('alert')).toContainText('Inserisci il numero civico.');
  await expect(page.getByLabel('Numero civico')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Numero civico').fill('12');
  await page.getByRole('button', { name: 'Salva indirizzo' }).click();
  await expect(page.getByRole('status')).toHaveText('Le modifiche al tuo indirizzo sono state salvate.');
  await expect(page.locator('address').first()).toContainText('12');
});
