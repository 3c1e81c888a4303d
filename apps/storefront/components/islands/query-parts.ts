// The islands that need TanStack Query on pages where nothing needs it at first paint: one chunk, with the
// library, that the first submission, click or search focus loads (see QueryIslands.tsx).

import { useI18n } from '@shop/i18n/react';
import { useNewsletterSubscription } from '@/lib/newsletter-mutation.client';
import { useAccountAction } from '../account/account-action';
import { useBackInStockSubscription } from '../product-engagement/back-in-stock-mutation';
import { useReviewSubmission } from '../product-engagement/review-mutation';
import { mutationIsland } from '../query/mutation-island';

function useLogoutAction() {
  return useAccountAction(useI18n().edition.key, 'logout');
}

export const NewsletterMutation = mutationIsland(useNewsletterSubscription);
export const BackInStockMutation = mutationIsland(useBackInStockSubscription);
export const ReviewMutation = mutationIsland(useReviewSubmission);
export const LogoutMutation = mutationIsland(useLogoutAction);
export { AutosuggestQuery } from '../search/autosuggest-query';
