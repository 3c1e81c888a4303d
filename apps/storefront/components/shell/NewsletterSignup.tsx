'use client';

import { useI18n, useT } from '@shop/i18n/react';
import { type NewsletterFieldMessage, type NewsletterFormPartProps, NewsletterFormSender } from '@shop/ui';
import { OwnRouteError } from '@/lib/own-route.client';
import { NewsletterMutation } from '../islands/QueryIslands';
import { useMutationOnDemand } from '../query/useMutationOnDemand';

const FIELD_MESSAGES: readonly string[] = ['NEWSLETTER_EMAIL_REQUIRED_ERROR', 'FORM_ERROR_PATTERN'];

/** The route's refusal of the email (spec §5's keys), shown at the field; any other failure is the form's. */
function emailErrorOf(error: unknown): NewsletterFieldMessage | null {
  return error instanceof OwnRouteError && error.field === 'email' && FIELD_MESSAGES.includes(error.messageId)
    ? (error.messageId as NewsletterFieldMessage)
    : null;
}

/**
 * The newsletter form's client part wired to its mutation: pending, the failure's message, field errors, success.
 * The server draws the rest of the form (`NewsletterForm`, in `SiteFooter`); the footer is on every page, so the
 * mutation loads with the first submit, and the form keeps what was typed meanwhile.
 */
export function NewsletterSignup(part: NewsletterFormPartProps) {
  const t = useT();
  const edition = useI18n().edition.key;
  const mutation = useMutationOnDemand(NewsletterMutation);
  const fieldError = emailErrorOf(mutation.error);
  return (
    <>
      <NewsletterFormSender
        {...part}
        onSubmit={(values) => mutation.mutate({ ...values, edition })}
        pending={mutation.isPending}
        error={mutation.isError && !fieldError ? t('NEWSLETTER_FAILURE') : null}
        fieldError={fieldError}
        success={mutation.isSuccess}
      />
      {mutation.island}
    </>
  );
}
