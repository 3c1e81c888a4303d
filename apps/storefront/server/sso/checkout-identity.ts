// A single-sign-on customer's cart carried to checkout as theirs: the server makes a Multipass token from the
// verified claims, exchanges it for the shop backend's customer token and sets the cart's buyer identity, so the
// order is filed under the customer and shows on the account site. The backend token is used here and not kept.
import { type EditionKey, getEdition } from '@shop/editions';
import type { ShopError } from '@shop/shop-client';
import { NO_STORE, shopFor } from '../account/shop';
import { logLine } from '../log';
import { makeMultipassToken, multipassSecretFor } from './multipass';
import type { SessionClaims } from './session-token';

const reported = (error: ShopError | undefined) => ({
  kind: error?.kind,
  code: error?.errors[0]?.code ?? null,
  message: error?.message,
});

/**
 * The cart's checkout URL once it carries the customer; `null` when any step fails, which is only logged (spec §8):
 * the customer still checks out, as a guest would.
 */
export async function checkoutAsSsoCustomer(
  edition: EditionKey,
  cartId: string,
  claims: SessionClaims,
): Promise<string | null> {
  const secret = multipassSecretFor(edition);
  if (!secret) {
    logLine('warn', 'checkout without the customer: no Multipass secret (SHOP_MULTIPASS_SECRET)', {
      edition,
    });
    return null;
  }
  const shop = shopFor(edition);
  const token = makeMultipassToken(secret, {
    email: claims.email,
    firstName: claims.firstName,
    lastName: claims.lastName,
  });
  const exchanged = await shop.customer.createAccessTokenWithMultipass(token, NO_STORE);
  if (!exchanged.data) {
    logLine('warn', 'checkout without the customer: Multipass exchange failed', {
      edition,
      ...reported(exchanged.error),
    });
    return null;
  }
  const updated = await shop.cart.updateBuyerIdentity(cartId, exchanged.data.accessToken, NO_STORE, {
    email: claims.email,
    countryCode: getEdition(edition).code,
  });
  if (!updated.data) {
    logLine('warn', 'checkout without the customer: cart buyer identity refused', {
      edition,
      ...reported(updated.error),
    });
    return null;
  }
  return updated.data.checkoutUrl;
}
