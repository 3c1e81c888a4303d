'use client';

import { useT } from '@shop/i18n/react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import { useTakeDroppedFocus } from '../hooks/use-take-dropped-focus';
import { Button } from '../primitives/Button';
import { newsletterEmailError } from './footer-model';

export type NewsletterFieldMessage = 'NEWSLETTER_EMAIL_REQUIRED_ERROR' | 'FORM_ERROR_PATTERN';

/** What `NewsletterForm` gives its client part. */
export interface NewsletterFormPartProps {
  /** Names the form's elements. */
  id: string;
  /** The voucher choice and the consent text: server markup, placed between the email field and the button. */
  children: ReactNode;
}

export interface NewsletterFormSenderProps extends NewsletterFormPartProps {
  onSubmit?: (values: { email: string; createVoucher: boolean }) => void;
  /** Submitting: spinner, the button waits. */
  pending?: boolean;
  /** The failure message (translated); the form keeps what was typed. */
  error?: string | null;
  /** A field message the server answered with. */
  fieldError?: NewsletterFieldMessage | null;
  /** Subscribed: the thank-you text replaces the form. */
  success?: boolean;
}

/**
 * The newsletter form's client part: the email field with its message, the button and the outcome (idle →
 * submitting → success or failure). The fields are not React state: what the shopper typed, before hydration too,
 * is read from the form on submit. Until hydration the button is disabled, so nothing typed reaches a URL.
 */
export function NewsletterFormSender({
  id,
  children,
  onSubmit,
  pending = false,
  error = null,
  fieldError = null,
  success = false,
}: NewsletterFormSenderProps) {
  const t = useT();
  const takeFocus = useTakeDroppedFocus<HTMLParagraphElement>();
  const input = useRef<HTMLInputElement>(null);
  const [checked, setChecked] = useState<NewsletterFieldMessage | null>(null);
  const message = checked ?? fieldError;
  const hydrated = useHydrated();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const email = input.current?.value ?? '';
    const problem = newsletterEmailError(email);
    setChecked(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    const voucher = event.currentTarget.elements.namedItem('create_voucher');
    onSubmit?.({
      email: email.trim(),
      createVoucher: voucher instanceof HTMLInputElement && voucher.checked,
    });
  };

  return (
    <>
      <div role="status" className="shop-newsletter__status">
        {success ? (
          <p ref={takeFocus} className="shop-newsletter__success" tabIndex={-1}>
            {t('newsletter.success')}
          </p>
        ) : null}
      </div>
      {success ? null : (
        <form
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
              defaultValue=""
              aria-invalid={message ? true : undefined}
              aria-describedby={`${id}-email-message`}
              onChange={() => setChecked(null)}
            />
            <p id={`${id}-email-message`} className="shop-newsletter__message" aria-live="assertive">
              {message ? t(message) : null}
            </p>
          </div>
          {children}
          <Button type="submit" variant="primary" loading={pending} disabled={!hydrated}>
            {pending ? t('newsletter.submitting') : t('newsletter.submit')}
          </Button>
          {error ? (
            <p role="alert" className="shop-newsletter__error">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </>
  );
}
