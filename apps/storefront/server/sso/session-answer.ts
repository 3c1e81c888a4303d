// `GET /api/account/session` in a single-sign-on store: the customer from the verified token's claims, with the
// default address the account service keeps (spec §4); a failing address lookup is only logged (spec §8).
import { type EditionKey, getEdition } from '@shop/editions';
import { type NextRequest, NextResponse } from 'next/server';
import { type AccountUser, accountAnswer } from '../account/answers';
import { logLine } from '../log';
import { defaultAddress } from './account-service';
import { checkoutAsSsoCustomer } from './checkout-identity';
import { REFRESH_COOKIE } from './cookies';
import { resolveSsoSession, type SsoSession } from './session';
import { requireAccountService } from './sign-in';

/**
 * The request's single-sign-on session. A caller that lets it renew the token must apply `cookies` to its answer
 * (`applyCookies`): the service rotates refresh tokens, and the old one presented again ends the session.
 */
export async function ssoSessionOf(
  request: NextRequest,
  edition: EditionKey,
  { renew }: { renew: boolean },
): Promise<SsoSession> {
  const session = await resolveSsoSession(
    requireAccountService(edition),
    request.headers.get('cookie'),
    renew ? request.cookies.get(REFRESH_COOKIE)?.value : null,
  );
  if (session.reason && session.reason !== 'missing')
    logLine(session.reason === 'unavailable' ? 'error' : 'info', 'account service session refused', {
      edition,
      reason: session.reason,
    });
  return session;
}

export function applyCookies(session: SsoSession, response: NextResponse, requestUrl: string): NextResponse {
  for (const change of session.cookies) change(response.cookies, requestUrl);
  return response;
}

export async function ssoSessionAnswer(request: NextRequest, edition: EditionKey): Promise<NextResponse> {
  const session = await ssoSessionOf(request, edition, { renew: true });
  let user: AccountUser | null = null;
  if (session.claims && session.accessToken) {
    const config = requireAccountService(edition);
    const lookup = await defaultAddress(config, session.accessToken, getEdition(edition).code);
    if (!lookup.ok)
      logLine('warn', 'account service address lookup failed', { edition, status: lookup.status });
    user = {
      firstName: session.claims.firstName,
      lastName: session.claims.lastName,
      email: session.claims.email,
      defaultAddress: lookup.ok ? lookup.address : null,
    };
  }
  return applyCookies(session, accountAnswer({ user }), request.url);
}

/**
 * Checkout in a single-sign-on store: a signed-in customer's cart is carried as theirs (Multipass) and they go on
 * to its checkout (`redirect: null` when that failed: the cart's own checkout URL); a guest gets `401` and the
 * warning dialog's choice.
 */
export async function ssoCheckout(
  request: NextRequest,
  edition: EditionKey,
  cartId: string,
): Promise<NextResponse> {
  const session = await ssoSessionOf(request, edition, { renew: true });
  const response = session.claims
    ? accountAnswer({ redirect: await checkoutAsSsoCustomer(edition, cartId, session.claims) })
    : NextResponse.json(
        { error: { code: 'unauthenticated', message: 'account.session.expired' } },
        { status: 401, headers: { 'cache-control': 'private, no-store' } },
      );
  return applyCookies(session, response, request.url);
}
