import { SORT_OPTIONS, type SortOption } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import { useId } from 'react';
import { cx } from '../internal/cx';
import { SORT_TEXT } from './sort-text';

export interface SortSelectProps {
  value: SortOption;
  onChange: (value: SortOption) => void;
  className?: string;
}

/** The four sort options of §9 in a native select (keyboard and screen readers for free). */
export function SortSelect({ value, onChange, className }: SortSelectProps) {
  const t = useT();
  const id = useId();
  return (
    <div className={cx('shop-sort', className)}>
      <label htmlFor={id} className="shop-sort__label">
        {t('listing.sort.label')}
      </label>
      <select
        id={id}
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
    </div>
  );
}
