'use client';

import dynamic from 'next/dynamic';

// TanStack Query is about 12 kB (gzip) that no first paint needs: each island here loads it, with the mutation or
// query it runs, when the shopper first acts (`useMutationOnDemand`, docs/ui.md). One chunk for all of them.
export const AddToCartMutation = dynamic(
  () => import('./query-parts').then((parts) => parts.AddToCartMutation),
  { ssr: false },
);
export const NewsletterMutation = dynamic(
  () => import('./query-parts').then((parts) => parts.NewsletterMutation),
  { ssr: false },
);
export const BackInStockMutation = dynamic(
  () => import('./query-parts').then((parts) => parts.BackInStockMutation),
  {
    ssr: false,
  },
);
export const ReviewMutation = dynamic(() => import('./query-parts').then((parts) => parts.ReviewMutation), {
  ssr: false,
});
export const LogoutMutation = dynamic(() => import('./query-parts').then((parts) => parts.LogoutMutation), {
  ssr: false,
});
export const AutosuggestQuery = dynamic(
  () => import('./query-parts').then((parts) => parts.AutosuggestQuery),
  { ssr: false },
);
export const CartChangesRunner = dynamic(
  () => import('./query-parts').then((parts) => parts.CartChangesRunner),
  { ssr: false },
);
