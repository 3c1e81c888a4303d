'use client';

import { useI18n } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import { ReviewForm, type ReviewFormValues } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { OwnRouteError, postOwnRoute } from '@/lib/own-route';

type Review = ReviewFormValues & { rating: number };

/** The review form of a product page: sent through POST /api/reviews; success emits the `review:create` event. */
export function ReviewFormClient({ productId }: { productId: string }) {
  const { edition } = useI18n();
  const session = useSession();
  const submit = useMutation({
    mutationFn: (review: Review) =>
      postOwnRoute<{ status: 'pending' }>(
        '/api/reviews',
        { ...review, edition: edition.key, productId },
        'reviews.failure',
      ),
    onSuccess: (_answer, review) => {
      session.adapter.events.emit('review:create', { productId, rating: review.rating, title: review.title });
    },
  });
  const failure = submit.error instanceof OwnRouteError ? submit.error : null;
  return (
    <ReviewForm
      onSubmit={(review) => submit.mutate(review)}
      pending={submit.isPending}
      submitted={submit.isSuccess}
      error={submit.isError ? (failure?.messageId ?? 'reviews.failure') : null}
      serverFieldError={failure?.field ? { field: failure.field, message: failure.messageId } : null}
    />
  );
}
