'use client';

import { useCart } from '@shop/session/react';
import { type CountryMenuProps, CountryOptionList, DeliveryCountryList } from '@shop/ui';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { SwitchOption } from '@/lib/country-options';
import { keepCartBeforeSwitch, rememberCountry } from '@/lib/country-switch.client';

/** The page's alternates by hreflang, as its metadata put them into the head. */
function readAlternates(): Record<string, string> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]');
  return Object.fromEntries(Array.from(links, (link) => [link.hreflang, new URL(link.href).pathname]));
}

function useAlternates(path: string): Record<string, string> {
  const [alternates, setAlternates] = useState<Record<string, string>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: the head changes with the path
  useEffect(() => setAlternates(readAlternates()), [path]);
  return alternates;
}

/**
 * The open selector's lists, loaded with its first open (`ShellCountrySelector`): the languages, then the delivery
 * countries. Each option goes to this page's alternate in that edition, else to its home; the choice is remembered,
 * and the new edition tells which cart lines it could not keep. A delivery country of this edition's own store
 * (Austria on de) stays on the page.
 */
export function ShellCountryMenu({
  id,
  options,
  close,
  delivery,
}: CountryMenuProps<SwitchOption> & { delivery: SwitchOption[] }) {
  const alternates = useAlternates(usePathname());
  const cart = useCart();
  const edition = options.find((option) => option.active)?.edition;
  const linked = (option: SwitchOption) =>
    option.hreflang ? { ...option, href: alternates[option.hreflang] ?? option.url } : option;
  const switchTo = (option: SwitchOption) => {
    if (!option.edition || !option.hreflang) return;
    rememberCountry(option.value);
    if (option.edition === edition) return window.location.reload();
    keepCartBeforeSwitch(cart, option.edition);
    // Read again: after a client navigation the head may have changed since the list was drawn.
    window.location.assign(readAlternates()[option.hreflang] ?? option.url);
  };
  return (
    <>
      <CountryOptionList id={id} close={close} options={options.map(linked)} onChoose={switchTo} />
      <DeliveryCountryList
        id={id}
        options={delivery.map(linked)}
        onChoose={(option) => {
          close();
          switchTo(option);
        }}
      />
    </>
  );
}
