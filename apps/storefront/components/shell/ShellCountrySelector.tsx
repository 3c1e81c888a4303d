'use client';

import type { EditionKey } from '@shop/editions';
import { type CountryMenuProps, CountrySelector, type IslandLoadProps, lazyIsland } from '@shop/ui';
import { useEffect, useMemo, useState } from 'react';
import type { SwitchOption } from '@/lib/country-options';
import { currentDelivery, rememberedCountry } from '@/lib/country-switch.client';
import { switchPending } from '@/lib/switch-pending.client';

// The list and what a choice does load with the first open.
const ShellCountryMenu = lazyIsland(() =>
  import('./ShellCountryMenu').then((module) => module.ShellCountryMenu),
);

/**
 * The language and delivery-country selector: its button and open state; the options and the country's name come
 * from the server (`switchOptionsFor`, `deliveryOptionsFor`), and the list with its links to this page's alternates
 * loads when it first opens (`ShellCountryMenu`). The delivery country is chosen apart from the language: the one
 * the shopper chose (the `country` cookie) is current where its store is this edition (Austria on de).
 */
export function ShellCountrySelector({
  edition,
  options,
  delivery,
  countryName,
}: {
  edition: EditionKey;
  options: SwitchOption[];
  delivery: SwitchOption[];
  countryName: string;
}) {
  const [remembered, setRemembered] = useState<string>();
  useEffect(() => setRemembered(rememberedCountry()), []);
  const current = currentDelivery(delivery, edition, remembered);
  const Menu = useMemo(() => {
    const shown = delivery.map((option) => ({ ...option, active: option === current }));
    return function DeliveryAwareMenu(props: CountryMenuProps<SwitchOption> & IslandLoadProps) {
      return <ShellCountryMenu {...props} delivery={shown} />;
    };
  }, [delivery, current]);
  return <CountrySelector options={options} countryName={current?.label ?? countryName} Menu={Menu} />;
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
