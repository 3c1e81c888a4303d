'use client';

import { useT } from '@shop/i18n/react';
import type { MouseEvent } from 'react';
import { Flag } from '../parts/flags';
import type { CountryOption } from './country-option';
import { isPlainClick } from './nav-model';

export interface DeliveryCountryListProps<O extends CountryOption = CountryOption> {
  /** The selector's id: the list's heading is `{id}-delivery`. */
  id: string;
  /** The delivery countries (spec §1 stores; Austria is served by the de store), the current one `active`. */
  options: O[];
  /** Called on a plain click instead of following the link (the app remembers the country first). */
  onChoose?(option: O): void;
}

/**
 * The delivery-country choice of the language and delivery-country selector (spec §2.3): chosen apart from the
 * language, each country a link to the store that delivers there, with its flag; the current one marked.
 */
export function DeliveryCountryList<O extends CountryOption>({
  id,
  options,
  onChoose,
}: DeliveryCountryListProps<O>) {
  const t = useT();
  if (options.length === 0) return null;
  const choose = (event: MouseEvent<HTMLAnchorElement>, option: O) => {
    if (!onChoose || !isPlainClick(event)) return;
    event.preventDefault();
    onChoose(option);
  };
  return (
    <>
      <h3 id={`${id}-delivery`} className="shop-country__subtitle">
        {t('shell.selector.country')}
      </h3>
      <ul className="shop-country__list" aria-labelledby={`${id}-delivery`}>
        {options.map((option) => (
          <li key={option.value}>
            <a
              className="shop-country__option"
              href={option.href}
              aria-current={option.active ? 'true' : undefined}
              onClick={(event) => choose(event, option)}
            >
              <Flag country={option.country} />
              <span>{option.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
