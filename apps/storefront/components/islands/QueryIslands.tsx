'use client';

import type { MessageId } from '@shop/i18n';
import { lazyIsland } from '@shop/ui';
import type { ComponentType } from 'react';
import { OwnRouteError } from '@/lib/own-route.client';
import type { MutationIslandProps, MutationOnDemandIsland } from '../query/useMutationOnDemand';

// TanStack Query is about 12 kB (gzip) that no first paint needs: each island here loads it, with the mutation or
// query it runs, when the shopper first acts (`useMutationOnDemand`, docs/ui.md). One chunk for all of them. A
// download that fails (the shopper is offline) fails the action with its usual error, never the page.

function mutationOnDemand<TData, TError, TVariables>(
  load: () => Promise<ComponentType<MutationIslandProps<TData, TError, TVariables>>>,
  loadFailed: () => TError,
): MutationOnDemandIsland<TData, TError, TVariables> {
  return Object.assign(lazyIsland(load), { loadFailed });
}

const parts = () => import('./query-parts');

/** An own route's action whose code could not be downloaded: a `network` error with the action's failure message. */
const ownRouteCodeNotDownloaded = (failure: MessageId) => () => new OwnRouteError(0, 'network', failure);

export const NewsletterMutation = mutationOnDemand(
  () => parts().then((loaded) => loaded.NewsletterMutation),
  ownRouteCodeNotDownloaded('NEWSLETTER_FAILURE'),
);
export const BackInStockMutation = mutationOnDemand(
  () => parts().then((loaded) => loaded.BackInStockMutation),
  ownRouteCodeNotDownloaded('backInStock.failure'),
);
export const ReviewMutation = mutationOnDemand(
  () => parts().then((loaded) => loaded.ReviewMutation),
  ownRouteCodeNotDownloaded('reviews.failure'),
);
export const LogoutMutation = mutationOnDemand(
  () => parts().then((loaded) => loaded.LogoutMutation),
  ownRouteCodeNotDownloaded('error.generic'),
);
export const AutosuggestQuery = lazyIsland(() => parts().then((loaded) => loaded.AutosuggestQuery));
