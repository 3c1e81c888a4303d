import { defineMessages } from '@formatjs/intl';

/** Favorites page and flyout beyond the basics in cart.ts (issue 17: removal with undo, add to cart, lookup). */
export const favoritesListMessages = defineMessages({
  removedProduct: {
    id: 'favorites.removedProduct',
    defaultMessage: '{title} was removed from your favorites',
    description: 'Toast after removing a favorite from the list; offers undo',
  },
  undo: {
    id: 'favorites.undo',
    defaultMessage: 'Undo',
    description: 'Toast action: puts the removed favorite back',
  },
  viewAll: {
    id: 'favorites.viewAll',
    defaultMessage: 'Show all favorites',
    description: 'Link from the header flyout to the favorites page',
  },
  flyoutLabel: {
    id: 'favorites.flyout.label',
    defaultMessage: 'Favorites preview',
    description: 'aria-label of the favorites flyout',
  },
  viewProduct: {
    id: 'favorites.viewProduct',
    defaultMessage: 'Choose a size',
    description: 'Link to the product page, for a favorite that needs a size before it can go into the cart',
  },
  loadError: {
    id: 'favorites.loadError',
    defaultMessage: 'Your favorites could not be loaded.',
    description: 'The product lookup failed',
  },
  retry: { id: 'favorites.retry', defaultMessage: 'Try again', description: 'Retry the failed lookup' },
});

/** Product comparison (spec §1, §2.3; issue 17). */
export const compareMessages = defineMessages({
  toggle: {
    id: 'compare.toggle',
    defaultMessage: 'Compare',
    description: 'Toggle button on tiles and product pages (pressed when the product is in the comparison)',
  },
  toggleProduct: {
    id: 'compare.toggleProduct',
    defaultMessage: 'Compare {product}',
    description: "The toggle's accessible name on a tile: its visible text, then the product's name",
  },
  added: {
    id: 'compare.added',
    defaultMessage: 'Added to the comparison',
    description: 'Announced by the toggle',
  },
  removed: {
    id: 'compare.removed',
    defaultMessage: 'Removed from the comparison',
    description: 'Announced by the toggle',
  },
  full: {
    id: 'compare.full',
    defaultMessage: 'You can compare up to {limit, number} products. Remove one to add another.',
    description: 'The comparison is full',
  },
  mixed: {
    id: 'compare.mixed',
    defaultMessage:
      'Only products of the same category can be compared. Clear the comparison to compare this category.',
    description: 'The product belongs to another category than the compared ones',
  },
  barLabel: {
    id: 'compare.bar.label',
    defaultMessage: 'Product comparison',
    description: 'aria-label of the sticky bar',
  },
  barCount: {
    id: 'compare.bar.count',
    defaultMessage:
      '{count, plural, one {# of {limit, number} products chosen} other {# of {limit, number} products chosen}}',
    description: 'Sticky compare bar',
  },
  open: { id: 'compare.open', defaultMessage: 'Compare now', description: 'Bar link to the comparison page' },
  clear: { id: 'compare.clear', defaultMessage: 'Clear comparison', description: 'Bar button' },
  title: {
    id: 'compare.title',
    defaultMessage: 'Product comparison',
    description: 'Comparison page heading',
  },
  empty: {
    id: 'compare.empty',
    defaultMessage: 'No products to compare yet. Use “Compare” on a product to add it.',
    description: 'Comparison page without products',
  },
  highlight: {
    id: 'compare.highlight',
    defaultMessage: 'Highlight differences',
    description: 'Checkbox: marks rows whose values differ',
  },
  hideEqual: {
    id: 'compare.hideEqual',
    defaultMessage: 'Hide equal rows',
    description: 'Checkbox: hides rows whose values are the same for every product',
  },
  differs: {
    id: 'compare.differs',
    defaultMessage: 'differs',
    description: 'Screen-reader note on a highlighted row label',
  },
  price: { id: 'compare.row.price', defaultMessage: 'Price', description: 'Row label' },
  availability: { id: 'compare.row.availability', defaultMessage: 'Availability', description: 'Row label' },
  product: {
    id: 'compare.row.product',
    defaultMessage: 'Product',
    description: 'Row label of images and titles',
  },
  remove: {
    id: 'compare.remove',
    defaultMessage: 'Remove {title} from the comparison',
    description: 'Button in a column of the comparison page',
  },
});
