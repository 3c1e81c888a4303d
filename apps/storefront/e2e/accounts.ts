import { expect, type Page } from '@playwright/test';
import { SANDBOX_URL } from '../playwright.config';
import { storefront } from './shop';

export const PASSWORD = 'Secret-pass1!';

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** A customer created at the shop backend directly, for tests that start at login. */
export async function customerAt(email: string, firstName = 'Anna', lastName = 'Nowak'): Promise<void> {
  const data = await storefront<{ customerCreate: { customer: { id: string } | null } }>(
    `mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`,
    { input: { email, password: PASSWORD, firstName, lastName } },
  );
  expect(data.customerCreate.customer).not.toBeNull();
}

/** A customer access token of the shop backend, as another device of the customer would hold one. */
export async function backendToken(email: string, password = PASSWORD): Promise<string> {
  const login = await storefront<{
    customerAccessTokenCreate: { customerAccessToken: { accessToken: string } };
  }>(
    'mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }',
    { input: { email, password } },
  );
  return login.customerAccessTokenCreate.customerAccessToken.accessToken;
}

/** Signs in on the login page of a prefix (`/uk/login`) with the labels of that language. */
export async function signIn(
  page: Page,
  loginPath: string,
  email: string,
  password: string,
  labels: { tab: string; email: string; password: RegExp; submit: string },
) {
  await page.goto(loginPath);
  const panel = page.getByRole('tabpanel', { name: labels.tab });
  await panel.getByRole('textbox', { name: labels.email }).fill(email);
  await panel.getByLabel(labels.password).fill(password);
  await panel.getByRole('button', { name: labels.submit }).click();
}

export const ENGLISH = { tab: 'Login', email: 'Email address', password: /^Password/, submit: 'Log in' };

/** The access-token cookie as the browser keeps it. */
export async function tokenCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'access_token');
}

export async function sandboxHook(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

/** The id and token of a reset or activation URL the shop backend mailed (`…/account/{kind}/{id}/{token}`). */
export function linkParts(url: string): { id: string; token: string } {
  const match = /\/account\/(?:reset|activate)\/(\d+)\/([0-9a-f]+)$/.exec(new URL(url).pathname);
  if (!match) throw new Error(`not an account link: ${url}`);
  return { id: match[1] as string, token: match[2] as string };
}
