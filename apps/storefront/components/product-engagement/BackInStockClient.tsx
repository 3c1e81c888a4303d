'use client';

import type { ProductDetail } from '@shop/content-client';
import { useI18n } from '@shop/i18n/react';
import { BackInStockForm } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { unavailableVariants } from '@/lib/back-in-stock';
import { OwnRouteError, postOwnRoute } from '@/lib/own-route';

/** Back-in-stock on a product page: POST /api/back-in-stock for a variant that is not available. */
export function BackInStockClient({ product }: { product: ProductDetail }) {
  const { edition } = useI18n();
  const subscribe = useMutation({
    mutationFn: (request: { email: string; variantId: string }) =>
      postOwnRoute('/api/back-in-stock', { ...request, edition: edition.key }, 'backInStock.failure'),
  });
  return (
    <BackInStockForm
      variants={unavailableVariants(product)}
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
  );
}
