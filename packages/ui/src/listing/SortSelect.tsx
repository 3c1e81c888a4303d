'use client';

import { SORT_OPTIONS, type SortOption } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import { useId, useRef } from 'react';
import { useTypedBeforeHydration } from '../hooks/use-form-before-hydration';
import { useHydrated } from '../hooks/use-hydrated';
import { Button } from '../primitives/Button';
import { cx } from '../primitives/cx';
import { type HiddenFields, LISTING_PARAMS } from './filter-value';
import { SORT_TEXT } from './sort-text';

export interface SortSelectProps {
  value: SortOption;
  onChange: (value: SortOption) => void;
  /** The rest of the listing's state, carried when the form submits before hydration or without JavaScript. */
  hiddenFields?: HiddenFields;
  className?: string;
}

/**
 * The four sort options of §9 in a native select, inside a GET form: before hydration (or without JavaScript) a
 * 'Sort' button submits it to the same URL; once interactive a change calls `onChange` at once, and so does a
 * choice made before hydration.
 */
export function SortSelect({ value, onChange, hiddenFields = [], className }: SortSelectProps) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => {
    const chosen = SORT_OPTIONS.find((option) => option === typed[LISTING_PARAMS.sort]);
    if (chosen && chosen !== value) onChange(chosen);
  });
  return (
    <form
      ref={form}
      method="get"
      className={cx('shop-sort', className)}
      onSubmit={(event) => {
        event.preventDefault();
        onChange(new FormData(event.currentTarget).get(LISTING_PARAMS.sort) as SortOption);
      }}
    >
      {hiddenFields.map(([name, fieldValue]) => (
        <input key={`${name}=${fieldValue}`} type="hidden" name={name} value={fieldValue} />
      ))}
      <label htmlFor={id} className="shop-sort__label">
        {t('listing.sort.label')}
      </label>
      <select
        id={id}
        name={LISTING_PARAMS.sort}
        className="shop-sort__select"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as SortOption)}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(SORT_TEXT[option])}
          </option>
        ))}
      </select>
      {/* Out of the flow, so removing it at hydration shifts nothing. */}
      <Button type="submit" variant="secondary" size="sm" className="shop-sort__submit" hidden={hydrated}>
        {t('listing.sort.submit')}
      </Button>
    </form>
  );
}
