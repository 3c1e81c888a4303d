import type { MessageId } from '@shop/i18n';
import { z } from 'zod';
import { fieldError } from './route';

/** An email address as forms send it: required, at most 254 characters, a valid address, lower-cased. */
export function emailField(messages: { required: MessageId; pattern: MessageId }) {
  const required = fieldError(messages.required);
  const pattern = fieldError(messages.pattern);
  return z
    .string(required)
    .trim()
    .min(1, required)
    .max(254, pattern)
    .pipe(z.email(pattern))
    .transform((email) => email.toLowerCase());
}
