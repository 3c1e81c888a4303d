'use client';

import type { EditionKey } from '@shop/editions';
import { useMutation } from '@tanstack/react-query';
import { NewsletterError } from './newsletter-error';

async function subscribe(edition: EditionKey, email: string, createVoucher: boolean): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, create_voucher: createVoucher, country: edition }),
    });
  } catch {
    throw new NewsletterError('failure');
  }
  // Any ok answer is success; no body field is read (spec §7).
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as {
    error?: { field?: string; message?: string };
  } | null;
  const message = body?.error?.message;
  if (
    body?.error?.field === 'email' &&
    (message === 'NEWSLETTER_EMAIL_REQUIRED_ERROR' || message === 'FORM_ERROR_PATTERN')
  )
    throw new NewsletterError('field', message);
  throw new NewsletterError('failure');
}

/** The footer's newsletter signup through the own route `POST /api/newsletter/subscribe`. */
export function useNewsletterSubscription() {
  return useMutation({
    mutationKey: ['newsletter'],
    mutationFn: ({
      email,
      createVoucher,
      edition,
    }: {
      email: string;
      createVoucher: boolean;
      edition: EditionKey;
    }) => subscribe(edition, email, createVoucher),
    retry: false,
  });
}
