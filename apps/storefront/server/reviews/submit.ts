// POST /api/reviews {edition, productId, rating, title, comment, email} (spec §5 review form): checked here with
// the form's messages, then handed to the edition's reviews provider, which publishes it after moderation.
import { EDITION_KEYS } from '@shop/editions';
import { z } from 'zod';
import { isCleanText } from '../http/control-characters';
import { emailField } from '../http/email-field';
import { RouteError } from '../http/errors';
import { fieldError } from '../http/route';
import { reviewsProvider, submitReview } from './provider';

const required = fieldError('validation.review.required');
const text = (max: number) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, fieldError('FORM_ERROR_PATTERN'))
    .refine(isCleanText, fieldError('FORM_ERROR_PATTERN'));

export const reviewBody = z.object({
  edition: z.enum(EDITION_KEYS),
  productId: z.string().regex(/^\d{1,20}$/),
  rating: z.number(required).int(required).min(1, required).max(5, required),
  title: text(200),
  comment: text(5000),
  email: emailField({ required: 'validation.review.required', pattern: 'validation.email.invalid' }),
});

export type ReviewBody = z.output<typeof reviewBody>;

/** The provider's field names in the form's words. */
const FORM_FIELD: Record<string, string> = {
  body: 'comment',
  title: 'title',
  email: 'email',
  rating: 'rating',
};

export async function createReview(input: ReviewBody): Promise<Response> {
  const provider = reviewsProvider(input.edition);
  if (!provider) throw new RouteError(503, 'unavailable', { headers: { 'retry-after': '60' } });
  const outcome = await submitReview(provider, input);
  switch (outcome.status) {
    case 'pending':
      return Response.json({ status: 'pending' }, { status: 202, headers: { 'cache-control': 'no-store' } });
    case 'invalid': {
      const field = outcome.fields.map((name) => FORM_FIELD[name]).find(Boolean);
      throw new RouteError(400, 'invalid_input', {
        message: field === 'email' ? 'validation.email.invalid' : 'validation.review.required',
        ...(field ? { field } : {}),
      });
    }
    case 'unknown-product':
      throw new RouteError(400, 'invalid_input', { field: 'productId' });
    default:
      throw new RouteError(503, 'unavailable', { headers: { 'retry-after': '60' } });
  }
}
