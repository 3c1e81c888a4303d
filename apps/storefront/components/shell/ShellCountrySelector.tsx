'use client';

import type { EditionKey } from '@shop/editions';
import { CountrySelector, lazyIsland } from '@shop/ui';
import { useEffect, useState } from 'react';
import type { SwitchOption } from '@/lib/country-options';
import { switchPending } from '@/lib/switch-pending.client';

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

// The comparison of the cart before and after a switch loads only on the page a switch led to.
const CartSwitchWarning = lazyIsland(() =>
  import('../cart/CartSwitchWarning').then((module) => module.CartSwitchWarning),
);

/** After a switch: which lines the re-validated cart dropped, as a warning the shopper dismisses. */
export function CartSwitchNotice({ edition }: { edition: EditionKey }) {
  const [pending, setPending] = useState(false);
  useEffect(() => setPending(switchPending()), []);
  return pending ? <CartSwitchWarning edition={edition} /> : null;
}
