'use client';

import { useT } from '@shop/i18n/react';
import { type MouseEvent, useId, useState } from 'react';
import { cx } from '../internal/cx';
import { Flag } from '../internal/flags';
import { lazyIsland } from '../internal/lazy-island';
import { isPlainClick } from './nav-model';
import { Popover } from './Popover';

const CountryOptionList = lazyIsland(() =>
  import('../internal/CountryOptionList').then((module) => module.CountryOptionList),
);

/** One of the language options (§1), as seen from the current edition. */
export interface CountryOption {
  value: string;
  /** The flag's country (`global` for English Global). */
  country: string;
  /** The translated language label. */
  label: string;
  /** The same page in that edition, its home, or the external site. */
  href: string;
  external: boolean;
  active: boolean;
}

export interface CountrySelectorProps {
  options: CountryOption[];
  /** The current delivery country's name, for the button's accessible name. */
  countryName: string;
  /** Called on a plain click on an option of our own editions instead of following the link. */
  onChoose?: (option: CountryOption) => void;
  className?: string;
}

/**
 * The language and delivery-country selector: a button with the current flag that opens a list of the ten
 * options, each with flag and label (US and Spanish marked as external sites); a popover (Escape and a click
 * outside close it).
 */
export function CountrySelector({ options, countryName, onChoose, className }: CountrySelectorProps) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const active = options.find((option) => option.active) ?? options[0];

  const choose = (event: MouseEvent<HTMLAnchorElement>, option: CountryOption) => {
    if (option.external || !onChoose || !isPlainClick(event)) return;
    event.preventDefault();
    setOpen(false);
    onChoose(option);
  };

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      className={cx('shop-country', className)}
      triggerClassName="shop-country__button"
      panelClassName="shop-country__panel"
      trigger={
        <>
          {active ? <Flag country={active.country} /> : null}
          <span aria-hidden="true">{active?.value.toUpperCase()}</span>
          <span className="shop-visually-hidden">
            {t('shell.selector.open', { country: countryName, language: active?.label ?? '' })}
          </span>
        </>
      }
    >
      {/* The list only once opened: it cannot open before hydration, and each page's HTML is lighter by it; its
      code loads with the first open. */}
      {open ? (
        <CountryOptionList id={id} options={options} onChoose={choose} onLoadError={() => setOpen(false)} />
      ) : null}
    </Popover>
  );
}
