import { defineMessages } from '@formatjs/intl';

/** Error pages and the error catalogue of spec §8. */
export const errorMessages = defineMessages({
  pageHeading: {
    id: 'ERROR_PAGE_DEFAULT_HEADING',
    defaultMessage: 'Something went wrong',
    description: 'Error page heading when the error snippet has none (key as named by the spec)',
  },
  pageContent: {
    id: 'ERROR_PAGE_DEFAULT_CONTENT',
    defaultMessage: 'Sorry, an error occurred on our side. Please try again in a few minutes.',
    description: 'Error page text when the error snippet has none (key as named by the spec)',
  },
  pageGoBack: { id: 'ERROR_PAGE_GOBACK', defaultMessage: 'Go back', description: 'Error page button' },
  pageHome: { id: 'ERROR_PAGE_HOMEPAGE', defaultMessage: 'Home page', description: 'Error page button' },
  notFoundHeading: {
    id: 'error.notFound.heading',
    defaultMessage: 'Page not found',
    description: 'Not-found page heading when the error snippet has none',
  },
  notFoundContent: {
    id: 'error.notFound.content',
    defaultMessage: 'Sorry, the page you were looking for was not found.',
    description: 'Not-found page text when the error snippet has none',
  },
  notFoundHint: {
    id: 'error.notFound.hint',
    defaultMessage: 'The address may be wrong or out of date.',
    description: 'Below the not-found text',
  },
  generic: {
    id: 'error.generic',
    defaultMessage: 'Something went wrong',
    description: 'Registration and other failures without a better message',
  },
  requestFailed: {
    id: 'error.requestFailed',
    defaultMessage: 'Request failed',
    description: 'Customer lookup not ok',
  },
  tooManyRequests: {
    id: 'error.tooManyRequests',
    defaultMessage: 'Too many attempts. Please wait a moment and try again.',
    description: 'A form was sent too often in a short time (HTTP 429 of an own route)',
  },
  notDefined: {
    id: 'error.notDefined',
    defaultMessage: '{name} is not defined',
    description: "Backend answer without the expected data ('X is not defined'); name is the missing field",
  },
  cartAdd: {
    id: 'error.cart.add',
    defaultMessage: 'The product could not be added to your cart. Please try again.',
    description: 'Add to cart failed; the cart stays as it was',
  },
  cartNetwork: {
    id: 'error.cart.network',
    defaultMessage: 'We could not reach the shop. Please check your internet connection and try again.',
    description:
      'A cart change failed because the shop backend could not be reached; the cart stays as it was',
  },
  cartUpdate: {
    id: 'error.cart.update',
    defaultMessage: 'Your cart could not be updated. Please try again.',
    description: 'Quantity change or removal failed',
  },
  cartStockAdd: {
    id: 'error.cart.stockAdd',
    defaultMessage: 'Not enough in stock: the product was not added to your cart, or not in full.',
    description:
      'Add to cart: the shop backend took fewer than asked (out of stock or not enough stock); the cart shows what it holds',
  },
  cartStockChange: {
    id: 'error.cart.stockChange',
    defaultMessage: 'Not enough in stock: your cart now holds the quantity available.',
    description:
      'Quantity change in the cart: the shop backend capped the quantity at its stock; the line shows the quantity kept',
  },
  cartExpired: {
    id: 'error.cart.expired',
    defaultMessage: 'Your cart has expired and is now empty. Please add the products again.',
    description:
      'A quantity change or removal failed because the cart no longer exists at the shop backend; the cart now shows empty',
  },
  reference: {
    id: 'error.reference',
    defaultMessage: 'Reference: {reference}',
    description:
      'Below the error page text: the id support finds the failed request by in the server log (a code such as 3f9a0c1d5b7e2a64)',
  },
});
