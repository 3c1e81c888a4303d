'use client';

import { ShopCallError } from '@shop/session';
import { lazyIsland } from '@shop/ui';
import type { ComponentType } from 'react';
import { NewsletterError } from '@/lib/newsletter-error';
import { OwnRouteError } from '@/lib/own-route';
import { AccountRouteError } from '../account/account-api';
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

/** A cart action whose code could not be downloaded: a `network` error, shown as the cart's network message. */
export const cartCodeNotDownloaded = () =>
  new ShopCallError({
    kind: 'network',
    message: 'The code of this action could not be downloaded',
    errors: [],
  });

export const AddToCartMutation = mutationOnDemand(
  () => parts().then((loaded) => loaded.AddToCartMutation),
  cartCodeNotDownloaded,
);
export const NewsletterMutation = mutationOnDemand(
  () => parts().then((loaded) => loaded.NewsletterMutation),
  () => new NewsletterError('failure'),
);
export const BackInStockMutation = mutationOnDemand(
  () => parts().then((loaded) => loaded.BackInStockMutation),
  () => new OwnRouteError(0, 'backInStock.failure'),
);
export const ReviewMutation = mutationOnDemand(
  () => parts().then((loaded) => loaded.ReviewMutation),
  () => new OwnRouteError(0, 'reviews.failure'),
);
export const LogoutMutation = mutationOnDemand(
  () => parts().then((loaded) => loaded.LogoutMutation),
  () => new AccountRouteError(0, 'error.generic'),
);
export const AutosuggestQuery = lazyIsland(() => parts().then((loaded) => loaded.AutosuggestQuery));
export const CartChangesRunner = lazyIsland(() => parts().then((loaded) => loaded.CartChangesRunner));
