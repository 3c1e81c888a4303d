'use client';

import type { EditionKey } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import { useCart, useSessionState } from '@shop/session/react';
import { Toaster } from '@shop/ui';
import { useEffect, useState } from 'react';
import { droppedAfterSwitch } from '@/lib/country-switch.client';

/**
 * After a switch: which lines the re-validated cart dropped, as a warning the shopper dismisses. Loaded by
 * `CartSwitchNotice` when a switch left the cart's lines to compare.
 */
export function CartSwitchWarning({ edition }: { edition: EditionKey }) {
  const t = useT();
  const { ready } = useSessionState();
  const cart = useCart();
  const [dropped, setDropped] = useState<string[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the session has loaded the cart
  useEffect(() => {
    if (ready) setDropped(droppedAfterSwitch(cart, edition) ?? []);
  }, [ready]);
  // Only while there is something to say: an empty Toaster would leave two live regions on every page.
  if (dropped.length === 0) return null;
  const message = t('shell.selector.cartDropped', { count: dropped.length, titles: dropped.join(', ') });
  return (
    <Toaster toasts={[{ id: 'cart-dropped', tone: 'error', message }]} onDismiss={() => setDropped([])} />
  );
}
