import { defineMessages } from '@formatjs/intl';

/** Texts search engines and link previews show: meta descriptions of pages that have none of their own. */
export const seoMessages = defineMessages({
  shopDescription: {
    id: 'seo.shop.description',
    defaultMessage:
      'Health and wellness devices from {brand}: blood pressure monitors, thermometers, scales and more, straight from the manufacturer.',
    description:
      'Meta description of the home page and of pages without one of their own (at most 154 characters); brand is the shop name',
  },
  searchDescription: {
    id: 'seo.search.description',
    defaultMessage:
      'Search the {brand} shop for blood pressure monitors, thermometers, scales and other health and wellness devices.',
    description: 'Meta description of the search page (at most 154 characters); brand is the shop name',
  },
});
