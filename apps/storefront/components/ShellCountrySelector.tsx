'use client';

import type { EditionKey } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import { useCart, useSessionState } from '@shop/session/react';
import { CountrySelector, lazyIsland } from '@shop/ui';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { SwitchOption } from '@/lib/country-options';
import { droppedAfterSwitch } from '@/lib/country-switch';

// Shown only after a switch that dropped lines: loaded then.
const Toaster = dynamic(() => import('./islands/shell-parts').then((parts) => parts.Toaster), { ssr: false });

// The list and what a choice does load with the first open.
const ShellCountryMenu = lazyIsland(() =>
  import('./ShellCountryMenu').then((module) => module.ShellCountryMenu),
);

/**
 * The language and delivery-country selector: its button and open state; the options and the country's name come
 * from the server (`switchOptionsFor`), and the list with its links to this page's alternates loads when it first
 * opens (`ShellCountryMenu`).
 */
export function ShellCountrySelector({
  options,
  countryName,
}: {
  options: SwitchOption[];
  countryName: string;
}) {
  return <CountrySelector options={options} countryName={countryName} Menu={ShellCountryMenu} />;
}

/** After a switch: which lines the re-validated cart dropped, as a warning the shopper dismisses. */
export function CartSwitchNotice({ edition }: { edition: EditionKey }) {
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
