'use client';

import { useI18n } from '@shop/i18n/react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { cx } from '../internal/cx';
import { useHydrated } from '../internal/use-hydrated';
import { Button } from '../primitives/Button';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  type FilterOptions,
  type FilterValue,
  type HiddenFields,
  LISTING_PARAMS,
} from './filter-value';

export interface FiltersProps {
  value: FilterValue;
  options: FilterOptions;
  onChange: (value: FilterValue) => void;
  /** The rest of the listing's state, carried when the form submits before hydration or without JavaScript. */
  hiddenFields?: HiddenFields;
  className?: string;
}

function parseAmount(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (normalised === '') return null;
  const amount = Number(normalised);
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

/**
 * Filters of a category listing: size (checkboxes), price range (two fields, applied on Enter or when the
 * field is left) and in stock. Controlled: every change calls `onChange` with the whole new value. A GET form
 * underneath: before hydration (or without JavaScript) 'Apply filters' submits it to the same URL.
 */
export function Filters({ value, options, onChange, hiddenFields = [], className }: FiltersProps) {
  const { t, formatPrice, formatNumber } = useI18n();
  const id = useId();
  const hydrated = useHydrated();
  const [priceMin, setPriceMin] = useState(value.priceMin?.toString() ?? '');
  const [priceMax, setPriceMax] = useState(value.priceMax?.toString() ?? '');
  useEffect(() => setPriceMin(value.priceMin?.toString() ?? ''), [value.priceMin]);
  useEffect(() => setPriceMax(value.priceMax?.toString() ?? ''), [value.priceMax]);

  const active = activeFilterCount(value);

  const toggleSize = (size: string, checked: boolean) => {
    const sizes = checked ? [...value.sizes, size] : value.sizes.filter((s) => s !== size);
    onChange({ ...value, sizes });
  };

  const commitPrice = () => {
    let min = parseAmount(priceMin);
    let max = parseAmount(priceMax);
    if (min !== null && max !== null && min > max) [min, max] = [max, min];
    if (min === value.priceMin && max === value.priceMax) {
      setPriceMin(min?.toString() ?? '');
      setPriceMax(max?.toString() ?? '');
      return;
    }
    onChange({ ...value, priceMin: min, priceMax: max });
  };

  const onPriceKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commitPrice();
  };

  return (
    <form
      method="get"
      className={cx('shop-filters', className)}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        commitPrice();
      }}
    >
      {hiddenFields.map(([name, fieldValue]) => (
        <input key={`${name}=${fieldValue}`} type="hidden" name={name} value={fieldValue} />
      ))}
      <div className="shop-filters__head">
        <h2 id={`${id}-title`} className="shop-filters__title">
          {t('listing.filters.title')}
        </h2>
        {active > 0 ? (
          <p className="shop-filters__active" aria-live="polite">
            {t('listing.filters.active', { count: active })}
          </p>
        ) : (
          <p className="shop-filters__active" aria-live="polite" />
        )}
      </div>

      {options.sizes.length > 0 ? (
        <fieldset className="shop-filters__group">
          <legend className="shop-filters__legend">{t('listing.filter.size')}</legend>
          <ul className="shop-filters__options">
            {options.sizes.map((size) => (
              <li key={size.value}>
                <label className="shop-filters__check">
                  <input
                    type="checkbox"
                    name={LISTING_PARAMS.size}
                    value={size.value}
                    checked={value.sizes.includes(size.value)}
                    onChange={(event) => toggleSize(size.value, event.currentTarget.checked)}
                  />
                  <span>{size.label}</span>
                  {size.count !== undefined ? (
                    <span className="shop-filters__count" aria-hidden="true">
                      ({size.count})
                    </span>
                  ) : null}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}

      {options.price ? (
        <div className="shop-filters__group">
          <fieldset className="shop-filters__fieldset">
            <legend className="shop-filters__legend">{t('listing.filter.price')}</legend>
            <p className="shop-filters__range">
              {t('listing.filter.price.range', {
                min: formatPrice(options.price.min),
                max: formatPrice(options.price.max),
              })}
            </p>
            <div className="shop-filters__price">
              <label className="shop-filters__field">
                <span>{t('listing.filter.price.min')}</span>
                <input
                  type="text"
                  name={LISTING_PARAMS.priceMin}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={formatNumber(options.price.min)}
                  value={priceMin}
                  onChange={(event) => setPriceMin(event.currentTarget.value)}
                  onBlur={commitPrice}
                  onKeyDown={onPriceKeyDown}
                />
              </label>
              <label className="shop-filters__field">
                <span>{t('listing.filter.price.max')}</span>
                <input
                  type="text"
                  name={LISTING_PARAMS.priceMax}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={formatNumber(options.price.max)}
                  value={priceMax}
                  onChange={(event) => setPriceMax(event.currentTarget.value)}
                  onBlur={commitPrice}
                  onKeyDown={onPriceKeyDown}
                />
              </label>
            </div>
          </fieldset>
        </div>
      ) : null}

      <div className="shop-filters__group">
        <label className="shop-filters__check">
          <input
            type="checkbox"
            name={LISTING_PARAMS.inStock}
            value="1"
            checked={value.inStock}
            onChange={(event) => onChange({ ...value, inStock: event.currentTarget.checked })}
          />
          <span>{t('listing.filter.inStock')}</span>
        </label>
      </div>

      <div className="shop-filters__actions">
        <Button type="submit" size="sm" hidden={hydrated}>
          {t('listing.filters.submit')}
        </Button>
        {active > 0 ? (
          <Button variant="secondary" size="sm" onClick={() => onChange(EMPTY_FILTERS)}>
            {t('listing.filters.reset')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
