'use client';

import type { MessageId } from '@shop/i18n';
import { useT } from '@shop/i18n/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useFormBeforeHydration } from '../hooks/use-form-before-hydration';
import { useTakeDroppedFocus } from '../hooks/use-take-dropped-focus';
import { Button } from '../primitives/Button';

export interface BackInStockFormProps {
  /** The variants that are not available; with several, the shopper picks one (sizes). */
  variants: { id: string; label: string }[];
  onSubmit: (request: { email: string; variantId: string }) => void;
  pending?: boolean;
  /** The request is stored: the success message replaces the form. */
  subscribed?: boolean;
  /** Why the last submission failed; the form keeps what was typed. */
  error?: MessageId | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Back-in-stock (spec §4, §5): an email field and subscribe for a product or size that is not available. */
export function BackInStockForm({
  variants,
  onSubmit,
  pending = false,
  subscribed = false,
  error,
}: BackInStockFormProps) {
  const t = useT();
  const takeFocus = useTakeDroppedFocus<HTMLParagraphElement>();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [variantId, setVariantId] = useState(variants[0]?.id ?? '');
  const [invalid, setInvalid] = useState<MessageId | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const ready = useFormBeforeHydration(form, (typed) => {
    if (typeof typed.email === 'string') setEmail(typed.email);
    if (typeof typed.variantId === 'string' && typed.variantId) setVariantId(typed.variantId);
  });
  if (variants.length === 0) return null;

  if (subscribed) {
    return (
      <p ref={takeFocus} className="shop-back-in-stock__success" role="status" tabIndex={-1}>
        {t('backInStock.success')}
      </p>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const value = email.trim();
    const problem: MessageId | null = !value
      ? 'backInStock.emailRequired'
      : EMAIL.test(value)
        ? null
        : 'validation.email.invalid';
    setInvalid(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    onSubmit({ email: value, variantId });
  };

  return (
    <form
      ref={form}
      className="shop-back-in-stock"
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="shop-back-in-stock__title">
        {t('backInStock.title')}
      </h2>
      <p className="shop-back-in-stock__text">{t('backInStock.text')}</p>
      {variants.length > 1 ? (
        <div className="shop-back-in-stock__field">
          <label htmlFor={`${id}-size`}>{t('backInStock.size')}</label>
          <select
            id={`${id}-size`}
            data-field="variantId"
            value={variantId}
            onChange={(event) => setVariantId(event.target.value)}
          >
            {variants.map((variant) => (
              <option key={variant.id} value={variant.id}>
                {variant.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="shop-back-in-stock__field">
        <label htmlFor={`${id}-email`}>{t('form.field.email')} *</label>
        <input
          ref={input}
          id={`${id}-email`}
          data-field="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(null);
          }}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          required
        />
        {invalid ? (
          <p id={`${id}-error`} className="shop-back-in-stock__error">
            {t(invalid)}
          </p>
        ) : null}
      </div>
      <div className="shop-back-in-stock__alert" role="alert">
        {error ? t(error) : null}
      </div>
      <Button type="submit" variant="secondary" loading={pending} disabled={!ready}>
        {t('backInStock.submit')}
      </Button>
      <p className="shop-back-in-stock__privacy">{t('backInStock.privacy')}</p>
    </form>
  );
}
