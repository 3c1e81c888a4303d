// Signing in and out of a single-sign-on store (docs/accounts.md): the shop's own routes around the account
// service's hosted pages. A sign-in starts here (a state bound to this browser), the service sends the shopper
// back with a one-time code, and the code is exchanged server to server; no token ever travels in a URL.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type AccountServiceConfig, type EditionKey, isAccountPage, routePath } from '@shop/editions';
import { type NextRequest, NextResponse } from 'next/server';
import { z } from 'zod';
import {
  hostedLoginUrl,
  returnRouteUrl,
  serviceFlowUrl,
  serviceLogoutUrl,
  signInPath,
} from '../../lib/account-site';
import { safeReturnPath } from '../../lib/return-path';
import { SHOP_BASE_URL } from '../../lib/site';
import { accountAnswer } from '../account/answers';
import { editionField } from '../account/input';
import { RouteError } from '../http/errors';
import type { RouteContext } from '../http/route';
import { logLine } from '../log';
import { exchangeCode, revokeRefreshToken } from './account-service';
import { accountServiceFor } from './config';
import {
  clearAccessCookie,
  clearRefreshCookie,
  clearStateCookie,
  REFRESH_COOKIE,
  STATE_COOKIE,
  writeAccessCookie,
  writeRefreshCookie,
  writeStateCookie,
} from './cookies';
import { tokenRulesOf } from './session';
import { verifySessionToken } from './session-token';

/** The account service of a single-sign-on edition; any other edition has no such route (404). */
export function requireAccountService(edition: EditionKey): AccountServiceConfig {
  const config = accountServiceFor(edition);
  if (!config) throw new RouteError(404, 'invalid_input', { message: 'error.notFound.heading' });
  return config;
}

const returnPathField = z
  .string()
  .max(2048)
  .optional()
  .transform((value) => safeReturnPath(value));

const signInQuery = z.object({
  edition: editionField,
  returnTo: returnPathField,
  /** A sign-in already restarted once: no further round. */
  again: z.literal('1').optional(),
});

/** The start: a sign-in, or one of the service's password flows with the mail link it came from. */
export const startQuery = signInQuery.extend({
  flow: z.enum(['reset-password', 'activate-account']).optional(),
  id: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
  token: z
    .string()
    .regex(/^[0-9a-zA-Z_-]{8,256}$/)
    .optional(),
});

export const returnQuery = signInQuery.extend({
  code: z.string().min(1).max(512).optional(),
  state: z
    .string()
    .regex(/^[\w.~-]{1,256}$/)
    .optional(),
});

const noStore = { 'cache-control': 'private, no-store' };

function redirectTo(location: string): NextResponse {
  return NextResponse.redirect(new URL(location, SHOP_BASE_URL), { status: 303, headers: noStore });
}

/** Where the shopper lands after signing in: the page they came from, else the edition's home. */
const landingOf = (edition: EditionKey, returnTo: string | null | undefined) =>
  returnTo ?? routePath(edition, 'home') ?? '/';

/** The return URL the service is given, which is also the `redirect_uri` the code is exchanged with. */
function returnUrlOf(input: z.output<typeof signInQuery>): string {
  const url = new URL(returnRouteUrl(SHOP_BASE_URL, input.edition, input.returnTo ?? null));
  if (input.again) url.searchParams.set('again', '1');
  return url.toString();
}

/**
 * `GET /api/account/sso/login?edition=&returnTo=[&flow=&id=&token=]`: a new state for this browser, then the
 * hosted sign-in, or the service's password reset or activation, which come back the same way.
 */
export async function startSignIn(input: z.output<typeof startQuery>, { request }: RouteContext) {
  const config = requireAccountService(input.edition);
  const state = randomBytes(24).toString('base64url');
  const returnUrl = returnUrlOf(input);
  const link = input.id && input.token ? { id: input.id, token: input.token } : null;
  const response = redirectTo(
    input.flow
      ? serviceFlowUrl(config, input.flow, link, returnUrl, state)
      : hostedLoginUrl(config, returnUrl, state),
  );
  writeStateCookie(response.cookies, state, request.url);
  return response;
}

function sameState(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /api/account/sso/return?edition=&returnTo=&code=&state=`: the account service's way back. A code whose
 * state is not this browser's is never exchanged (a sign-in someone else started); the sign-in is started once
 * more instead, which the service answers at once while its own session lasts.
 */
export async function completeSignIn(input: z.output<typeof returnQuery>, { request }: RouteContext) {
  const config = requireAccountService(input.edition);
  const landing = landingOf(input.edition, input.returnTo);
  const finish = (location: string) => {
    const response = redirectTo(location);
    clearStateCookie(response.cookies, request.url);
    return response;
  };
  // Shared cookie domain: the service set the cookie itself and sends the shopper back without a code.
  if (!input.code) return finish(landing);
  const restart = () =>
    input.again ? finish(landing) : redirectTo(`${signInPath(input.edition, input.returnTo)}&again=1`);
  if (!sameState(request.cookies.get(STATE_COOKIE)?.value, input.state)) {
    logLine('warn', 'account service return without this browser’s state', { edition: input.edition });
    return restart();
  }
  const exchanged = await exchangeCode(config, input.code, returnUrlOf({ ...input, again: input.again }));
  if (!exchanged.ok) {
    logLine(exchanged.reason === 'invalid_grant' ? 'warn' : 'error', 'account service code exchange failed', {
      edition: input.edition,
      status: exchanged.status,
    });
    return exchanged.reason === 'invalid_grant' ? restart() : finish(landing);
  }
  const { accessToken, refreshToken, expiresIn } = exchanged.tokens;
  const verified = await verifySessionToken(accessToken, tokenRulesOf(config));
  if (!verified.ok) {
    logLine('error', 'account service token refused', { edition: input.edition, reason: verified.reason });
    return finish(landing);
  }
  const response = finish(landing);
  writeAccessCookie(response.cookies, accessToken, expiresIn, request.url);
  if (refreshToken) writeRefreshCookie(response.cookies, refreshToken, request.url);
  return response;
}

/**
 * Logout in a single-sign-on store: the refresh token is revoked (ending the service's session), the shop's
 * cookies cleared, and the browser sent through the service's logout, which ends its own session cookie and
 * returns by the spec's rule: to the login route from an account page, else to the page itself.
 */
export async function signOutOfService(
  edition: EditionKey,
  path: string,
  request: NextRequest,
): Promise<NextResponse> {
  const config = requireAccountService(edition);
  const target = isAccountPage(path)
    ? (routePath(edition, 'login') ?? '/')
    : landingOf(edition, safeReturnPath(path));
  const refreshToken = request.cookies.get(REFRESH_COOKIE)?.value;
  if (refreshToken && !(await revokeRefreshToken(config, refreshToken)))
    logLine('warn', 'account service revocation failed', { edition });
  const response = accountAnswer({
    user: null,
    redirect: serviceLogoutUrl(config, new URL(target, SHOP_BASE_URL).toString()),
  });
  clearAccessCookie(response.cookies, request.url);
  clearRefreshCookie(response.cookies, request.url);
  return response;
}
