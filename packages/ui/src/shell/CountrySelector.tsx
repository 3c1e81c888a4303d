'use client';

import { useT } from '@shop/i18n/react';
import { type ComponentType, useCallback, useId, useRef, useState } from 'react';
import { type IslandLoadProps, lazyIsland } from '../hooks/lazy-island';
import { useDismiss } from '../hooks/use-dismiss';
import { Flag } from '../parts/flags';
import { cx } from '../primitives/cx';
import type { CountryMenuProps } from './CountryOptionList';
import type { CountryOption } from './country-option';

const CountryOptionList = lazyIsland(() =>
  import('./CountryOptionList').then((module) => module.CountryOptionList),
);

export interface CountrySelectorProps<O extends CountryOption = CountryOption> {
  options: O[];
  /** The current delivery country's name, for the button's accessible name. */
  countryName: string;
  /** Called on a plain click on an option of our own editions instead of following the link. */
  onChoose?(option: O): void;
  /**
   * The open list, loaded with the first open: by default the options (`CountryOptionList`); the app passes its
   * own island around them, so its wiring of a choice loads then too.
   */
  Menu?: ComponentType<CountryMenuProps<O> & IslandLoadProps>;
  className?: string;
}

/**
 * The language and delivery-country selector: a button with the current flag that opens a list of the ten
 * options, each with flag and label (US and Spanish marked as external sites); a popover (Escape and a click
 * outside close it). Only the button and its open state are first-load code: the list, and what a choice does,
 * load with the first open.
 */
export function CountrySelector<O extends CountryOption>({
  options,
  countryName,
  onChoose,
  // The options list reads only what every option has, so it serves any kind of option.
  Menu = CountryOptionList as ComponentType<CountryMenuProps<O> & IslandLoadProps>,
  className,
}: CountrySelectorProps<O>) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);
  const active = options.find((option) => option.active) ?? options[0];

  return (
    <div ref={rootRef} className={cx('shop-popover shop-country', className)}>
      <button
        ref={buttonRef}
        type="button"
        className="shop-popover__trigger shop-country__button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        {active ? <Flag country={active.country} /> : null}
        <span aria-hidden="true">{active?.value.toUpperCase()}</span>
        <span className="shop-visually-hidden">
          {t('shell.selector.open', { country: countryName, language: active?.label ?? '' })}
        </span>
      </button>
      <div id={`${id}-panel`} className="shop-popover__panel shop-country__panel" hidden={!open}>
        {/* The list only once opened: it cannot open before hydration, and each page's HTML is lighter by it. */}
        {open ? (
          <Menu id={id} options={options} close={close} onChoose={onChoose} onLoadError={close} />
        ) : null}
      </div>
    </div>
  );
}
