'use client';

import { ReviewForm, type ReviewFormProps } from '@shop/ui';
import { OwnRouteError } from '@/lib/own-route.client';
import { ReviewMutation } from '../islands/QueryIslands';
import { useMutationOnDemand } from '../query/useMutationOnDemand';

/**
 * The review form of a product page: sent through POST /api/reviews, by script once hydrated (the mutation loads
 * with the first submit), by the browser itself before (`action`, `lib/review-form.ts`).
 */
export function ReviewFormClient({
  productId,
  action,
}: {
  productId: string;
  action: ReviewFormProps['action'];
}) {
  const submit = useMutationOnDemand(ReviewMutation);
  const failure = submit.error instanceof OwnRouteError ? submit.error : null;
  return (
    <>
      <ReviewForm
        onSubmit={(review) => submit.mutate({ productId, review })}
        pending={submit.isPending}
        submitted={submit.isSuccess}
        error={submit.isError ? (failure?.messageId ?? 'reviews.failure') : null}
        serverFieldError={failure?.field ? { field: failure.field, message: failure.messageId } : null}
        action={action}
      />
      {submit.island}
    </>
  );
}
