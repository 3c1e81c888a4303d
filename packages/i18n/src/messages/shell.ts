import { defineMessages } from '@formatjs/intl';

/** The storefront shell: header, navigation, search field, menus, selectors, footer parts (spec §2.3). */
export const shellMessages = defineMessages({
  skipLink: {
    id: 'shell.skipLink',
    defaultMessage: 'Skip to main content',
    description: 'Visually hidden link, first focusable element of every page',
  },
  logoAlt: {
    id: 'shell.logo.alt',
    defaultMessage: 'To the home page',
    description: 'Alt text of the header logo (also the fallback logo of the minimized header)',
  },
  navLabel: {
    id: 'shell.nav.label',
    defaultMessage: 'Main navigation',
    description: 'aria-label of the main nav',
  },
  menuOpen: {
    id: 'shell.nav.open',
    defaultMessage: 'Open menu',
    description: 'Mobile menu toggle, closed state',
  },
  menuClose: {
    id: 'shell.nav.close',
    defaultMessage: 'Close menu',
    description: 'Mobile menu toggle, open state',
  },
  navBack: { id: 'shell.nav.back', defaultMessage: 'Back', description: 'Mobile navigation: up one level' },
  navSubmenu: {
    id: 'shell.nav.submenu',
    defaultMessage: 'Subcategories of {category}',
    description:
      'Hidden name of the button that opens the submenu of a main navigation entry; category is its name',
  },
  promotionsPause: {
    id: 'shell.promotions.pause',
    defaultMessage: 'Pause offers',
    description: 'Button that stops the rotating header promotions',
  },
  promotionsPlay: {
    id: 'shell.promotions.play',
    defaultMessage: 'Play offers',
    description: 'Button that starts the rotating header promotions again',
  },
  catalogueMode: {
    id: 'shell.catalogueMode',
    defaultMessage:
      'Our shop is in catalogue mode: you can browse all products, but ordering is not possible at the moment.',
    description: 'Cart page in catalogue mode (settings snippet)',
  },
  selectorCartDropped: {
    id: 'shell.selector.cartDropped',
    defaultMessage:
      '{count, plural, one {This item is} other {These items are}} not available in the chosen country and {count, plural, one {was} other {were}} removed from your cart: {titles}',
    description: 'Toast after a country or language change; titles is the list of the removed products',
  },
  navShowAll: {
    id: 'shell.nav.showAll',
    defaultMessage: 'Show all in {category}',
    description: 'Link to the whole category at the top of a submenu; category is its name',
  },
  infoMenu: {
    id: 'shell.nav.infoMenu',
    defaultMessage: 'Information',
    description: 'Toggle of the info-link menu of the minimized header (below 994 px)',
  },
  searchLabel: {
    id: 'shell.search.label',
    defaultMessage: 'Search',
    description: 'Label of the header search field',
  },
  searchPlaceholder: {
    id: 'shell.search.placeholder',
    defaultMessage: 'What are you looking for?',
    description: 'Placeholder of the header search field',
  },
  searchSubmit: { id: 'shell.search.submit', defaultMessage: 'Search', description: 'Search submit button' },
  searchOpen: { id: 'shell.search.open', defaultMessage: 'Open search', description: 'Mobile search button' },
  searchClose: {
    id: 'shell.search.close',
    defaultMessage: 'Close search',
    description: 'Mobile search close button',
  },
  searchRequired: {
    id: 'shell.search.required',
    defaultMessage: 'Please enter a search term.',
    description: 'Shown when the search is submitted without a phrase',
  },
  suggestionsProducts: {
    id: 'shell.search.suggestions.products',
    defaultMessage: 'Products',
    description: 'Autosuggest group heading',
  },
  suggestionsCategories: {
    id: 'shell.search.suggestions.categories',
    defaultMessage: 'Categories',
    description: 'Autosuggest group heading',
  },
  suggestionsShowAll: {
    id: 'shell.search.suggestions.showAll',
    defaultMessage: 'Show all results',
    description: 'Autosuggest link to the search page',
  },
  accountLabel: {
    id: 'shell.account.label',
    defaultMessage: 'My account',
    description: 'Account menu button',
  },
  accountLogin: { id: 'shell.account.login', defaultMessage: 'Log in', description: 'Login icon for guests' },
  wishlistLabel: {
    id: 'shell.wishlist.label',
    defaultMessage: 'Favorites',
    description: 'Header wishlist icon',
  },
  wishlistCount: {
    id: 'shell.wishlist.count',
    defaultMessage: '{count, plural, =0 {No favorites yet} one {# favorite} other {# favorites}}',
    description: 'Accessible name of the wishlist icon with its count',
  },
  cartLabel: { id: 'shell.cart.label', defaultMessage: 'Cart', description: 'Header cart icon' },
  cartCount: {
    id: 'shell.cart.count',
    defaultMessage: '{count, plural, =0 {Cart, empty} one {Cart, # item} other {Cart, # items}}',
    description: 'Accessible name of the cart icon with the total quantity',
  },
  selectorOpen: {
    id: 'shell.selector.open',
    defaultMessage: 'Country and language: {country}, {language}',
    description: 'Button opening the country/language selector, with the current choice',
  },
  selectorTitle: {
    id: 'shell.selector.title',
    defaultMessage: 'Choose your delivery country and language',
    description: 'Heading of the country/language selector',
  },
  selectorCountry: {
    id: 'shell.selector.country',
    defaultMessage: 'Delivery country',
    description: 'Label of the delivery country choice',
  },
  selectorLanguage: { id: 'shell.selector.language', defaultMessage: 'Language', description: 'Label' },
  selectorApply: { id: 'shell.selector.apply', defaultMessage: 'Apply', description: 'Confirms the choice' },
  selectorExternal: {
    id: 'shell.selector.external',
    defaultMessage: 'Opens an external website',
    description: 'Hint beside the language entries that point to external sites (US, Spanish)',
  },
  backToTop: { id: 'shell.backToTop', defaultMessage: 'Back to top', description: 'Back-to-top button' },
  breadcrumb: { id: 'shell.breadcrumb.label', defaultMessage: 'Breadcrumb', description: 'aria-label' },
  home: { id: 'shell.breadcrumb.home', defaultMessage: 'Home', description: 'First breadcrumb entry' },
  promotions: {
    id: 'shell.promotions.label',
    defaultMessage: 'Current offers',
    description: 'aria-label of the promotional banners in the header',
  },
  smartMessageExpand: { id: 'shell.smartMessage.expand', defaultMessage: 'Show more', description: 'Toggle' },
  smartMessageCollapse: {
    id: 'shell.smartMessage.collapse',
    defaultMessage: 'Show less',
    description: 'Toggle',
  },
  footerLabel: {
    id: 'shell.footer.label',
    defaultMessage: 'Footer',
    description: 'aria-label of the footer',
  },
  footerPayment: {
    id: 'shell.footer.payment',
    defaultMessage: 'Payment methods',
    description: 'Footer heading',
  },
  footerShipping: { id: 'shell.footer.shipping', defaultMessage: 'Shipping', description: 'Footer heading' },
  footerSocial: { id: 'shell.footer.social', defaultMessage: 'Follow us', description: 'Footer heading' },
  footerApp: { id: 'shell.footer.app', defaultMessage: 'Get our app', description: 'Footer heading' },
  trustedShops: {
    id: 'shell.footer.trustedShops',
    defaultMessage: 'Our Trusted Shops certificate',
    description: 'Footer link to the edition’s certificate at Trusted Shops (a brand name, not translated)',
  },
  close: {
    id: 'common.close',
    defaultMessage: 'Close',
    description: 'Close button of dialogs, flyouts, popovers',
  },
  loading: { id: 'common.loading', defaultMessage: 'Loading…', description: 'Busy indicator' },
  newTab: {
    id: 'common.newTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Visually hidden suffix of links with targetBlank',
  },
  privacyPolicy: { id: 'common.privacyPolicy', defaultMessage: 'Privacy policy', description: 'Link label' },
  or: { id: 'common.or', defaultMessage: 'or', description: 'Separator between two choices' },
});
