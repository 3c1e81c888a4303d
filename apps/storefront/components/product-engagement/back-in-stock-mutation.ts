'use client';

import { useI18n } from '@shop/i18n/react';
import { useMutation } from '@tanstack/react-query';
import { postOwnRoute } from '@/lib/own-route.client';

/** Back-in-stock alert of a variant that is not available: POST /api/back-in-stock in the page's edition. */
export function useBackInStockSubscription() {
  const { edition } = useI18n();
  return useMutation({
    mutationFn: (request: { email: string; variantId: string }) =>
      postOwnRoute('/api/back-in-stock', { ...request, edition: edition.key }, 'backInStock.failure'),
  });
}
