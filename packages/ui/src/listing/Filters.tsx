'use client';

import { useI18n } from '@shop/i18n/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { type TypedFields, useTypedBeforeHydration } from '../hooks/use-form-before-hydration';
import { useHydrated } from '../hooks/use-hydrated';
import { Button } from '../primitives/Button';
import { cx } from '../primitives/cx';
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

/** The `data-field` of a size's checkbox: the sizes share one name. */
const sizeField = (size: string) => `${LISTING_PARAMS.size}:${size}`;

const sameSizes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((size) => b.includes(size));

/** The price range of two typed amounts, the lower first; `null` for an empty or unreadable one. */
function priceRange(minText: string, maxText: string): [number | null, number | null] {
  const min = parseAmount(minText);
  const max = parseAmount(maxText);
  return min !== null && max !== null && min > max ? [max, min] : [min, max];
}

const amountText = (amount: number | null) => amount?.toString() ?? '';

/**
 * What was chosen before hydration, as the value it makes: sizes and in stock at once, a typed price only when its
 * field no longer has focus (after hydration, too, a price applies on Enter or when the field is left).
 */
function chosenBefore(
  typed: TypedFields,
  value: FilterValue,
  options: FilterOptions,
  typing: boolean,
): FilterValue {
  const offered = options.sizes.map((size) => size.value);
  const next: FilterValue = {
    ...value,
    // A size of the URL that the listing no longer offers has no checkbox; it stays as it was.
    sizes: [
      ...value.sizes.filter((size) => !offered.includes(size)),
      ...offered.filter((size) => typed[sizeField(size)] === true),
    ],
    inStock: typed[LISTING_PARAMS.inStock] === true,
  };
  const minText = String(typed[LISTING_PARAMS.priceMin] ?? amountText(value.priceMin));
  const maxText = String(typed[LISTING_PARAMS.priceMax] ?? amountText(value.priceMax));
  const priceTyped = minText !== amountText(value.priceMin) || maxText !== amountText(value.priceMax);
  if (!priceTyped || typing) return next;
  const [priceMin, priceMax] = priceRange(minText, maxText);
  return { ...next, priceMin, priceMax };
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
  const [priceMin, setPriceMin] = useState(amountText(value.priceMin));
  const [priceMax, setPriceMax] = useState(amountText(value.priceMax));
  useEffect(() => setPriceMin(amountText(value.priceMin)), [value.priceMin]);
  useEffect(() => setPriceMax(amountText(value.priceMax)), [value.priceMax]);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => {
    if (options.price) {
      setPriceMin(String(typed[LISTING_PARAMS.priceMin] ?? ''));
      setPriceMax(String(typed[LISTING_PARAMS.priceMax] ?? ''));
    }
    const focused = document.activeElement;
    const typing =
      focused instanceof HTMLInputElement && focused.type === 'text' && !!form.current?.contains(focused);
    const next = chosenBefore(typed, value, options, typing);
    const changed =
      !sameSizes(next.sizes, value.sizes) ||
      next.inStock !== value.inStock ||
      next.priceMin !== value.priceMin ||
      next.priceMax !== value.priceMax;
    if (changed) onChange(next);
  });

  const active = activeFilterCount(value);

  const toggleSize = (size: string, checked: boolean) => {
    const sizes = checked ? [...value.sizes, size] : value.sizes.filter((s) => s !== size);
    onChange({ ...value, sizes });
  };

  const commitPrice = () => {
    const [min, max] = priceRange(priceMin, priceMax);
    if (min === value.priceMin && max === value.priceMax) {
      setPriceMin(amountText(min));
      setPriceMax(amountText(max));
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
      ref={form}
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
                    data-field={sizeField(size.value)}
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
