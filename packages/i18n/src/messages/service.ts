import { defineMessages } from '@formatjs/intl';

/** FAQ listing, FAQ single and product FAQ pages (spec §2.3, §4 accordion). */
export const faqMessages = defineMessages({
  title: { id: 'faq.title', defaultMessage: 'Frequently asked questions', description: 'FAQ page heading' },
  productTitle: {
    id: 'faq.product.title',
    defaultMessage: 'Questions about {product}',
    description: 'Product FAQ page heading',
  },
  searchLabel: {
    id: 'faq.search.label',
    defaultMessage: 'Search the FAQ',
    description: 'Search field label',
  },
  searchPlaceholder: {
    id: 'faq.search.placeholder',
    defaultMessage: 'Enter a question or keyword',
    description: 'Search field placeholder',
  },
  empty: {
    id: 'faq.empty',
    defaultMessage: 'No FAQs',
    description: 'No questions, or none matching the search',
  },
  otherQuestions: { id: 'faq.otherQuestions', defaultMessage: 'Other questions', description: 'Heading' },
  copyLink: {
    id: 'faq.copyLink',
    defaultMessage: 'Copy link to this question',
    description: 'Link icon of an accordion panel',
  },
  linkCopied: {
    id: 'faq.linkCopied',
    defaultMessage: 'Link copied!',
    description: 'After copying the panel link',
  },
});

/** Manuals and downloads page (spec §2.3). */
export const manualsMessages = defineMessages({
  title: {
    id: 'manuals.title',
    defaultMessage: 'Instructions for use and downloads',
    description: 'Manuals page heading',
  },
  searchLabel: {
    id: 'manuals.search.label',
    defaultMessage: 'Search by product name or item number',
    description: 'Search field label',
  },
  productName: { id: 'manuals.productName', defaultMessage: 'Product name', description: 'Column' },
  lastUpdate: { id: 'manuals.lastUpdate', defaultMessage: 'Last update', description: 'Column' },
  fileType: { id: 'manuals.fileType', defaultMessage: 'File type', description: 'Column' },
  typeInstructions: {
    id: 'manuals.fileType.instructions',
    defaultMessage: 'Instructions for use',
    description: 'File type',
  },
  typeDataSheet: { id: 'manuals.fileType.dataSheet', defaultMessage: 'Data sheet', description: 'File type' },
  download: {
    id: 'manuals.download',
    defaultMessage: 'Download {fileType} for {product}',
    description: 'Accessible name of a download link; fileType is one of the file type texts',
  },
  empty: { id: 'manuals.empty', defaultMessage: 'No documents found', description: 'No entries' },
});

/** Product comparison (spec §2.3). */
export const comparisonMessages = defineMessages({
  title: { id: 'comparison.title', defaultMessage: 'Product comparison', description: 'Page heading' },
  highlightDifferences: {
    id: 'comparison.highlightDifferences',
    defaultMessage: 'Highlight differences',
    description: 'Toggle',
  },
  add: { id: 'comparison.add', defaultMessage: 'Compare', description: 'Checkbox on the tile' },
  remove: { id: 'comparison.remove', defaultMessage: 'Remove from comparison', description: 'Button' },
  selected: {
    id: 'comparison.selected',
    defaultMessage: '{count, plural, one {# product selected} other {# products selected}}',
    description: 'Comparison bar',
  },
  show: { id: 'comparison.show', defaultMessage: 'Compare now', description: 'Comparison bar button' },
  empty: {
    id: 'comparison.empty',
    defaultMessage: 'Select at least two products to compare them.',
    description: 'Empty comparison',
  },
});

/** Reviews on the product detail page (spec §3 review, §4, §5 review form). */
export const reviewMessages = defineMessages({
  title: { id: 'reviews.title', defaultMessage: 'Customer reviews', description: 'Heading' },
  average: {
    id: 'reviews.average',
    defaultMessage: '{rating, number} out of 5',
    description: 'Average rating, may have one decimal',
  },
  basedOn: {
    id: 'reviews.basedOn',
    defaultMessage: '{count, plural, one {Based on # review} other {Based on # reviews}}',
    description: 'Below the average',
  },
  histogramRow: {
    id: 'reviews.histogram.row',
    defaultMessage:
      '{stars, plural, one {# star} other {# stars}}: {count, plural, one {# review} other {# reviews}}',
    description: 'Accessible text of one histogram bar',
  },
  stars: {
    id: 'reviews.stars',
    defaultMessage: '{count, plural, one {# star} other {# stars}}',
    description: 'Star button of the rating input',
  },
  verified: { id: 'reviews.verifiedPurchase', defaultMessage: 'Verified purchase', description: 'Badge' },
  byline: {
    id: 'reviews.byline',
    defaultMessage: '{name} on {date}',
    description: 'Author line; date is a formatted date',
  },
  empty: {
    id: 'reviews.empty',
    defaultMessage: 'No reviews yet. Be the first to review this product.',
    description: 'No reviews',
  },
  showMore: { id: 'reviews.showMore', defaultMessage: 'Show more reviews', description: 'Button' },
  write: { id: 'reviews.write', defaultMessage: 'Write a review', description: 'Button and form heading' },
  formRating: { id: 'reviews.form.rating', defaultMessage: 'Your rating', description: 'Field' },
  formTitle: { id: 'reviews.form.title', defaultMessage: 'Title of your review', description: 'Field' },
  formComment: { id: 'reviews.form.comment', defaultMessage: 'Your review', description: 'Field' },
  formSubmit: { id: 'reviews.form.submit', defaultMessage: 'Submit review', description: 'Button' },
  thankYou: {
    id: 'reviews.thankYou',
    defaultMessage: 'Thank you for your review! We check every review before it is published.',
    description: 'After submitting: the review is held for check',
  },
});

/** Back-in-stock notification (spec §3, §4, §5, §9). */
export const backInStockMessages = defineMessages({
  title: {
    id: 'backInStock.title',
    defaultMessage: 'Notify me when available',
    description: 'Heading and button',
  },
  text: {
    id: 'backInStock.text',
    defaultMessage:
      "Enter your email address and we'll let you know as soon as this product is available again.",
    description: 'Form intro',
  },
  submit: { id: 'backInStock.submit', defaultMessage: 'Notify me', description: 'Button' },
  privacy: {
    id: 'backInStock.privacy',
    defaultMessage:
      'We only use your email address for this notification and delete it once it has been sent, or after six months at the latest.',
    description: 'Small print',
  },
  emailRequired: {
    id: 'backInStock.emailRequired',
    defaultMessage: 'Please enter your email address for the notification.',
    description: 'Validation',
  },
  success: {
    id: 'backInStock.success',
    defaultMessage: "Thank you! We'll send you an email as soon as the product is available again.",
    description: 'Success',
  },
});

/** Newsletter signup in the footer (spec §2.3, §4, §5, §8). */
export const newsletterMessages = defineMessages({
  title: { id: 'newsletter.title', defaultMessage: 'Subscribe to our newsletter', description: 'Heading' },
  text: {
    id: 'newsletter.text',
    defaultMessage: 'Health tips, product news and exclusive offers straight to your inbox.',
    description: 'Intro',
  },
  emailPlaceholder: {
    id: 'newsletter.email.placeholder',
    defaultMessage: 'Your email address',
    description: 'Email field placeholder',
  },
  voucher: {
    id: 'newsletter.voucher',
    defaultMessage: 'Yes, I would like a voucher for my next order.',
    description: 'create_voucher checkbox',
  },
  consent: {
    id: 'newsletter.consent',
    defaultMessage: 'I would like to receive the newsletter by email. I can unsubscribe at any time.',
    description: 'Consent text beside the submit',
  },
  submit: { id: 'newsletter.submit', defaultMessage: 'Subscribe', description: 'Button' },
  submitting: {
    id: 'newsletter.submitting',
    defaultMessage: 'Subscribing…',
    description: 'While submitting',
  },
  success: {
    id: 'newsletter.success',
    defaultMessage: 'Thank you for subscribing! Please check your inbox to confirm your subscription.',
    description: 'Thank-you text',
  },
  failure: {
    id: 'NEWSLETTER_FAILURE',
    defaultMessage: 'Sorry, your subscription did not work. Please try again later.',
    description: 'Newsletter failure; the form stays (key as named by the spec)',
  },
  emailRequired: {
    id: 'NEWSLETTER_EMAIL_REQUIRED_ERROR',
    defaultMessage: 'Please enter your email!',
    description: 'Newsletter email missing (key as named by the spec)',
  },
});
