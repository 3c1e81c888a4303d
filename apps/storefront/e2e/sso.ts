// Helpers of the single-sign-on stores' browser tests: the account service's hosted form, its test hooks, and a
// token signed with a key of the test's own (a forgery).
import { expect, type Page } from '@playwright/test';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { SANDBOX_URL } from '../playwright.config';
import { backendToken, PASSWORD, sandboxHook } from './accounts';
import { storefront } from './shop';

export const ACCOUNT_SERVICE = `${SANDBOX_URL}/account-service`;

/** The hosted sign-in form's labels in a store's language (the service's own texts). */
export const HOSTED = {
  pl: { email: 'Adres e-mail', password: 'Hasło', submit: 'Zaloguj się' },
  de: { email: 'E-Mail-Adresse', password: 'Passwort', submit: 'Anmelden' },
} as const;

/** The shop's own texts the tests read, in Polish and German. */
export const SHOP = {
  pl: {
    account: 'Moje konto',
    menu: 'Otwórz menu konta',
    welcome: 'Witaj, Anna Nowak',
    orderHistory: 'Historia zamówień',
    address: 'Adres',
    personal: 'Dane osobowe',
    changePassword: 'Zmień hasło',
    logout: 'Wyloguj się',
    defaultAddress: 'Adres domyślny',
    checkout: 'Przejdź do kasy',
    warning: 'Nie jesteś zalogowany',
    login: 'Zaloguj się',
    guest: 'Kontynuuj jako gość',
  },
  de: {
    account: 'Mein Konto',
    menu: 'Kontomenü öffnen',
    welcome: 'Willkommen, Anna Nowak',
    orderHistory: 'Bestellübersicht',
    address: 'Adresse',
    personal: 'Persönliche Daten',
    changePassword: 'Passwort ändern',
    logout: 'Abmelden',
    defaultAddress: 'Standardadresse',
    checkout: 'Zur Kasse',
    warning: 'Sie sind nicht angemeldet',
    login: 'Anmelden',
    guest: 'Als Gast fortfahren',
  },
} as const;

export type SsoStore = keyof typeof SHOP;

/** Fills the account service's hosted sign-in form the shopper was sent to. */
export async function signInAtService(page: Page, store: SsoStore, email: string, password = PASSWORD) {
  await expect(page).toHaveURL(new RegExp(`^${ACCOUNT_SERVICE}/account/login\\?`));
  const labels = HOSTED[store];
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit }).click();
}

/** A default address saved at the shop backend, which the account service reads too. */
export async function defaultAddressAt(
  email: string,
  country: string,
  address1: string,
  zip: string,
  city: string,
) {
  const token = await backendToken(email);
  const created = await storefront<{ customerAddressCreate: { customerAddress: { id: string } | null } }>(
    'mutation ($t: String!, $a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $t, address: $a) { customerAddress { id } } }',
    { t: token, a: { firstName: 'Anna', lastName: 'Nowak', address1, zip, city, country } },
  );
  const id = created.customerAddressCreate.customerAddress?.id;
  expect(id).toBeTruthy();
  await storefront(
    'mutation ($t: String!, $id: ID!) { customerDefaultAddressUpdate(customerAccessToken: $t, addressId: $id) { customer { id } } }',
    { t: token, id },
  );
}

/** A token from the service's test hook: validly signed, here already expired or for another audience. */
export async function serviceToken(body: {
  email: string;
  expiresIn?: number;
  audience?: string;
  store?: string;
}): Promise<string> {
  const answer = await sandboxHook('account-service/tokens', body);
  return answer.access_token as string;
}

/** A token with every claim right, signed by a key the service never had, under the service's own key id. */
export async function forgedToken(email: string, store: string): Promise<string> {
  const jwks = (await (await fetch(`${ACCOUNT_SERVICE}/.well-known/jwks.json`)).json()) as {
    keys: { kid: string }[];
  };
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  expect((await exportJWK(publicKey)).kty).toBe('EC');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email, given_name: 'Anna', family_name: 'Nowak', store })
    .setProtectedHeader({ alg: 'ES256', kid: jwks.keys[0]?.kid ?? 'unknown', typ: 'JWT' })
    .setIssuer('urn:sandbox:account-service')
    .setAudience('storefront')
    .setSubject('7400000001')
    .setIssuedAt(now)
    .setExpirationTime(now + 900)
    .sign(privateKey);
}

/** Puts a token into the shop's `access_token` cookie, as a browser holding it would send it. */
export async function holdToken(page: Page, baseURL: string, token: string) {
  await page
    .context()
    .addCookies([{ name: 'access_token', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

/** A cookie the shop's own origin holds (the service's cookies on its own host are not the shop's). */
export async function shopCookie(page: Page, baseURL: string, name: string) {
  return (await page.context().cookies(baseURL)).find((cookie) => cookie.name === name);
}
