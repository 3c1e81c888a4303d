'use client';

import type { EditionKey } from '@shop/editions';
import { useUser } from '@shop/session/react';
import { CheckoutLoginDialog, CheckoutWarningDialog } from '@shop/ui';
import { type MouseEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { CheckoutRoutes } from '@/lib/account-routes';
import { signInPath } from '@/lib/account-site';
import { postAccount } from './account-api.client';
import { useAccountSite } from './account-site';

/** The query a return from login carries, so the cart continues to checkout at once. */
export const CHECKOUT_PARAM = 'checkout';

/**
 * Checkout with the account (spec §2.3): a signed-in customer's cart first gets their identity
 * (`cartBuyerIdentityUpdate`, so the order lands in their history); a guest chooses in the dialog between guest
 * checkout and login, which returns to the cart and continues to checkout. In a single-sign-on store the guest is
 * warned instead (spec §4), and login goes through the account service.
 */
export function useCheckoutGate(
  edition: EditionKey,
  routes: CheckoutRoutes,
  cart: { id: string; checkoutUrl: string } | null,
  /** The cart page continues to checkout after login; the flyout does not. */
  resume = true,
): { onCheckout: (event: MouseEvent<HTMLAnchorElement>) => void; dialog: ReactNode } {
  const { user, ready } = useUser();
  const site = useAccountSite();
  const [open, setOpen] = useState(false);
  const returnTo = `${routes.cart}?${CHECKOUT_PARAM}=1`;

  const proceed = useCallback(async () => {
    if (!cart) return;
    try {
      const answer = await postAccount('checkout', { edition, cartId: cart.id });
      window.location.assign(answer.redirect ?? cart.checkoutUrl);
    } catch {
      // The session ended meanwhile: the choice again.
      setOpen(true);
    }
  }, [cart, edition]);

  const onCheckout = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!cart) return;
    event.preventDefault();
    if (user) void proceed();
    else setOpen(true);
  };

  // Back from login with `?checkout=1`: straight on to checkout, once.
  const resumed = useRef(false);
  useEffect(() => {
    if (!resume || resumed.current || !ready || !user || !cart) return;
    if (new URLSearchParams(window.location.search).get(CHECKOUT_PARAM) !== '1') return;
    resumed.current = true;
    void proceed();
  }, [resume, ready, user, cart, proceed]);

  return {
    onCheckout,
    dialog: !cart ? null : site ? (
      <CheckoutWarningDialog
        open={open}
        onClose={() => setOpen(false)}
        guestHref={cart.checkoutUrl}
        loginHref={signInPath(edition, returnTo)}
      />
    ) : (
      <CheckoutLoginDialog
        open={open}
        onClose={() => setOpen(false)}
        guestHref={cart.checkoutUrl}
        loginHref={`${routes.login}?returnTo=${encodeURIComponent(returnTo)}`}
      />
    ),
  };
}
