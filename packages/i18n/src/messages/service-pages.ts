import { defineMessages } from '@formatjs/intl';

/** FAQ listing and single question, beyond the FAQ texts of service.ts (spec §2.2, §2.3, §4). */
export const faqPageMessages = defineMessages({
  results: {
    id: 'faq.search.results',
    defaultMessage: '{count, plural, one {# question found} other {# questions found}}',
    description: 'Announced to screen readers while the FAQ search filters the questions',
  },
  searchSubmit: {
    id: 'faq.search.submit',
    defaultMessage: 'Search',
    description: 'Submit button of the FAQ search form',
  },
  backToCluster: {
    id: 'faq.single.backToCluster',
    defaultMessage: 'All questions about {cluster}',
    description: 'Link from a single question back to its cluster on the FAQ page',
  },
});

/** Filters of the manuals and downloads page (spec §2.3). */
export const manualsFilterMessages = defineMessages({
  category: { id: 'manuals.category', defaultMessage: 'Category', description: 'Filter label' },
  allCategories: {
    id: 'manuals.category.all',
    defaultMessage: 'All categories',
    description: 'Category filter option: no filter',
  },
  allFileTypes: {
    id: 'manuals.fileType.all',
    defaultMessage: 'All file types',
    description: 'File type filter option: no filter',
  },
  apply: { id: 'manuals.apply', defaultMessage: 'Show results', description: 'Filter form submit' },
  reset: {
    id: 'manuals.reset',
    defaultMessage: 'Reset filters',
    description: 'Link that clears the filters',
  },
  results: {
    id: 'manuals.results',
    defaultMessage: '{count, plural, one {# document} other {# documents}}',
    description: 'Number of documents shown',
  },
  articleNumber: {
    id: 'manuals.articleNumber',
    defaultMessage: 'Item no. {number}',
    description: 'Article number under the product name',
  },
});

/** The blog (de edition, spec §2.1). */
export const blogMessages = defineMessages({
  title: { id: 'blog.title', defaultMessage: 'Our blog', description: 'Blog heading when the page has none' },
  byline: {
    id: 'blog.byline',
    defaultMessage: '{author} on {date}',
    description: 'Author and formatted publication date of a post',
  },
  published: {
    id: 'blog.published',
    defaultMessage: 'Published on {date}',
    description: 'Publication date of a post in the overview',
  },
  readMore: {
    id: 'blog.readMore',
    defaultMessage: 'Read more',
    description: 'Link from a post teaser to the post; its title is in the accessible name',
  },
  back: {
    id: 'blog.back',
    defaultMessage: 'Back to the blog',
    description: 'Link from a post to the overview',
  },
  empty: { id: 'blog.empty', defaultMessage: 'No posts yet', description: 'Blog without posts' },
});
