import { defineMessages } from '@formatjs/intl';

/** Cart page and cart flyout (spec §2.3, §4 cart, §9 free shipping and saving). */
export const cartMessages = defineMessages({
  title: { id: 'cart.title', defaultMessage: 'Cart', description: 'Cart page heading' },
  empty: {
    id: 'cart.empty',
    defaultMessage: 'Your cart is empty',
    description: 'Empty cart page and flyout',
  },
  added: {
    id: 'cart.added',
    defaultMessage: 'Added to cart',
    description: 'Flyout heading after adding a product',
  },
  flyoutLabel: {
    id: 'cart.flyout.label',
    defaultMessage: 'Cart preview',
    description: 'aria-label of the flyout',
  },
  itemCount: {
    id: 'cart.itemCount',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
    description: 'Total quantity in the cart',
  },
  subtotal: { id: 'cart.subtotal', defaultMessage: 'Subtotal', description: 'Totals row' },
  shipping: {
    id: 'cart.shipping',
    defaultMessage: 'Shipping',
    description: 'Totals row; value may be price.free',
  },
  total: { id: 'cart.total', defaultMessage: 'Total', description: 'Totals row' },
  saving: {
    id: 'cart.saving',
    defaultMessage: 'You save {amount}',
    description: 'Sum of (strikethrough price - price) x quantity; amount is a formatted price',
  },
  freeShippingRemaining: {
    id: 'cart.freeShipping.remaining',
    defaultMessage: 'Only {amount} more to go for free shipping',
    description: 'Free-shipping message; amount is the formatted price still missing',
  },
  freeShippingReached: {
    id: 'cart.freeShipping.reached',
    defaultMessage: 'Your order ships free of charge',
    description: 'Free-shipping threshold reached or free-shipping product in the cart',
  },
  checkout: { id: 'cart.checkout', defaultMessage: 'Go to checkout', description: 'Button to the checkout' },
  continueShopping: {
    id: 'cart.continueShopping',
    defaultMessage: 'Continue shopping',
    description: 'Button',
  },
  viewCart: {
    id: 'cart.viewCart',
    defaultMessage: 'View cart',
    description: 'Flyout button to the cart page',
  },
  lineRemove: { id: 'cart.line.remove', defaultMessage: 'Remove', description: 'Remove a cart line' },
  lineRemoveLabel: {
    id: 'cart.line.removeLabel',
    defaultMessage: 'Remove {title} from the cart',
    description: 'Accessible name of the remove button',
  },
  lineQuantity: {
    id: 'cart.line.quantityLabel',
    defaultMessage: 'Quantity of {title}',
    description: 'Accessible name of the quantity select of a line',
  },
  lineUnitPrice: { id: 'cart.line.unitPrice', defaultMessage: 'Unit price', description: 'Cart line' },
  lineSize: { id: 'cart.line.size', defaultMessage: 'Size: {size}', description: 'Cart line' },
  updated: {
    id: 'cart.updated',
    defaultMessage: 'Your cart has been updated.',
    description: 'Live-region text after a quantity change or removal',
  },
  notesLabel: {
    id: 'cart.notes.label',
    defaultMessage: 'Good to know',
    description:
      'Name of the list of short notes from a content snippet beside the cart (free shipping, returns)',
  },
});

/** Favorites page (spec §2.3). */
export const favoritesMessages = defineMessages({
  title: { id: 'favorites.title', defaultMessage: 'Favorites', description: 'Favorites page heading' },
  empty: {
    id: 'favorites.empty',
    defaultMessage: "You've no products in your favorite list",
    description: 'Empty favorites',
  },
  count: {
    id: 'favorites.count',
    defaultMessage: '{count, plural, one {# product} other {# products}}',
    description: 'Number of favorites',
  },
  added: { id: 'favorites.added', defaultMessage: 'Added to favorites', description: 'Toggle feedback' },
  removed: {
    id: 'favorites.removed',
    defaultMessage: 'Removed from favorites',
    description: 'Toggle feedback',
  },
});
