// Zod schemas of the account routes: the fields' shapes here, the rules of spec §5 from @shop/ui's rules module,
// so the route refuses exactly what the form refuses, with the same message key on the same field.
import { type EditionKey, isEditionKey } from '@shop/editions';
import type { FieldErrors } from '@shop/ui/model';
import { z } from 'zod';
import { isCleanText } from '../http/control-characters';
import { fieldError } from '../http/route';

export const editionField = z
  .string(fieldError('FORM_ERROR_REQUIRED'))
  .refine(isEditionKey, fieldError('FORM_ERROR_PATTERN'))
  .transform((value) => value as EditionKey);

const typed = (max: number) =>
  z
    .string(fieldError('FORM_ERROR_REQUIRED'))
    .max(max, fieldError('FORM_ERROR_PATTERN'))
    .refine(isCleanText, fieldError('FORM_ERROR_PATTERN'));

/** Text of a form field: a string, trimmed only by the rules that need it, bounded, without control characters. */
export const text = (max = 255) => typed(max);
export const password = () => typed(200);

/** Adds a rule set's errors as issues on their fields. */
export function withRules<T extends object>(rules: (value: T) => FieldErrors<string>) {
  return (value: T, context: z.RefinementCtx) => {
    for (const [field, error] of Object.entries(rules(value))) {
      if (error) context.addIssue({ code: 'custom', path: [field], message: error.id });
    }
  };
}
