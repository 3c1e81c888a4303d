'use client';

import type { EditionKey } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import { NewsletterForm } from '@shop/ui';
import { NewsletterError } from '@/lib/newsletter-error';
import { NewsletterMutation } from './islands/QueryIslands';
import { useMutationOnDemand } from './query/useMutationOnDemand';

/**
 * The newsletter form wired to its mutation: pending, the failure's message, field errors, success. The footer is
 * on every page, so the mutation loads with the first submit; the form keeps what was typed meanwhile.
 */
export function NewsletterSignup({
  edition,
  headline,
  text,
  voucher,
}: {
  edition: EditionKey;
  headline: string | null;
  text: string | null;
  voucher: boolean;
}) {
  const t = useT();
  const mutation = useMutationOnDemand(NewsletterMutation);
  const error = mutation.error instanceof NewsletterError ? mutation.error : null;
  return (
    <>
      <NewsletterForm
        headline={headline}
        text={text}
        voucher={voucher}
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
