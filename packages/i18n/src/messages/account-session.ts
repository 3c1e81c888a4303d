import { defineMessages } from '@formatjs/intl';

/** The customer session's own texts (issue 14): an expired session, the account menu, the reset page's link. */
export const accountSessionMessages = defineMessages({
  sessionExpired: {
    id: 'account.session.expired',
    defaultMessage: 'Your session has expired. Please log in again.',
    description: 'A change in the customer area without a valid session',
  },
  menuOpen: {
    id: 'account.menu.open',
    defaultMessage: 'Open the account menu',
    description: 'Header button of a signed-in customer',
  },
  forgotBack: {
    id: 'account.forgot.backToLogin',
    defaultMessage: 'Back to login',
    description: 'Link on the reset and activation pages',
  },
  ordersNone: {
    id: 'order.notFound',
    defaultMessage: 'This order is not in your order history.',
    description: 'Order detail of an order id the customer does not have',
  },
  trackingCompany: {
    id: 'order.trackingCompany',
    defaultMessage: 'Carrier',
    description: 'Order detail: the carrier of a shipment',
  },
});
