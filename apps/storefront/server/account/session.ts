// What the browser may learn of the session: the signed-in customer's name and email, from the cookie the
// server keeps; and the cart carried to checkout with the customer's identity.
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { RouteError } from '../http/errors';
import type { RouteContext } from '../http/route';
import { isSingleSignOn } from '../sso/config';
import { ssoCheckout, ssoSessionAnswer } from '../sso/session-answer';
import { looksLikeJwt } from '../sso/session-token';
import { accountAnswer, accountUserOf } from './answers';
import { editionField } from './input';
import { NO_STORE, shopFor } from './shop';
import { clearTokenCookie, decodeToken, TOKEN_COOKIE } from './token-cookie';

export const sessionQuery = z.object({ edition: editionField });

/**
 * `{user}` of the signed-in customer, `{user: null}` without a valid token (an expired one is also cleared); 502
 * while the shop backend fails, the cookie kept: a backend outage must not sign the customer out.
 */
export async function sessionOf(request: NextRequest, edition: z.output<typeof editionField>) {
  if (isSingleSignOn(edition)) return ssoSessionAnswer(request, edition);
  const cookie = request.cookies.get(TOKEN_COOKIE)?.value;
  const token = decodeToken(cookie);
  const customer = token ? await shopFor(edition).customer.get(token.accessToken, NO_STORE) : null;
  const failure = customer?.error?.kind;
  if (failure === 'network' || failure === 'backend')
    throw new RouteError(502, 'unavailable', { message: 'error.requestFailed' });
  const response = accountAnswer({ user: customer?.data ? accountUserOf(customer.data) : null });
  // A single-sign-on store's token under the same name is that store's session, not this one's to end.
  if (cookie && !customer?.data && !looksLikeJwt(cookie)) clearTokenCookie(response.cookies, request.url);
  return response;
}

export const checkoutBody = z.object({
  edition: editionField,
  cartId: z
    .string()
    .regex(/^gid:\/\/shopify\/Cart\/[\w-]{1,200}(\?key=[\w-]{1,200})?$/, 'FORM_ERROR_PATTERN'),
});

/**
 * Before checkout: a signed-in customer's cart gets their identity (`cartBuyerIdentityUpdate`), so the order is
 * filed under them. Answers the checkout URL to go to; a guest gets `401` and chooses in the dialog.
 */
export async function checkoutAs(input: z.output<typeof checkoutBody>, { request }: RouteContext) {
  if (isSingleSignOn(input.edition)) return ssoCheckout(request, input.edition, input.cartId);
  const token = decodeToken(request.cookies.get(TOKEN_COOKIE)?.value);
  if (!token) throw new RouteError(401, 'unauthenticated', { message: 'account.session.expired' });
  const updated = await shopFor(input.edition).cart.updateBuyerIdentity(
    input.cartId,
    token.accessToken,
    NO_STORE,
  );
  if (!updated.data) throw new RouteError(400, 'invalid_input', { message: 'error.generic' });
  return accountAnswer({ redirect: updated.data.checkoutUrl });
}
