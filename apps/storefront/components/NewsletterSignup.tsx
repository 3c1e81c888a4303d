'use client';

import type { EditionKey } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import { NewsletterForm } from '@shop/ui';
import { NewsletterError, useNewsletterSubscribe } from '@/lib/newsletter-mutation';

/** The newsletter form wired to its mutation: pending, the failure's message, field errors, success. */
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
  const mutation = useNewsletterSubscribe(edition);
  const error = mutation.error instanceof NewsletterError ? mutation.error : null;
  return (
    <NewsletterForm
      headline={headline}
      text={text}
      voucher={voucher}
      onSubmit={(values) => mutation.mutate(values)}
      pending={mutation.isPending}
      error={error?.kind === 'failure' || (mutation.isError && !error) ? t('NEWSLETTER_FAILURE') : null}
      fieldError={error?.kind === 'field' ? error.fieldMessage : null}
      success={mutation.isSuccess}
    />
  );
}
