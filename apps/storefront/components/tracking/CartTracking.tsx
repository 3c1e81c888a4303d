'use client';

import { useCart, useSession, useSessionState } from '@shop/session/react';
import { useEffect, useMemo } from 'react';
import { createCartTracker, trackCheckoutClick } from '@/lib/tracking/cart-changes.client';

/** add_to_cart, remove_from_cart and begin_checkout for every cart change and checkout link of the visit. */
export function CartTracking({ brand }: { brand: string }) {
  const session = useSession();
  const { ready } = useSessionState();
  const cart = useCart();
  const tracker = useMemo(() => createCartTracker(brand), [brand]);

  useEffect(() => {
    if (ready) tracker.sync(cart?.lines ?? []);
  }, [ready, cart, tracker]);

  useEffect(() => {
    const events = session.adapter.events;
    const offs = (['cart:add-item', 'cart:remove-item', 'cart:update-item'] as const).map((name) =>
      // A cart gone at the backend (null) was not emptied by the shopper: no remove_from_cart for its lines.
      events.on(name, (changed) => (changed ? tracker.change(changed.lines) : tracker.sync([]))),
    );
    // Bubbling, after React's handlers: a click they prevented (the guest checkout dialog opened instead) is no
    // checkout yet; the dialog's own link counts.
    const onClick = (event: MouseEvent) => {
      if (!event.defaultPrevented) trackCheckoutClick(event.target, session.state.cart, brand);
    };
    document.addEventListener('click', onClick);
    return () => {
      for (const off of offs) off();
      document.removeEventListener('click', onClick);
    };
  }, [session, tracker, brand]);

  return null;
}
