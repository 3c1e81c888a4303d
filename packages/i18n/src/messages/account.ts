import { defineMessages } from '@formatjs/intl';

/** Login, registration, password reset, activation and the customer area (spec §2.3 account, §4, §6, §8). */
export const accountMessages = defineMessages({
  loginTab: { id: 'account.tab.login', defaultMessage: 'Login', description: 'Tab of the login page' },
  registerTab: {
    id: 'account.tab.register',
    defaultMessage: 'Registration',
    description: 'Tab of the login page',
  },
  loginIntro: {
    id: 'account.login.intro',
    defaultMessage: 'Already a customer? Log in with your email address and password.',
    description: 'Login tab intro',
  },
  loginSubmit: { id: 'account.login.submit', defaultMessage: 'Log in', description: 'Button' },
  loginFailed: {
    id: 'account.login.failed',
    defaultMessage: 'Incorrect login credentials',
    description: 'Login failure',
  },
  registerIntro: {
    id: 'account.register.intro',
    defaultMessage: 'New here? Create a customer account to follow your orders and save your details.',
    description: 'Registration tab intro',
  },
  registerSubmit: { id: 'account.register.submit', defaultMessage: 'Create account', description: 'Button' },
  registerSuccess: {
    id: 'account.register.success',
    defaultMessage: 'Register Customer Successfully',
    description: 'Registration success message, as the spec quotes it',
  },
  registerEmailTaken: {
    id: 'account.register.emailTaken',
    defaultMessage: 'The email is already in use',
    description: 'Registration error: email taken',
  },
  passwordShow: { id: 'account.password.show', defaultMessage: 'Show password', description: 'Toggle' },
  passwordHide: { id: 'account.password.hide', defaultMessage: 'Hide password', description: 'Toggle' },
  passwordRules: {
    id: 'account.password.rules',
    defaultMessage:
      'At least {min, plural, one {# character} other {# characters}}, with one uppercase letter, one lowercase letter, one digit and one special character.',
    description: 'Hint under new-password fields; min is 8',
  },
  forgotLink: {
    id: 'account.forgot.link',
    defaultMessage: 'Forgot your password?',
    description: 'Opens the dialog',
  },
  forgotTitle: {
    id: 'account.forgot.title',
    defaultMessage: 'Reset password',
    description: 'Dialog heading',
  },
  forgotIntro: {
    id: 'account.forgot.intro',
    defaultMessage: "Enter your email address and we'll send you a link to reset your password.",
    description: 'Dialog intro',
  },
  forgotSubmit: { id: 'account.forgot.submit', defaultMessage: 'Send link', description: 'Button' },
  forgotSentTitle: {
    id: 'account.forgot.sent.title',
    defaultMessage: 'Please check your inbox',
    description: 'Heading',
  },
  forgotSent: {
    id: 'account.forgot.sent',
    defaultMessage:
      'If there is an account for {email}, you will shortly receive an email with a link to reset your password.',
    description: 'Sent confirmation of the reset request, with the address entered',
  },
  resetTitle: {
    id: 'account.reset.title',
    defaultMessage: 'Set a new password',
    description: 'Reset page heading',
  },
  resetSubmit: { id: 'account.reset.submit', defaultMessage: 'Save password', description: 'Button' },
  resetInvalid: {
    id: 'account.reset.invalid',
    defaultMessage: 'This link is invalid or has expired. Please request a new one.',
    description: 'Reset page with a bad token',
  },
  activateTitle: {
    id: 'account.activate.title',
    defaultMessage: 'Activate your account',
    description: 'Heading',
  },
  activateIntro: {
    id: 'account.activate.intro',
    defaultMessage: 'You have been invited to create a customer account. Choose a password to activate it.',
    description: 'Activation page intro',
  },
  activateSubmit: {
    id: 'account.activate.submit',
    defaultMessage: 'Activate account',
    description: 'Button',
  },
  activateDecline: {
    id: 'account.activate.decline',
    defaultMessage: 'Decline invitation',
    description: 'Button',
  },
  activateDeclined: {
    id: 'account.activate.declined',
    defaultMessage: 'You have declined the invitation. No account has been created.',
    description: 'After declining',
  },
  accountCreated: {
    id: 'account.created',
    defaultMessage: 'Your account has been created.',
    description: 'Success after activation or sign-up',
  },
  welcome: {
    id: 'account.welcome',
    defaultMessage: 'Welcome, {fullName}',
    description: 'Customer area and account menu; fullName is first and last name',
  },
  navLabel: {
    id: 'account.nav.label',
    defaultMessage: 'Customer account',
    description: 'aria-label of the menu',
  },
  navOrderHistory: {
    id: 'account.nav.orderHistory',
    defaultMessage: 'Order history',
    description: 'Menu entry',
  },
  navPersonalData: {
    id: 'account.nav.personalData',
    defaultMessage: 'Personal data',
    description: 'Menu entry',
  },
  navAddress: { id: 'account.nav.address', defaultMessage: 'Address', description: 'Menu entry' },
  navChangePassword: {
    id: 'account.nav.changePassword',
    defaultMessage: 'Change password',
    description: 'Menu entry',
  },
  navLogout: { id: 'account.nav.logout', defaultMessage: 'Log out', description: 'Menu entry' },
  ssoManage: {
    id: 'account.sso.manage',
    defaultMessage: 'Manage your customer account',
    description: 'Single sign-on stores: link to the external account site',
  },
  personalTitle: {
    id: 'account.personal.title',
    defaultMessage: 'Personal data',
    description: 'Page heading',
  },
  personalCustomerNumber: {
    id: 'account.personal.customerNumber',
    defaultMessage: 'Customer number: {number}',
    description:
      "Personal data page: the customer's number in the customer-relationship service's record (spec §7 getUser)",
  },
  personalSaved: {
    id: 'account.personal.saved',
    defaultMessage: 'Your personal data has been saved.',
    description: 'Success',
  },
  addressTitle: { id: 'account.address.title', defaultMessage: 'Address', description: 'Page heading' },
  addressDefault: { id: 'account.address.default', defaultMessage: 'Default address', description: 'Badge' },
  addressAdd: { id: 'account.address.add', defaultMessage: 'Add address', description: 'Button' },
  addressEdit: { id: 'account.address.edit', defaultMessage: 'Edit address', description: 'Button' },
  addressEmpty: {
    id: 'account.address.empty',
    defaultMessage: 'You have not saved an address yet.',
    description: 'No address',
  },
  addressList: { id: 'account.address.list', defaultMessage: 'Your addresses', description: 'List label' },
  addressMakeDefault: {
    id: 'account.address.makeDefault',
    defaultMessage: 'Make default address',
    description: 'Button',
  },
  addressDefaultSaved: {
    id: 'account.address.defaultSaved',
    defaultMessage: 'Your default address has been changed.',
    description: 'Success',
  },
  addressGone: {
    id: 'account.address.gone',
    defaultMessage: 'This address no longer exists. Reload the page to see your saved addresses.',
    description: 'Error: the address was deleted or changed elsewhere (another tab or device)',
  },
  addressLimit: {
    id: 'account.address.limit',
    defaultMessage: 'You can save up to five addresses.',
    description: 'Hint and error',
  },
  addressSaved: {
    id: 'account.address.saved',
    defaultMessage: 'Your address changes have been saved.',
    description: 'Success',
  },
  changePasswordTitle: {
    id: 'account.changePassword.title',
    defaultMessage: 'Change password',
    description: 'Page heading',
  },
  passwordSaved: {
    id: 'account.password.saved',
    defaultMessage: 'Your new password has been saved.',
    description: 'Success after change or reset',
  },
  save: { id: 'account.save', defaultMessage: 'Save changes', description: 'Submit of the account forms' },
  cancel: { id: 'account.cancel', defaultMessage: 'Cancel', description: 'Button' },
});

/** Order history and order detail (spec §2.3, §3 order, §4 delivery statuses). */
export const orderMessages = defineMessages({
  historyTitle: { id: 'order.history.title', defaultMessage: 'Order history', description: 'Page heading' },
  empty: {
    id: 'order.history.empty',
    defaultMessage: 'No order available',
    description: 'Empty order history',
  },
  title: { id: 'order.title', defaultMessage: 'Order {number}', description: 'Order detail heading' },
  showDetails: { id: 'order.details.show', defaultMessage: 'Show details', description: 'Button' },
  hideDetails: { id: 'order.details.hide', defaultMessage: 'Hide details', description: 'Button' },
  back: { id: 'order.back', defaultMessage: 'Back to order history', description: 'Link' },
  date: { id: 'order.date', defaultMessage: 'Order date', description: 'Order field' },
  number: { id: 'order.number', defaultMessage: 'Order number', description: 'Order field' },
  deliveryAddress: {
    id: 'order.deliveryAddress',
    defaultMessage: 'Delivery address',
    description: 'Order field',
  },
  deliveryStatus: {
    id: 'order.deliveryStatus',
    defaultMessage: 'Delivery status',
    description: 'Order field',
  },
  trackingNumber: {
    id: 'order.trackingNumber',
    defaultMessage: 'Tracking number',
    description: 'Order field',
  },
  trackShipment: {
    id: 'order.trackShipment',
    defaultMessage: 'Track shipment with {company}',
    description: 'Link to the tracking url; company is the carrier',
  },
  items: {
    id: 'order.items',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
    description: 'Heading of the item list with the total quantity',
  },
  shippingCosts: { id: 'order.shippingCosts', defaultMessage: 'Shipping costs', description: 'Order field' },
  subtotal: { id: 'order.subtotal', defaultMessage: 'Subtotal', description: 'Order field' },
  totalWithVat: { id: 'order.totalWithVat', defaultMessage: 'Total incl. VAT', description: 'Order field' },
  itemArticle: { id: 'order.item.article', defaultMessage: 'Item', description: 'Order item column' },
  itemArticleNumber: { id: 'order.item.articleNumber', defaultMessage: 'Item number', description: 'Column' },
  itemColour: { id: 'order.item.colour', defaultMessage: 'Color', description: 'Order item column' },
  itemUnitPrice: {
    id: 'order.item.unitPrice',
    defaultMessage: 'Unit price',
    description: 'Order item column',
  },
  itemQuantity: { id: 'order.item.quantity', defaultMessage: 'Quantity', description: 'Order item column' },
  itemTotal: { id: 'order.item.total', defaultMessage: 'Total', description: 'Order item column' },
  itemRate: { id: 'order.item.rate', defaultMessage: 'Rate item', description: 'Action: write a review' },
  itemReturn: { id: 'order.item.return', defaultMessage: 'Return item', description: 'Action' },
  itemActions: {
    id: 'order.item.actions',
    defaultMessage: 'Actions',
    description: 'Order item column of the rate and return links (read by screen readers)',
  },
  statusInProgress: {
    id: 'order.status.inProgress',
    defaultMessage: 'In progress',
    description: 'Unfulfilled',
  },
  statusNotFulfilled: {
    id: 'order.status.notFulfilled',
    defaultMessage: 'Not fulfilled',
    description: 'Unfulfilled, other wording',
  },
  statusShipped: { id: 'order.status.shipped', defaultMessage: 'Shipped', description: 'Fulfilled' },
  statusCancelled: {
    id: 'order.status.cancelled',
    defaultMessage: 'Cancelled',
    description: 'Order with cancelReason',
  },
});

/** Checkout login dialog and the single-sign-on warning modal (spec §2.3, §4). */
export const checkoutMessages = defineMessages({
  loginTitle: {
    id: 'checkout.login.title',
    defaultMessage: 'How would you like to continue?',
    description: 'Checkout login dialog heading',
  },
  loginText: {
    id: 'checkout.login.text',
    defaultMessage: 'Log in to use your saved details, or order as a guest without a customer account.',
    description: 'Checkout login dialog text',
  },
  guest: { id: 'checkout.guest', defaultMessage: 'Continue as guest', description: 'Button' },
  login: { id: 'checkout.login', defaultMessage: 'Log in', description: 'Button' },
  ssoTitle: {
    id: 'checkout.sso.title',
    defaultMessage: 'You are not logged in',
    description: 'SSO warning modal heading',
  },
  ssoText: {
    id: 'checkout.sso.text',
    defaultMessage:
      'Log in to check out with your customer account. If you continue as a guest, this order will not appear in your order history.',
    description: 'SSO warning modal text',
  },
});
