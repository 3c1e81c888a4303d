import type { EditionKey } from '@shop/editions';
import type { NextRequest } from 'next/server';
import { getUser, getUserBody } from '@/server/account/crm';
import {
  activate,
  activateBody,
  recover,
  recoverBody,
  resetBody,
  resetPassword,
} from '@/server/account/recovery';
import { checkoutAs, checkoutBody, sessionOf, sessionQuery } from '@/server/account/session';
import { signIn, signInBody, signOut, signOutBody, signUp, signUpBody } from '@/server/account/sign-in';
import {
  addressBody,
  changePassword,
  defaultAddressBody,
  passwordBody,
  personalBody,
  saveAddress,
  setDefaultAddress,
  updatePersonal,
} from '@/server/account/updates';
import { notFoundResponse, RouteError } from '@/server/http/errors';
import { jsonRoute, linkRoute, parseInput, type RouteContext, type RouteHandler } from '@/server/http/route';
import { isSingleSignOn } from '@/server/sso/config';

/** The shop backend's own accounts: a single-sign-on store's customers sign in at the account service (404). */
function shopAccountOnly<I extends { edition: EditionKey }>(
  handle: (input: I, context: RouteContext) => Promise<Response>,
) {
  return (input: I, context: RouteContext) => {
    if (isSingleSignOn(input.edition))
      throw new RouteError(404, 'invalid_input', { message: 'error.generic' });
    return handle(input, context);
  };
}

// Per client: enough for a shopper, too few for a script; failed sign-ins have their own limit per address.
const perMinute = (limit: number) => ({ limit, windowSeconds: 60 });
const failure = 'error.generic' as const;

/** The account's own routes (docs/accounts.md): POST /api/account/{action} with JSON, same origin only. */
const POST_ROUTES: Record<string, RouteHandler> = {
  login: jsonRoute({
    name: 'account-login',
    rateLimit: perMinute(30),
    failure,
    body: signInBody,
    handle: shopAccountOnly(signIn),
  }),
  register: jsonRoute({
    name: 'account-register',
    rateLimit: perMinute(10),
    failure,
    body: signUpBody,
    handle: shopAccountOnly(signUp),
  }),
  logout: jsonRoute({
    name: 'account-logout',
    rateLimit: perMinute(30),
    failure,
    body: signOutBody,
    handle: signOut,
  }),
  recover: jsonRoute({
    name: 'account-recover',
    rateLimit: perMinute(5),
    failure,
    body: recoverBody,
    handle: shopAccountOnly(recover),
  }),
  reset: jsonRoute({
    name: 'account-reset',
    rateLimit: perMinute(10),
    failure,
    body: resetBody,
    handle: shopAccountOnly(resetPassword),
  }),
  activate: jsonRoute({
    name: 'account-activate',
    rateLimit: perMinute(10),
    failure,
    body: activateBody,
    handle: shopAccountOnly(activate),
  }),
  personal: jsonRoute({
    name: 'account-personal',
    rateLimit: perMinute(20),
    failure,
    body: personalBody,
    handle: shopAccountOnly(updatePersonal),
  }),
  address: jsonRoute({
    name: 'account-address',
    rateLimit: perMinute(20),
    failure,
    body: addressBody,
    handle: shopAccountOnly(saveAddress),
  }),
  defaultAddress: jsonRoute({
    name: 'account-default-address',
    rateLimit: perMinute(20),
    failure,
    body: defaultAddressBody,
    handle: shopAccountOnly(setDefaultAddress),
  }),
  password: jsonRoute({
    name: 'account-password',
    rateLimit: perMinute(10),
    failure,
    body: passwordBody,
    handle: shopAccountOnly(changePassword),
  }),
  getUser: jsonRoute({
    name: 'account-get-user',
    rateLimit: perMinute(20),
    failure: 'error.requestFailed',
    body: getUserBody,
    handle: getUser,
  }),
  checkout: jsonRoute({
    name: 'account-checkout',
    rateLimit: perMinute(30),
    failure,
    body: checkoutBody,
    handle: checkoutAs,
  }),
};

const session = linkRoute({
  name: 'account-session',
  rateLimit: perMinute(300),
  handle: (query, { request }) =>
    sessionOf(request, parseInput(sessionQuery, Object.fromEntries(query)).edition),
});

type Params = { params: Promise<{ action: string }> };

export async function POST(request: NextRequest, { params }: Params) {
  const route = POST_ROUTES[(await params).action];
  return route ? route(request) : notFoundResponse();
}

/** GET /api/account/session?edition=de: `{user}` of the signed-in customer, or `{user: null}`. */
export async function GET(request: NextRequest, { params }: Params) {
  return (await params).action === 'session' ? session(request) : notFoundResponse();
}
