'use client';

import { useI18n } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import type { ReviewFormValues } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { postOwnRoute } from '@/lib/own-route.client';
import { REVIEWS_ROUTE } from '@/lib/review-form';

export type ReviewSubmission = { productId: string; review: ReviewFormValues & { rating: number } };

/** A product review through POST /api/reviews; success emits the `review:create` event. */
export function useReviewSubmission() {
  const { edition } = useI18n();
  const session = useSession();
  return useMutation({
    mutationFn: ({ productId, review }: ReviewSubmission) =>
      postOwnRoute<{ status: 'pending' }>(
        REVIEWS_ROUTE,
        { ...review, edition: edition.key, productId },
        'reviews.failure',
      ),
    onSuccess: (_answer, { productId, review }) => {
      session.adapter.events.emit('review:create', { productId, rating: review.rating, title: review.title });
    },
  });
}
