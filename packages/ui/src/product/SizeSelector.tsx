'use client';

import { useT } from '@shop/i18n/react';
import { useId } from 'react';
import { cx } from '../primitives/cx';

export interface SizeOption {
  /** The variant id in the hosted shop backend. */
  id: string;
  /** The size's title ('M', '22–42 cm'). */
  label: string;
  /** False: shown, marked 'not available', not selectable. */
  available: boolean;
  /** The variant's colour, given where the same size comes in several colours: shown beside the size. */
  colour?: string;
}

export interface SizeSelectorProps {
  sizes: SizeOption[];
  /** The chosen variant id, or null while none is chosen. */
  value: string | null;
  onChange: (id: string) => void;
  /** Show 'Choose a size' (after an add-to-cart without a size). */
  showError?: boolean;
  className?: string;
}

/** The size choice as a radio group (arrow keys move between sizes); unavailable sizes are marked and skipped. */
export function SizeSelector({ sizes, value, onChange, showError = false, className }: SizeSelectorProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={cx('shop-sizes', showError && 'shop-sizes--invalid', className)}
      aria-describedby={showError ? errorId : undefined}
    >
      <legend className="shop-sizes__legend">{t('product.size.label')}</legend>
      <div className="shop-sizes__options">
        {sizes.map((size) => {
          const label = size.colour
            ? t('product.size.withColour', { size: size.label, colour: size.colour })
            : size.label;
          return (
            <label
              key={size.id}
              className={cx('shop-sizes__option', !size.available && 'shop-sizes__option--unavailable')}
            >
              <input
                type="radio"
                name={id}
                value={size.id}
                checked={value === size.id}
                disabled={!size.available}
                aria-invalid={showError || undefined}
                onChange={() => onChange(size.id)}
              />
              <span aria-hidden="true">{label}</span>
              <span className="shop-visually-hidden">
                {size.available ? label : t('product.size.optionUnavailable', { size: label })}
              </span>
            </label>
          );
        })}
      </div>
      <p id={errorId} className="shop-sizes__error" role="alert">
        {showError ? t('product.size.choose') : null}
      </p>
    </fieldset>
  );
}
