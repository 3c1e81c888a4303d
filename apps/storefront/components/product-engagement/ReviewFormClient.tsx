'use client';

import { ReviewForm } from '@shop/ui';
import { OwnRouteError } from '@/lib/own-route.client';
import { ReviewMutation } from '../islands/QueryIslands';
import { useMutationOnDemand } from '../query/useMutationOnDemand';

/** The review form of a product page: sent through POST /api/reviews; the mutation loads with the first submit. */
export function ReviewFormClient({ productId }: { productId: string }) {
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
      />
      {submit.island}
    </>
  );
}
