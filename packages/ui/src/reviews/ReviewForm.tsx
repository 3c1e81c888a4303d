'use client';

import type { MessageId } from '@shop/i18n';
import { useT } from '@shop/i18n/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useFormBeforeHydration } from '../hooks/use-form-before-hydration';
import { useTakeDroppedFocus } from '../hooks/use-take-dropped-focus';
import type { HiddenFields } from '../listing/filter-value';
import { Button } from '../primitives/Button';
import {
  REVIEW_FORM_FIELDS,
  type ReviewFormErrors,
  type ReviewFormField,
  type ReviewFormValues,
  validateReview,
} from './review-form-values';

export interface ReviewFormProps {
  /** Called with valid values only. */
  onSubmit: (values: ReviewFormValues & { rating: number }) => void;
  /** The submission is on its way: the button is busy. */
  pending?: boolean;
  /** The provider took the review: the thank-you message replaces the form. */
  submitted?: boolean;
  /** Why the last submission failed (a message key); the form keeps what was typed. */
  error?: MessageId | null;
  /** A field the server refused, with its message. */
  serverFieldError?: { field: string; message: MessageId } | null;
  /**
   * Where the form itself posts before hydration or without JavaScript (its fields by name, with `hiddenFields`);
   * without one, its submit waits for hydration.
   */
  action?: { href: string; hiddenFields?: HiddenFields };
}

const EMPTY: ReviewFormValues = { rating: null, title: '', comment: '', email: '' };

/**
 * The review form (spec §5): rating, title, comment and email, each required; after sending, the thank-you. Once
 * hydrated it is checked and sent by script (`onSubmit`); before, with an `action`, the browser posts it there.
 */
export function ReviewForm({
  onSubmit,
  pending = false,
  submitted = false,
  error,
  serverFieldError,
  action,
}: ReviewFormProps) {
  const t = useT();
  const takeFocus = useTakeDroppedFocus<HTMLParagraphElement>();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ReviewFormValues>(EMPTY);
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const ready = useFormBeforeHydration(form, (typed) =>
    setValues((current) => ({
      rating: typeof typed.rating === 'string' ? Number(typed.rating) : current.rating,
      title: typeof typed.title === 'string' ? typed.title : current.title,
      comment: typeof typed.comment === 'string' ? typed.comment : current.comment,
      email: typeof typed.email === 'string' ? typed.email : current.email,
    })),
  );
  const shown: ReviewFormErrors = {
    ...(serverFieldError && REVIEW_FORM_FIELDS.includes(serverFieldError.field as ReviewFormField)
      ? { [serverFieldError.field]: serverFieldError.message }
      : {}),
    ...errors,
  };

  if (submitted) {
    return (
      <p ref={takeFocus} className="shop-review-form__thanks" role="status" tabIndex={-1}>
        {t('reviews.thankYou')}
      </p>
    );
  }

  const set = <K extends ReviewFormField>(field: K, value: ReviewFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = validateReview(values);
    setErrors(found);
    const first = REVIEW_FORM_FIELDS.find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    onSubmit({
      ...values,
      rating: values.rating as number,
      title: values.title.trim(),
      comment: values.comment.trim(),
      email: values.email.trim(),
    });
  };

  const fieldError = (field: ReviewFormField) =>
    shown[field] ? (
      <p id={`${id}-${field}-error`} className="shop-review-form__error">
        {t(shown[field])}
      </p>
    ) : null;
  const describedBy = (field: ReviewFormField) => (shown[field] ? `${id}-${field}-error` : undefined);

  return (
    <form
      ref={form}
      className="shop-review-form"
      method="post"
      action={action?.href}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`} className="shop-review-form__heading">
        {t('reviews.write')}
      </h3>
      {action?.hiddenFields?.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset
        className="shop-review-form__rating"
        aria-invalid={shown.rating ? true : undefined}
        aria-describedby={describedBy('rating')}
      >
        <legend>{t('reviews.form.rating')} *</legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="shop-review-form__star">
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={values.rating === stars}
              onChange={() => set('rating', stars)}
              data-field="rating"
              aria-label={t('reviews.form.ratingOption', { stars })}
            />
            <span
              aria-hidden="true"
              data-on={values.rating !== null && stars <= values.rating ? true : undefined}
            >
              ★
            </span>
          </label>
        ))}
        {fieldError('rating')}
      </fieldset>
      {(
        [
          ['title', 'reviews.form.title', 'text'],
          ['comment', 'reviews.form.comment', 'textarea'],
          ['email', 'form.field.email', 'email'],
        ] as const
      ).map(([field, label, kind]) => (
        <div key={field} className="shop-review-form__field">
          <label htmlFor={`${id}-${field}`}>{t(label)} *</label>
          {kind === 'textarea' ? (
            <textarea
              id={`${id}-${field}`}
              name={field}
              data-field={field}
              rows={5}
              maxLength={5000}
              value={values[field]}
              onChange={(event) => set(field, event.target.value)}
              aria-invalid={shown[field] ? true : undefined}
              aria-describedby={describedBy(field)}
              required
            />
          ) : (
            <input
              id={`${id}-${field}`}
              name={field}
              data-field={field}
              type={kind}
              autoComplete={kind === 'email' ? 'email' : 'off'}
              maxLength={kind === 'email' ? 254 : 200}
              value={values[field]}
              onChange={(event) => set(field, event.target.value)}
              aria-invalid={shown[field] ? true : undefined}
              aria-describedby={describedBy(field)}
              required
            />
          )}
          {fieldError(field)}
        </div>
      ))}
      <p className="shop-review-form__note">{t('form.mandatoryNote')}</p>
      <div className="shop-review-form__alert" role="alert">
        {error ? t(error) : null}
      </div>
      <Button type="submit" variant="primary" loading={pending} disabled={!ready && !action}>
        {t('reviews.form.submit')}
      </Button>
    </form>
  );
}
