import { defineMessages } from '@formatjs/intl';

/** Category listing: filters, sorting, load more (spec §2.3, §9 page size and sort options). */
export const listingMessages = defineMessages({
  filters: {
    id: 'listing.filters.title',
    defaultMessage: 'Filter',
    description: 'Filter bar heading and button',
  },
  filtersActive: {
    id: 'listing.filters.active',
    defaultMessage: '{count, plural, one {# filter active} other {# filters active}}',
    description: 'Number of applied filters',
  },
  filterSize: { id: 'listing.filter.size', defaultMessage: 'Size', description: 'Filter name' },
  filterPrice: { id: 'listing.filter.price', defaultMessage: 'Price', description: 'Filter name' },
  filterPriceMin: {
    id: 'listing.filter.price.min',
    defaultMessage: 'Minimum price',
    description: 'Range input',
  },
  filterPriceMax: {
    id: 'listing.filter.price.max',
    defaultMessage: 'Maximum price',
    description: 'Range input',
  },
  filterPriceRange: {
    id: 'listing.filter.price.range',
    defaultMessage: '{min} – {max}',
    description: 'Chosen price range; min and max are formatted prices',
  },
  filterInStock: {
    id: 'listing.filter.inStock',
    defaultMessage: 'In stock only',
    description: 'Filter checkbox',
  },
  filtersApply: {
    id: 'listing.filters.apply',
    defaultMessage: '{count, plural, =0 {No products} one {Show # product} other {Show # products}}',
    description: 'Mobile filter panel button with the result count',
  },
  filtersSubmit: {
    id: 'listing.filters.submit',
    defaultMessage: 'Apply filters',
    description:
      'Submit button of the filter form, shown only until the page is interactive (or without JavaScript)',
  },
  filtersReset: { id: 'listing.filters.reset', defaultMessage: 'Reset filters', description: 'Button' },
  filterRemove: {
    id: 'listing.filter.remove',
    defaultMessage: 'Remove filter: {name}',
    description: 'Accessible name of the chip of an applied filter',
  },
  sortSubmit: {
    id: 'listing.sort.submit',
    defaultMessage: 'Sort',
    description:
      'Submit button of the sort form, shown only until the page is interactive (or without JavaScript)',
  },
  sortLabel: { id: 'listing.sort.label', defaultMessage: 'Sort by', description: 'Sort select label' },
  sortPopularity: {
    id: 'listing.sort.popularity',
    defaultMessage: 'Popularity',
    description: 'Sort option (default)',
  },
  sortPriceAsc: {
    id: 'listing.sort.priceAsc',
    defaultMessage: 'Price ascending',
    description: 'Sort option',
  },
  sortPriceDesc: {
    id: 'listing.sort.priceDesc',
    defaultMessage: 'Price descending',
    description: 'Sort option',
  },
  sortNewHits: {
    id: 'listing.sort.newHits',
    defaultMessage: 'New hits',
    description: 'Sort option: newest products',
  },
  loadMore: { id: 'listing.loadMore', defaultMessage: 'Load more', description: 'Load-more button' },
  loadMoreProgress: {
    id: 'listing.loadMore.progress',
    defaultMessage: '{shown} of {total, plural, one {# item} other {# items}}',
    description: "Above the load-more button: 'x of y items'",
  },
  resultCount: {
    id: 'listing.resultCount',
    defaultMessage: '{count, plural, one {# product} other {# products}}',
    description: 'Number of products of the category',
  },
  empty: {
    id: 'listing.empty',
    defaultMessage: 'No products match your filters.',
    description: 'Empty listing after filtering; the reset button follows',
  },
});

/** Search results page (spec §2.3). */
export const searchMessages = defineMessages({
  title: {
    id: 'search.title',
    defaultMessage: 'Search results for “{phrase}”',
    description: 'Search page heading',
  },
  count: {
    id: 'search.count',
    defaultMessage: '{count, plural, one {# product found} other {# products found}}',
    description: 'Number of results',
  },
  empty: { id: 'search.empty', defaultMessage: 'No search results found', description: 'Empty result' },
  emptyHint: {
    id: 'search.empty.hint',
    defaultMessage: 'Please check the spelling or try a more general term.',
    description: 'Below the empty result',
  },
  linkGroups: {
    id: 'search.linkGroups.label',
    defaultMessage: 'Matching categories and manufacturers',
    description: 'Accessible name of the link groups beside the search results',
  },
  categories: {
    id: 'search.linkGroups.categories',
    defaultMessage: 'Categories',
    description: 'Heading of the categories that match the search phrase',
  },
  manufacturers: {
    id: 'search.linkGroups.manufacturers',
    defaultMessage: 'Manufacturers',
    description: 'Heading of the manufacturers that match the search phrase',
  },
  linkCount: {
    id: 'search.linkGroups.count',
    defaultMessage: '{count, plural, one {# product} other {# products}}',
    description: 'How many matching products a category or manufacturer link leads to',
  },
});
