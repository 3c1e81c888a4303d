'use client';

import { useT } from '@shop/i18n/react';
import type { MouseEvent } from 'react';
import type { CountryOption } from '../shell/CountrySelector';
import { Flag } from './flags';

/**
 * The country selector's ten options with flag and label (external sites marked). Loaded with the selector's first
 * open (`CountrySelector`).
 */
export function CountryOptionList({
  id,
  options,
  onChoose,
}: {
  id: string;
  options: CountryOption[];
  /** A click on an option; the selector decides whether the link is followed. */
  onChoose: (event: MouseEvent<HTMLAnchorElement>, option: CountryOption) => void;
}) {
  const t = useT();
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
              onClick={(event) => onChoose(event, option)}
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
