'use client';

import type { EditionKey } from '@shop/editions';
import { useMutation } from '@tanstack/react-query';
import { postOwnRoute } from './own-route.client';

/** The footer's newsletter signup through the own route `POST /api/newsletter/subscribe`; any ok answer is success. */
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
    }) =>
      postOwnRoute<unknown>(
        '/api/newsletter/subscribe',
        { email, create_voucher: createVoucher, country: edition },
        'NEWSLETTER_FAILURE',
      ),
    retry: false,
  });
}
