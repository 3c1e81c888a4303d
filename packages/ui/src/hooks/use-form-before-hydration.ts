'use client';

import { type RefObject, useEffect, useRef } from 'react';
import { useHydrated } from './use-hydrated';

/** What a form's fields hold, by `data-field` (else `name`): text as typed, a checkbox's state, a radio group's choice. */
export type TypedFields = Record<string, string | boolean>;

export function typedFields(form: HTMLFormElement): TypedFields {
  const typed: TypedFields = {};
  for (const element of Array.from(form.elements)) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
      )
    )
      continue;
    const key = element.dataset.field || element.name;
    if (!key) continue;
    if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (element.checked) typed[key] = element.value;
    } else if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      typed[key] = element.checked;
    } else {
      typed[key] = element.value;
    }
  }
  return typed;
}

/**
 * A form that only script can send (its data goes to an own route as JSON): until hydration its submit button is
 * disabled, so neither a click nor Enter sends what was typed to the page's URL, and once hydrated the form adopts
 * what the shopper typed before into its state. Returns whether it may submit.
 */
export function useFormBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (typed: TypedFields) => void,
): boolean {
  useTypedBeforeHydration(form, adopt);
  return useHydrated();
}

/**
 * Once hydrated, hands what the form's fields hold to `adopt`, once: what the shopper typed or chose while the
 * server HTML was all there was, which React does not read back into state by itself.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (typed: TypedFields) => void,
): void {
  const adoptOnce = useRef(adopt);
  useEffect(() => {
    if (form.current) adoptOnce.current(typedFields(form.current));
  }, [form]);
}
