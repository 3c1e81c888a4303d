'use client';

import { useCart } from '@shop/session/react';
import { type CountryMenuProps, CountryOptionList } from '@shop/ui';
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
 * The open selector's list, loaded with its first open (`ShellCountrySelector`): each option goes to this page's
 * alternate in that edition, else to its home; the choice is remembered, and the new edition tells which cart
 * lines it could not keep.
 */
export function ShellCountryMenu({ id, options, close }: CountryMenuProps<SwitchOption>) {
  const alternates = useAlternates(usePathname());
  const cart = useCart();
  return (
    <CountryOptionList
      id={id}
      close={close}
      options={options.map((option) =>
        option.hreflang ? { ...option, href: alternates[option.hreflang] ?? option.url } : option,
      )}
      onChoose={(option) => {
        if (!option.edition || !option.hreflang) return;
        rememberCountry(option.value);
        keepCartBeforeSwitch(cart, option.edition);
        // Read again: after a client navigation the head may have changed since the list was drawn.
        window.location.assign(readAlternates()[option.hreflang] ?? option.url);
      }}
    />
  );
}
