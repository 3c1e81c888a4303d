'use client';

import type { MessageId } from '@shop/i18n';
import { useT } from '@shop/i18n/react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, type RuleMessage, ruleText } from '../forms/account-rules';
import { useFormBeforeHydration } from '../hooks/use-form-before-hydration';
import { Button } from '../primitives/Button';

export interface AccountField<F extends string> {
  name: F;
  label: MessageId;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  /** Marked with * (spec §5: fields marked * are mandatory). */
  required?: boolean;
  hint?: RuleMessage;
}

export type AccountValues<F extends string> = Record<F, string>;

export interface AccountFormProps<F extends string> {
  /** The form's accessible name. */
  title: MessageId;
  fields: AccountField<F>[];
  initialValues?: Partial<AccountValues<F>>;
  /** The rules of §5 for these fields; the form submits only when they pass. */
  validate: (values: AccountValues<F>) => FieldErrors<F>;
  onSubmit: (values: AccountValues<F>) => void;
  submitLabel: MessageId;
  /** A submission under way: the button spins and ignores presses, the fields keep what was typed. */
  pending?: boolean;
  /** What the server refused, per field. */
  fieldErrors?: FieldErrors<F>;
  /** A failure of the whole form (e.g. 'Incorrect login credentials'). */
  error?: RuleMessage | null;
  /** A success message of §8, shown in place. */
  success?: RuleMessage | null;
  /** Shown below the button (e.g. the forgot-password link). */
  children?: ReactNode;
}

function emptyValues<F extends string>(fields: AccountField<F>[], initial: Partial<AccountValues<F>>) {
  return Object.fromEntries(
    fields.map((field) => [field.name, initial[field.name] ?? '']),
  ) as AccountValues<F>;
}

/**
 * A form of the customer account: labelled fields with their messages under them (aria-invalid,
 * aria-describedby), the first invalid field focused on submit (and the first the server refused when its answer
 * comes), the values kept on any failure, a busy button
 * while the server answers, and the outcome announced (alert for a failure, status for a success).
 */
export function AccountForm<F extends string>({
  title,
  fields,
  initialValues = {},
  validate,
  onSubmit,
  submitLabel,
  pending = false,
  fieldErrors,
  error,
  success,
  children,
}: AccountFormProps<F>) {
  const t = useT();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => emptyValues(fields, initialValues));
  const [checked, setChecked] = useState<FieldErrors<F> | null>(null);
  const errors: FieldErrors<F> = { ...fieldErrors, ...checked };
  const ready = useFormBeforeHydration(formRef, (typed) =>
    setValues((current) => {
      const next = { ...current };
      for (const field of fields) {
        const value = typed[field.name];
        if (typeof value === 'string') next[field.name] = value;
      }
      return next;
    }),
  );

  const focusField = (name: F) =>
    formRef.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus();

  // A submission that ends with fields the server refused ('The email is already in use') is told like one the
  // rules refused: the first of those fields takes the focus, and with it its message (its description).
  const wasPending = useRef(pending);
  useEffect(() => {
    const ended = wasPending.current && !pending;
    wasPending.current = pending;
    if (!ended || !fieldErrors) return;
    const first = fields.find((field) => fieldErrors[field.name]);
    if (first) focusField(first.name);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = validate(values);
    setChecked(found);
    const first = fields.find((field) => found[field.name]);
    if (first) {
      focusField(first.name);
      return;
    }
    onSubmit(values);
  };

  return (
    <form
      ref={formRef}
      className="shop-account-form"
      method="post"
      aria-label={t(title)}
      noValidate
      onSubmit={submit}
    >
      <p className="shop-account-form__note">{t('form.mandatoryNote')}</p>
      {fields.map((field) => {
        const fieldError = errors[field.name];
        const inputId = `${id}-${field.name}`;
        const described = [fieldError ? `${inputId}-error` : '', field.hint ? `${inputId}-hint` : '']
          .filter(Boolean)
          .join(' ');
        return (
          <div key={field.name} className="shop-account-form__field">
            <label htmlFor={inputId} className="shop-account-form__label">
              {t(field.label)}
              {field.required ? <span aria-hidden="true"> *</span> : null}
            </label>
            <input
              id={inputId}
              name={field.name}
              className="shop-account-form__input"
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              required={field.required}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={described || undefined}
              value={values[field.name]}
              onChange={(event) => {
                const value = event.target.value;
                setValues((current) => ({ ...current, [field.name]: value }));
                setChecked((current) =>
                  current?.[field.name] ? { ...current, [field.name]: undefined } : current,
                );
              }}
            />
            {field.hint ? (
              <p id={`${inputId}-hint`} className="shop-account-form__hint">
                {ruleText(t, field.hint)}
              </p>
            ) : null}
            {fieldError ? (
              <p id={`${inputId}-error`} className="shop-account-form__error">
                {ruleText(t, fieldError)}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="shop-account-form__outcome">
        {error ? (
          <p role="alert" className="shop-account-form__error">
            {ruleText(t, error)}
          </p>
        ) : null}
        {success && !error ? (
          <p role="status" className="shop-account-form__success">
            {ruleText(t, success)}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="primary" loading={pending} disabled={!ready}>
        {t(submitLabel)}
      </Button>
      {children}
    </form>
  );
}
