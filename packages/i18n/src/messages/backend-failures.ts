import { defineMessages } from '@formatjs/intl';

/** What a shopper is told when a backend fails or does not answer in time (issue 18, spec §8). */
export const backendFailureMessages = defineMessages({
  cartUnavailable: {
    id: 'cart.unavailable',
    defaultMessage: 'Your cart cannot be shown right now',
    description: 'Cart page and flyout heading when the shop backend failed to give the stored cart',
  },
  cartUnavailableHint: {
    id: 'cart.unavailable.hint',
    defaultMessage: 'Your items are kept. Please try again in a few minutes.',
    description: 'Below cart.unavailable: the cart is not lost',
  },
  accountUnavailable: {
    id: 'account.unavailable',
    defaultMessage: 'Your account cannot be shown right now. Please try again in a few minutes.',
    description: 'Account pages when the shop backend failed to give the signed-in customer',
  },
  accountRetry: {
    id: 'account.unavailable.retry',
    defaultMessage: 'Try again',
    description: 'Link under account.unavailable that asks for the page again',
  },
  contentUnavailable: {
    id: 'content.unavailable',
    defaultMessage: 'Products and content cannot be shown right now',
    description:
      'Heading on a page (category, product, content page) the content service could not give; only its title shows',
  },
  contentUnavailableHint: {
    id: 'content.unavailable.hint',
    defaultMessage: 'This page is incomplete for the moment. Please try again in a few minutes.',
    description: 'Below content.unavailable',
  },
  contentRetry: {
    id: 'content.unavailable.retry',
    defaultMessage: 'Try again',
    description: 'Link under content.unavailable that asks for the same page again',
  },
});
