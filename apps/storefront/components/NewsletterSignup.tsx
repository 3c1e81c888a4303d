'use client';

import { useI18n, useT } from '@shop/i18n/react';
import { type NewsletterFormPartProps, NewsletterFormSender } from '@shop/ui';
import { NewsletterError } from '@/lib/newsletter-error';
import { NewsletterMutation } from './islands/QueryIslands';
import { useMutationOnDemand } from './query/useMutationOnDemand';

/**
 * The newsletter form's client part wired to its mutation: pending, the failure's message, field errors, success.
 * The server draws the rest of the form (`NewsletterForm`, in `SiteFooter`); the footer is on every page, so the
 * mutation loads with the first submit, and the form keeps what was typed meanwhile.
 */
export function NewsletterSignup(part: NewsletterFormPartProps) {
  const t = useT();
  const edition = useI18n().edition.key;
  const mutation = useMutationOnDemand(NewsletterMutation);
  const error = mutation.error instanceof NewsletterError ? mutation.error : null;
  return (
    <>
      <NewsletterFormSender
        {...part}
        onSubmit={(values) => mutation.mutate({ ...values, edition })}
        pending={mutation.isPending}
        error={error?.kind === 'failure' || (mutation.isError && !error) ? t('NEWSLETTER_FAILURE') : null}
        fieldError={error?.kind === 'field' ? error.fieldMessage : null}
        success={mutation.isSuccess}
      />
      {mutation.island}
    </>
  );
}
