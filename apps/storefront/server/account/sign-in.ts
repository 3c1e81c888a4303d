// Sign-in, sign-up and sign-out (spec §4): the token goes into the httpOnly cookie, the browser gets the name.
import { isAccountPage, routePath } from '@shop/editions';
import { loginErrors, registrationErrors } from '@shop/ui/model';
import type { NextResponse } from 'next/server';
import { z } from 'zod';
import { RouteError } from '../http/errors';
import type { RouteContext } from '../http/route';
import { isSingleSignOn } from '../sso/config';
import { signOutOfService } from '../sso/sign-in';
import { accountAnswer, accountUserOf } from './answers';
import { recordFailedSignIn, signInBlockedFor } from './failed-sign-ins';
import { failed } from './failures';
import { editionField, password, text, withRules } from './input';
import { NO_STORE, shopFor } from './shop';
import { clearTokenCookie, decodeToken, TOKEN_COOKIE, writeTokenCookie } from './token-cookie';

const email = () => text(254).transform((value) => value.trim());

export const signInBody = z
  .object({ edition: editionField, email: email(), password: password() })
  .superRefine(withRules(loginErrors));

const unavailable = () => new RouteError(503, 'unavailable', { message: 'error.generic' });

/** Signs the customer in and answers their name; a wrong password is 'Incorrect login credentials'. */
export async function signIn(
  input: z.output<typeof signInBody>,
  { db, client, request }: RouteContext,
): Promise<NextResponse> {
  const blocked = await signInBlockedFor(db, client.key, input.email);
  if (blocked) throw new RouteError(429, 'rate_limited', { headers: { 'retry-after': String(blocked) } });
  const shop = shopFor(input.edition);
  const token = await shop.customer.createAccessToken(
    { email: input.email, password: input.password },
    NO_STORE,
  );
  if (!token.data) {
    if (token.error?.kind !== 'invalid-credentials' && token.error?.kind !== 'invalid-input')
      throw unavailable();
    await recordFailedSignIn(db, client.key, input.email);
    throw new RouteError(401, 'invalid_credentials', { message: 'account.login.failed' });
  }
  return signedIn(input.edition, token.data, request.url);
}

async function signedIn(
  edition: z.output<typeof editionField>,
  token: { accessToken: string; expiresAt: string },
  requestUrl: string,
  message?: 'account.register.success' | 'account.created' | 'account.password.saved',
): Promise<NextResponse> {
  const customer = await shopFor(edition).customer.get(token.accessToken, NO_STORE);
  if (!customer.data) throw unavailable();
  const response = accountAnswer({
    user: accountUserOf(customer.data),
    redirect: routePath(edition, 'orderHistory'),
    ...(message ? { message } : {}),
  });
  writeTokenCookie(response.cookies, token, requestUrl);
  return response;
}

export { signedIn };

export const signUpBody = z
  .object({
    edition: editionField,
    firstName: text(),
    lastName: text(),
    email: email(),
    password: password(),
    passwordRepeat: password(),
  })
  .superRefine(withRules(registrationErrors));

/** Creates the customer, then signs them in and sends them to the account (§4). */
export async function signUp(
  input: z.output<typeof signUpBody>,
  { request }: RouteContext,
): Promise<NextResponse> {
  const shop = shopFor(input.edition);
  const created = await shop.customer.create(
    {
      email: input.email,
      password: input.password,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
    },
    NO_STORE,
  );
  if (!created.data) {
    if (created.error?.kind === 'email-taken')
      throw new RouteError(409, 'email_taken', { message: 'account.register.emailTaken', field: 'email' });
    throw failed(created.error, ['firstName', 'lastName', 'email', 'password']);
  }
  const token = await shop.customer.createAccessToken(
    { email: input.email, password: input.password },
    NO_STORE,
  );
  if (!token.data) throw unavailable();
  return signedIn(input.edition, token.data, request.url, 'account.register.success');
}

export const signOutBody = z.object({ edition: editionField, path: text(2048) });

/**
 * Deletes the token at the backend and the cookie. From an account page the shopper goes to the login route,
 * elsewhere they stay (§2.3).
 */
export async function signOut(
  input: z.output<typeof signOutBody>,
  { request }: RouteContext,
): Promise<NextResponse> {
  if (isSingleSignOn(input.edition)) return signOutOfService(input.edition, input.path, request);
  const token = decodeToken(request.cookies.get(TOKEN_COOKIE)?.value);
  if (token) await shopFor(input.edition).customer.deleteAccessToken(token.accessToken, NO_STORE);
  const response = accountAnswer({
    user: null,
    redirect: isAccountPage(input.path) ? routePath(input.edition, 'login') : null,
  });
  clearTokenCookie(response.cookies, request.url);
  return response;
}
