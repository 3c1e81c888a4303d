'use client';

import type { StorefrontSettings } from '@shop/content-client';
import type { EditionKey } from '@shop/editions';
import { useSessionState } from '@shop/session/react';
import { CartFlyout, loadDialog, type SnippetNote } from '@shop/ui';
import { checkoutRoutesOf } from '@/lib/account-routes';
import { freeShippingOf, toCartLineData } from '@/lib/cart';
import { useCheckoutGate } from '../account/useCheckoutGate';
import { useCartChanges } from './useCartChanges';

// The flyout opens as soon as this island is there: its dialog's code loads alongside, not after it.
void loadDialog();

export interface CartFlyoutIslandProps {
  edition: EditionKey;
  settings: StorefrontSettings | null;
  open: boolean;
  reason: 'added' | 'cart';
  onClose(): void;
  notes: readonly SnippetNote[];
}

/**
 * The cart flyout with its quantity changes, removals and checkout gate: loaded when it first opens (`CartUi`), so
 * its code waits for the first add or cart click.
 */
export function CartFlyoutIsland({ edition, settings, open, reason, onClose, notes }: CartFlyoutIslandProps) {
  const { ready, cartUnavailable } = useSessionState();
  const { cart, changeQuantity, remove, pendingLineIds } = useCartChanges();
  const routes = checkoutRoutesOf(edition);
  const gate = useCheckoutGate(
    edition,
    routes,
    cart ? { id: cart.id, checkoutUrl: cart.checkoutUrl } : null,
    false,
  );
  return (
    <>
      <CartFlyout
        // Without a cart yet the flyout says the cart is empty, but only once the stored one has had its chance.
        open={open && ready}
        reason={reason}
        onClose={onClose}
        lines={cart?.lines.map(toCartLineData) ?? []}
        subtotal={cart?.subtotal.amount ?? 0}
        total={cart?.total.amount ?? 0}
        freeShipping={freeShippingOf(cart, settings)}
        checkoutUrl={cart?.checkoutUrl ?? ''}
        cartUrl={routes.cart}
        onQuantityChange={changeQuantity}
        onRemove={remove}
        pendingLineIds={pendingLineIds}
        unavailable={cartUnavailable}
        notes={notes}
        onCheckout={(event) => {
          onClose();
          gate.onCheckout(event);
        }}
      />
      {gate.dialog}
    </>
  );
}
