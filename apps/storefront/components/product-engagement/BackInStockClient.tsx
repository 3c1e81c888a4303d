'use client';

import type { ProductDetail } from '@shop/content-client';
import { useI18n } from '@shop/i18n/react';
import { BackInStockForm } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { OwnRouteError, postOwnRoute } from '@/lib/own-route';

/** The variants a shopper may ask to be told about: sizes not available, or the product when it is not. */
export function unavailableVariants(product: ProductDetail): { id: string; label: string }[] {
  if (product.sizes.length > 0) {
    return product.sizes
      .filter((size) => !size.available)
      .map((size) => ({ id: size.variantId, label: size.title }));
  }
  const variant = product.variants[0];
  const orderable = product.variants.some((candidate) => candidate.available);
  return variant && !orderable ? [{ id: variant.id, label: product.title }] : [];
}

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
