import { defineMessages } from '@formatjs/intl';

/** Product detail, product tile, prices and availability (spec §2.3, §3 product, §4 statuses, §9). */
export const productMessages = defineMessages({
  sectionsNav: {
    id: 'product.sections.nav',
    defaultMessage: 'Product information',
    description:
      'Product detail: accessible name of the list of links to the sections (overview, technical data…)',
  },
  sectionOverview: {
    id: 'product.section.overview',
    defaultMessage: 'Overview',
    description: 'Detail section',
  },
  sectionFunctions: {
    id: 'product.section.functions',
    defaultMessage: 'Functions',
    description: 'Detail section',
  },
  sectionTechnicalDetails: {
    id: 'product.section.technicalDetails',
    defaultMessage: 'Technical details',
    description: 'Detail section',
  },
  sectionTechnicalData: {
    id: 'product.section.technicalData',
    defaultMessage: 'Technical data',
    description: 'Detail section',
  },
  sectionTechnicalDataAndFaq: {
    id: 'product.section.technicalDataAndFaq',
    defaultMessage: 'Technical data and FAQ',
    description: 'Detail section',
  },
  sectionAccessories: {
    id: 'product.section.accessories',
    defaultMessage: 'Accessories and spare parts',
    description: 'Detail section',
  },
  sectionDownloads: {
    id: 'product.section.downloads',
    defaultMessage: 'Downloads',
    description: 'Detail section',
  },
  sectionReviews: { id: 'product.section.reviews', defaultMessage: 'Reviews', description: 'Detail section' },
  sectionScopeOfDelivery: {
    id: 'product.section.scopeOfDelivery',
    defaultMessage: 'Scope of delivery',
    description: 'Detail section: what is in the box',
  },
  sectionFaq: { id: 'product.section.faq', defaultMessage: 'FAQ', description: 'Detail section' },
  sectionBundle: { id: 'product.section.bundle', defaultMessage: 'Bundle', description: 'Detail section' },
  keyFeatures: { id: 'product.keyFeatures', defaultMessage: 'Key features', description: 'Heading' },
  articleNumber: {
    id: 'product.articleNumber',
    defaultMessage: 'Item no. {articleNumber}',
    description: 'Article number under the title',
  },
  colourCount: {
    id: 'product.colourCount',
    defaultMessage: '{count, plural, one {# color} other {# colors}}',
    description: 'Number of colours on the product tile',
  },
  galleryLabel: { id: 'product.gallery.label', defaultMessage: 'Product images', description: 'aria-label' },
  galleryPrevious: {
    id: 'product.gallery.previous',
    defaultMessage: 'Previous image',
    description: 'Button',
  },
  galleryNext: { id: 'product.gallery.next', defaultMessage: 'Next image', description: 'Button' },
  galleryShow: {
    id: 'product.gallery.show',
    defaultMessage: 'Show image {index} of {total}',
    description: 'Thumbnail button',
  },
  priceCurrent: {
    id: 'product.price.current',
    defaultMessage: 'Current price: {price}',
    description: 'Accessible text of the price; price is formatted',
  },
  priceStrikethrough: {
    id: 'product.price.strikethrough',
    defaultMessage: 'Previous price: {price}',
    description: 'Accessible text of the strikethrough price',
  },
  priceRrp: {
    id: 'product.price.rrp',
    defaultMessage: 'RRP {price}',
    description: 'Recommended retail price, short form beside the price',
  },
  priceRrpLong: {
    id: 'product.price.rrp.long',
    defaultMessage: "Manufacturer's recommended retail price",
    description: 'Tooltip or footnote of the RRP',
  },
  priceWas: { id: 'product.price.was', defaultMessage: 'Was {price}', description: 'UK was-price' },
  priceDiscount: {
    id: 'product.price.discount',
    defaultMessage: 'Save {discount, number}%',
    description: 'UK discount label; discount is a whole percentage such as 20',
  },
  priceFrom: {
    id: 'product.price.from',
    defaultMessage: 'from {price}',
    description: 'Lowest variant price',
  },
  vatIncluded: {
    id: 'price.vat.included',
    defaultMessage: 'VAT included',
    description: 'Stores without a VAT rate',
  },
  vatIncludedRate: {
    id: 'price.vat.includedRate',
    defaultMessage: 'Incl. {rate, number}% VAT',
    description: 'Stores with a VAT rate in the copy (de 19, it 22, nl 21, pl 23)',
  },
  plusShipping: {
    id: 'price.plusShipping',
    defaultMessage: 'plus shipping',
    description: 'After the VAT note',
  },
  free: { id: 'price.free', defaultMessage: 'Free', description: 'A zero shipping cost' },
  statusInStock: { id: 'product.status.inStock', defaultMessage: 'In stock', description: 'Availability' },
  statusFewInStock: {
    id: 'product.status.fewInStock',
    defaultMessage: 'Few in stock',
    description: 'Availability',
  },
  statusBackInStockShortly: {
    id: 'product.status.backInStockShortly',
    defaultMessage: 'Back in stock shortly',
    description: 'Availability',
  },
  statusNotAvailableOnline: {
    id: 'product.status.notAvailableOnline',
    defaultMessage: 'Not available online',
    description: 'Availability',
  },
  statusSoldOut: {
    id: 'product.status.soldOut',
    defaultMessage: 'Sold out',
    description: 'Product tile state',
  },
  statusSizeUnavailable: {
    id: 'product.status.sizeUnavailable',
    defaultMessage: 'Size not available',
    description: 'The chosen size cannot be ordered',
  },
  suggestionUnavailable: {
    id: 'PRODUCT_STATUS_NOT_UNAVAILABLE',
    defaultMessage: 'Currently unavailable',
    description: 'Autosuggest: the suggested product is unavailable (key as named by the spec)',
  },
  sizeLabel: { id: 'product.size.label', defaultMessage: 'Size', description: 'Size selector label' },
  sizeChoose: {
    id: 'product.size.choose',
    defaultMessage: 'Choose a size',
    description: 'Size selector prompt, and the error when adding to cart without a size',
  },
  sizeWithColour: {
    id: 'product.size.withColour',
    defaultMessage: '{size} – {colour}',
    description:
      'A size that the product has in more than one colour, named with its colour (e.g. M – Black)',
  },
  sizeOptionUnavailable: {
    id: 'product.size.optionUnavailable',
    defaultMessage: '{size} (not available)',
    description: 'Accessible name of a size that cannot be chosen',
  },
  quantityLabel: { id: 'product.quantity.label', defaultMessage: 'Quantity', description: 'Quantity input' },
  quantityDecrease: {
    id: 'product.quantity.decrease',
    defaultMessage: 'Decrease quantity',
    description: 'Button',
  },
  quantityIncrease: {
    id: 'product.quantity.increase',
    defaultMessage: 'Increase quantity',
    description: 'Button',
  },
  addToCart: { id: 'product.addToCart', defaultMessage: 'Add to cart', description: 'Button' },
  addingToCart: {
    id: 'product.addToCart.busy',
    defaultMessage: 'Adding…',
    description: 'Button while adding',
  },
  purchaseLimit: {
    id: 'product.purchaseLimit',
    defaultMessage: 'Max. {count, plural, one {# item} other {# items}} per household',
    description: "Purchase limit text: 'Max. N items per household'",
  },
  favoriteAdd: {
    id: 'product.favorite.add',
    defaultMessage: 'Add to favorites',
    description: 'Heart button',
  },
  favoriteRemove: {
    id: 'product.favorite.remove',
    defaultMessage: 'Remove from favorites',
    description: 'Heart button when the product is a favorite',
  },
  ratingSummary: {
    id: 'product.rating.summary',
    defaultMessage: '{rating, number} out of 5 stars',
    description: 'Accessible text of the star rating; rating may have one decimal',
  },
  reviewCount: {
    id: 'product.reviewCount',
    defaultMessage: '{count, plural, one {# review} other {# reviews}}',
    description: 'Beside the star rating',
  },
  bundleContents: {
    id: 'product.bundle.contents',
    defaultMessage: 'This bundle contains {count, plural, one {# product} other {# products}}',
    description: 'Bundle section intro',
  },
});
