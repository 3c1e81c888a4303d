'use client';

import type { EditionKey } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import { useCart, useSessionState } from '@shop/session/react';
import { CountrySelector } from '@shop/ui';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { SwitchOption } from '@/lib/country-options';
import { droppedAfterSwitch, keepCartBeforeSwitch, rememberCountry } from '@/lib/country-switch';

// Shown only after a switch that dropped lines: loaded then.
const Toaster = dynamic(() => import('./islands/shell-parts').then((parts) => parts.Toaster), { ssr: false });

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
 * The language and delivery-country selector: each option goes to this page's alternate in that edition, else
 * to its home; the choice is remembered, and the new edition tells which cart lines it could not keep. The options
 * and the country's name come from the server (`switchOptionsFor`).
 */
export function ShellCountrySelector({
  options,
  countryName,
}: {
  options: SwitchOption[];
  countryName: string;
}) {
  const alternates = useAlternates(usePathname());
  const cart = useCart();
  return (
    <CountrySelector
      options={options.map((option) =>
        option.hreflang ? { ...option, href: alternates[option.hreflang] ?? option.url } : option,
      )}
      countryName={countryName}
      onChoose={(option) => {
        const chosen = options.find((candidate) => candidate.value === option.value);
        if (!chosen?.edition || !chosen.hreflang) return;
        rememberCountry(option.value);
        keepCartBeforeSwitch(cart, chosen.edition);
        // Read again: after a client navigation the head may have changed since the list was drawn.
        window.location.assign(readAlternates()[chosen.hreflang] ?? chosen.url);
      }}
    />
  );
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
