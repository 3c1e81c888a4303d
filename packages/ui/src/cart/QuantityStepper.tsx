'use client';

import { useT } from '@shop/i18n/react';
import { type FormEvent, useEffect, useState } from 'react';
import { cx } from '../primitives/cx';

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Accessible name of the field, e.g. 'Quantity of BM 54'. */
  label: string;
  min?: number;
  max?: number | null;
  /** A change is in flight: the controls wait. */
  pending?: boolean;
  className?: string;
}

/**
 * − / field / + for a quantity; never below `min` (1), never above `max`. A typed value applies on Enter or blur. A
 * button that cannot act (a change in flight, a limit reached) keeps the focus and says so (`aria-disabled`).
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max,
  pending = false,
  className,
}: QuantityStepperProps) {
  const t = useT();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const upper = max ?? Number.POSITIVE_INFINITY;

  const commit = () => {
    const typed = Number.parseInt(draft, 10);
    if (!Number.isFinite(typed)) {
      setDraft(String(value));
      return;
    }
    const next = Math.min(Math.max(typed, min), upper);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  // The buttons wait with aria-disabled, not disabled: a disabled button loses the keyboard's focus to the page
  // (inside the cart flyout, Escape then had nothing to close), and a press of a waiting one does nothing.
  const step = (next: number, waiting: boolean) => {
    if (!waiting) onChange(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };

  return (
    <form
      className={cx('shop-stepper', className)}
      onSubmit={onSubmit}
      aria-busy={pending || undefined}
      // A typed quantity past `max` is clamped on submit; the browser's validation would block the submit instead.
      noValidate
    >
      <button
        type="button"
        className="shop-stepper__button"
        aria-disabled={pending || value <= min || undefined}
        onClick={() => step(value - 1, pending || value <= min)}
      >
        <span aria-hidden="true">−</span>
        <span className="shop-visually-hidden">{t('product.quantity.decrease')}</span>
      </button>
      <input
        className="shop-stepper__input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max ?? undefined}
        aria-label={label}
        value={draft}
        readOnly={pending}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
      />
      <button
        type="button"
        className="shop-stepper__button"
        aria-disabled={pending || value >= upper || undefined}
        onClick={() => step(value + 1, pending || value >= upper)}
      >
        <span aria-hidden="true">+</span>
        <span className="shop-visually-hidden">{t('product.quantity.increase')}</span>
      </button>
    </form>
  );
}
