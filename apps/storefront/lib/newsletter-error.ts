type FieldMessage = 'NEWSLETTER_EMAIL_REQUIRED_ERROR' | 'FORM_ERROR_PATTERN';

/** Why a subscription did not go through: a field the shopper can fix, or the route's failure. */
export class NewsletterError extends Error {
  constructor(
    readonly kind: 'field' | 'failure',
    readonly fieldMessage: FieldMessage | null = null,
  ) {
    super(kind === 'field' ? (fieldMessage ?? 'FORM_ERROR_PATTERN') : 'NEWSLETTER_FAILURE');
  }
}
