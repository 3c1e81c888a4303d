'use client';

import { useT } from '@shop/i18n/react';
import type { MouseEvent } from 'react';
import { Flag } from '../parts/flags';
import type { CountryOption } from './country-option';
import { isPlainClick } from './nav-model';

/** What the open country selector's list gets (`CountrySelector`'s `Menu`). */
export interface CountryMenuProps<O extends CountryOption = CountryOption> {
  id: string;
  options: O[];
  /** Closes the selector. */
  close(): void;
  /** Called on a plain click on an option of our own editions instead of following the link. */
  onChoose?(option: O): void;
}

/**
 * The country selector's ten options with flag and label (external sites marked). Loaded with the selector's first
 * open (`CountrySelector`), by itself or inside the app's own menu.
 */
export function CountryOptionList<O extends CountryOption>({
  id,
  options,
  close,
  onChoose,
}: CountryMenuProps<O>) {
  const t = useT();
  const choose = (event: MouseEvent<HTMLAnchorElement>, option: O) => {
    if (option.external || !onChoose || !isPlainClick(event)) return;
    event.preventDefault();
    close();
    onChoose(option);
  };
  return (
    <>
      <h2 id={`${id}-title`} className="shop-country__title">
        {t('shell.selector.title')}
      </h2>
      <ul className="shop-country__list" aria-labelledby={`${id}-title`}>
        {options.map((option) => (
          <li key={option.value}>
            <a
              className="shop-country__option"
              href={option.href}
              hrefLang={option.external ? undefined : option.value}
              aria-current={option.active ? 'true' : undefined}
              onClick={(event) => choose(event, option)}
            >
              <Flag country={option.country} />
              <span>{option.label}</span>
              {option.external ? (
                <span className="shop-country__external">{t('shell.selector.external')}</span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
