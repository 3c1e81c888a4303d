'use client';

import { useT } from '@shop/i18n/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { cx } from '../internal/cx';
import { useFormBeforeHydration } from '../internal/use-form-before-hydration';
import { Button } from '../primitives/Button';
import { newsletterEmailError } from './footer-model';

type FieldMessage = 'NEWSLETTER_EMAIL_REQUIRED_ERROR' | 'FORM_ERROR_PATTERN';

export interface NewsletterFormProps {
  /** The snippet's headline and text; the translated defaults when it has none. */
  headline?: string | null;
  text?: string | null;
  /** Offers the voucher choice (`create_voucher`). */
  voucher?: boolean;
  onSubmit: (values: { email: string; createVoucher: boolean }) => void;
  /** Submitting: spinner, the button waits. */
  pending?: boolean;
  /** The failure message (translated); the form keeps what was typed. */
  error?: string | null;
  /** A field message the server answered with. */
  fieldError?: FieldMessage | null;
  /** Subscribed: the thank-you text replaces the form. */
  success?: boolean;
  className?: string;
}

/**
 * The footer's newsletter signup: email and the voucher choice; idle → submitting → success (thank-you) or
 * failure (message, form kept). The email is checked before submit (§5); its message sits under the field,
 * linked by aria-describedby and announced.
 */
export function NewsletterForm({
  headline,
  text,
  voucher = true,
  onSubmit,
  pending = false,
  error = null,
  fieldError = null,
  success = false,
  className,
}: NewsletterFormProps) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [createVoucher, setCreateVoucher] = useState(false);
  const [checked, setChecked] = useState<FieldMessage | null>(null);
  const message = checked ?? fieldError;
  const ready = useFormBeforeHydration(form, (typed) => {
    if (typeof typed.email === 'string') setEmail(typed.email);
    if (typeof typed.create_voucher === 'boolean') setCreateVoucher(typed.create_voucher);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const problem = newsletterEmailError(email);
    setChecked(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    onSubmit({ email: email.trim(), createVoucher: voucher && createVoucher });
  };

  return (
    <section className={cx('shop-newsletter', className)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="shop-newsletter__title">
        {headline || t('newsletter.title')}
      </h2>
      <p className="shop-newsletter__text">{text || t('newsletter.text')}</p>
      <div role="status" className="shop-newsletter__status">
        {success ? <p className="shop-newsletter__success">{t('newsletter.success')}</p> : null}
      </div>
      {success ? null : (
        <form
          ref={form}
          className="shop-newsletter__form"
          method="post"
          noValidate
          onSubmit={submit}
          aria-busy={pending || undefined}
        >
          <div className="shop-newsletter__field">
            <label htmlFor={`${id}-email`}>{t('form.field.email')}</label>
            <input
              ref={input}
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              placeholder={t('newsletter.email.placeholder')}
              value={email}
              aria-invalid={message ? true : undefined}
              aria-describedby={`${id}-email-message`}
              onChange={(event) => {
                setEmail(event.target.value);
                setChecked(null);
              }}
            />
            <p id={`${id}-email-message`} className="shop-newsletter__message" aria-live="assertive">
              {message ? t(message) : null}
            </p>
          </div>
          {voucher ? (
            <label className="shop-newsletter__voucher">
              <input
                type="checkbox"
                name="create_voucher"
                checked={createVoucher}
                onChange={(event) => setCreateVoucher(event.target.checked)}
              />
              {t('newsletter.voucher')}
            </label>
          ) : null}
          <p className="shop-newsletter__consent">{t('newsletter.consent')}</p>
          <Button type="submit" variant="primary" loading={pending} disabled={!ready}>
            {pending ? t('newsletter.submitting') : t('newsletter.submit')}
          </Button>
          {error ? (
            <p role="alert" className="shop-newsletter__error">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
