import type { MessageId } from '@shop/i18n';

export interface ReviewFormValues {
  rating: number | null;
  title: string;
  comment: string;
  email: string;
}

export type ReviewFormField = keyof ReviewFormValues;
export type ReviewFormErrors = Partial<Record<ReviewFormField, MessageId>>;

export const REVIEW_FORM_FIELDS: readonly ReviewFormField[] = ['rating', 'title', 'comment', 'email'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: rating, title, comment and email are required ('This field is required'); the email must be valid. */
export function validateReview(values: ReviewFormValues): ReviewFormErrors {
  const errors: ReviewFormErrors = {};
  if (values.rating === null) errors.rating = 'validation.review.required';
  if (!values.title.trim()) errors.title = 'validation.review.required';
  if (!values.comment.trim()) errors.comment = 'validation.review.required';
  if (!values.email.trim()) errors.email = 'validation.review.required';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'validation.email.invalid';
  return errors;
}
