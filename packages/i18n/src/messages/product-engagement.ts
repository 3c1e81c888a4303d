import { defineMessages } from '@formatjs/intl';

/** Reviews, back-in-stock alerts, the product FAQ page and bundles (spec §2.3, §4, §5, §8; issue 16). */
export const productEngagementMessages = defineMessages({
  reviewsFailure: {
    id: 'reviews.failure',
    defaultMessage: 'Sorry, your review could not be sent. Please try again later.',
    description:
      'Review form: the submission failed for a reason the shopper cannot fix; the form keeps its input',
  },
  reviewsFilterShowing: {
    id: 'reviews.filter.showing',
    defaultMessage: 'Showing reviews with {stars, plural, one {# star} other {# stars}}',
    description: 'Reviews: the list is filtered by a histogram bar',
  },
  reviewsFilterClear: {
    id: 'reviews.filter.clear',
    defaultMessage: 'Show all reviews',
    description: 'Reviews: removes the star filter',
  },
  reviewsFormRatingOption: {
    id: 'reviews.form.ratingOption',
    defaultMessage: '{stars, plural, one {# star} other {# stars}}',
    description: 'Review form: accessible name of one rating choice',
  },
  backInStockFailure: {
    id: 'backInStock.failure',
    defaultMessage: 'Sorry, we could not save your request. Please try again later.',
    description: 'Back-in-stock form: the request failed; the form keeps its input',
  },
  backInStockSize: {
    id: 'backInStock.size',
    defaultMessage: 'Size you want',
    description: 'Back-in-stock form: choice among the sizes that are not available',
  },
  mailBackInStockSubject: {
    id: 'mail.backInStock.subject',
    defaultMessage: '{product} is available again',
    description: 'Subject of the back-in-stock mail; product is the product title',
  },
  mailBackInStockIntro: {
    id: 'mail.backInStock.intro',
    defaultMessage: 'good news: {product} is available again in our shop.',
    description: 'Back-in-stock mail, after the greeting',
  },
  mailBackInStockAction: {
    id: 'mail.backInStock.action',
    defaultMessage: 'View product',
    description: 'Back-in-stock mail: link to the product page',
  },
  mailBackInStockNote: {
    id: 'mail.backInStock.note',
    defaultMessage:
      'You receive this email once because you asked to be notified. We have now deleted your address from this notification.',
    description: 'Back-in-stock mail, small print',
  },
  faqProductIntro: {
    id: 'faq.product.intro',
    defaultMessage: 'Here you will find answers to frequently asked questions about {product}.',
    description: 'Product FAQ page: intro text below the heading',
  },
  faqProductBack: {
    id: 'faq.product.back',
    defaultMessage: 'Back to the product',
    description:
      "Link to the product page: on the product FAQ page, and on the review form's answer page without JavaScript",
  },
  bundleAddToCart: {
    id: 'bundle.addToCart',
    defaultMessage: 'Add the whole bundle to the cart',
    description: 'Bundle page: puts every product of the bundle into the cart at once',
  },
  bundleAdded: {
    id: 'bundle.added',
    defaultMessage: 'The bundle is in your cart.',
    description: 'Bundle page: after the bundle was added',
  },
  bundleSaving: {
    id: 'bundle.saving',
    defaultMessage: 'You save {amount} with this bundle',
    description: 'Bundle page: bundle price compared with the products bought one by one',
  },
  bundleQuantity: {
    id: 'bundle.quantity',
    defaultMessage: '{count, plural, one {# piece} other {# pieces}}',
    description: 'Bundle page: how many of a product the bundle contains',
  },
});
