import type { EditionKey } from '@shop/editions';

/** The reviews' own route: the form's JSON from script, and the form itself as the browser posts it without. */
export const REVIEWS_ROUTE = '/api/reviews';

/**
 * The product page's review form posted by the browser (before hydration or without JavaScript): to the route,
 * with the edition, the product and the page to lead back to beside the shopper's fields.
 */
export function reviewFormAction(edition: EditionKey, productId: string, page: string) {
  return {
    href: REVIEWS_ROUTE,
    hiddenFields: [
      ['edition', edition],
      ['productId', productId],
      ['page', page],
    ] as const,
  };
}

/** The hidden fields' names, for the answer page's form to carry again. */
export const REVIEW_FORM_HIDDEN = ['edition', 'productId', 'page'] as const;
