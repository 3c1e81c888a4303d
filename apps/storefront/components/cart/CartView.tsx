'use client';

import type { EditionKey } from '@shop/editions';
import { useCart, useSessionState } from '@shop/session/react';
import { CartPage, CartPageSkeleton } from '@shop/ui';
import type { CheckoutRoutes } from '@/lib/account-routes';
import { freeShippingOf, toCartLineData } from '@/lib/cart';
import { BRAND_NAME } from '@/lib/site';
import { useCheckoutGate } from '../account/useCheckoutGate';
import { useTrackCartView } from '../tracking/useTrackCartView';
import { useCartUi } from './CartUi';
import { useCartChanges } from './useCartChanges';

/**
 * The cart page body over the session's cart, with the quantities of changes under way. The shop client loads with
 * the first quantity change or removal, not with the page. The edition's paths come from the server, so the page
 * loads no edition registry.
 */
export function CartView({
  edition,
  homeHref,
  checkoutRoutes,
}: {
  edition: EditionKey;
  homeHref: string;
  checkoutRoutes: CheckoutRoutes;
}) {
  const { ready, cartUnavailable } = useSessionState();
  const { cart, changeQuantity, remove, pendingLineIds, error } = useCartChanges();
  const { settings } = useCartUi();
  useTrackCartView(ready, useCart(), BRAND_NAME);
  const gate = useCheckoutGate(
    edition,
    checkoutRoutes,
    cart ? { id: cart.id, checkoutUrl: cart.checkoutUrl } : null,
  );
  // The server HTML and the first paint show the page's final frame while the stored cart loads.
  if (!ready) return <CartPageSkeleton />;
  return (
    <>
      <CartPage
        lines={cart?.lines.map(toCartLineData) ?? []}
        subtotal={cart?.subtotal.amount ?? 0}
        total={cart?.total.amount ?? 0}
        freeShipping={freeShippingOf(cart, settings)}
        checkoutUrl={cart?.checkoutUrl ?? ''}
        continueShoppingHref={homeHref}
        onQuantityChange={changeQuantity}
        onRemove={remove}
        pendingLineIds={pendingLineIds}
        error={error}
        unavailable={cartUnavailable}
        onCheckout={gate.onCheckout}
      />
      {gate.dialog}
    </>
  );
}
