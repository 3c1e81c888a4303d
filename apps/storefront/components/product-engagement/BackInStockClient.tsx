'use client';

import { BackInStockForm } from '@shop/ui';
import { OwnRouteError } from '@/lib/own-route.client';
import { BackInStockMutation } from '../islands/QueryIslands';
import { useMutationOnDemand } from '../query/useMutationOnDemand';

/**
 * Back-in-stock on a product page: POST /api/back-in-stock for a variant that is not available (the server
 * lists them: `unavailableVariants`). The mutation loads with the first submit; the form keeps what was typed
 * meanwhile.
 */
export function BackInStockClient({ variants }: { variants: { id: string; label: string }[] }) {
  const subscribe = useMutationOnDemand(BackInStockMutation);
  return (
    <>
      <BackInStockForm
        variants={variants}
        onSubmit={(request) => subscribe.mutate(request)}
        pending={subscribe.isPending}
        subscribed={subscribe.isSuccess}
        error={
          subscribe.isError
            ? subscribe.error instanceof OwnRouteError
              ? subscribe.error.messageId
              : 'backInStock.failure'
            : null
        }
      />
      {subscribe.island}
    </>
  );
}
