import { type EditionKey, getEdition } from '@shop/editions';

/** The edition's paths checkout needs: the cart to return to, and the login page. */
export interface CheckoutRoutes {
  cart: string;
  login: string;
}

/** The edition's cart and login paths, for checkout's login choice (on the server for the cart page). */
export function checkoutRoutesOf(edition: EditionKey): CheckoutRoutes {
  const { cartRoute, accountRoutes } = getEdition(edition);
  return { cart: cartRoute, login: accountRoutes.login };
}
