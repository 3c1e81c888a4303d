import { defineMessages } from '@formatjs/intl';

/** The product page's sections and facts (spec §2.3 sections, §3 product: size type, recycling). */
export const productPageMessages = defineMessages({
  badges: {
    id: 'product.badges',
    defaultMessage: 'Product highlights',
    description: 'Accessible name of the list of badges (New, Bestseller) in the overview section',
  },
  technicalFaqLink: {
    id: 'product.technicalFaq.link',
    defaultMessage: 'Questions and answers about this product',
    description: "Link from the 'Technical data and FAQ' section to the product FAQ page",
  },
  downloadDocument: {
    id: 'product.download.document',
    defaultMessage: 'Document',
    description: 'Downloads table column: the file to open',
  },
  downloadProduct: {
    id: 'product.download.product',
    defaultMessage: 'Product',
    description: 'Downloads table column: product name',
  },
  downloadType: {
    id: 'product.download.type',
    defaultMessage: 'File type',
    description: 'Downloads table column: instructions for use or data sheet',
  },
  downloadLastUpdate: {
    id: 'product.download.lastUpdate',
    defaultMessage: 'Last update',
    description: 'Downloads table column: date the file was last updated',
  },
  downloadInstructions: {
    id: 'product.download.kind.instructions',
    defaultMessage: 'Instructions for use',
    description: 'File type of a download: the manual',
  },
  downloadDatasheet: {
    id: 'product.download.kind.datasheet',
    defaultMessage: 'Data sheet',
    description: 'File type of a download: the technical data sheet',
  },
  accessories: {
    id: 'product.accessories.accessories',
    defaultMessage: 'Accessories',
    description: "Sub-heading in the section 'Accessories and spare parts'",
  },
  spareParts: {
    id: 'product.accessories.spareParts',
    defaultMessage: 'Spare parts',
    description: "Sub-heading in the section 'Accessories and spare parts'",
  },
  sizeTypeTop: {
    id: 'product.sizeType.top',
    defaultMessage: 'Sizes for tops',
    description: 'Product fact: the sizes are upper-body (top) sizes',
  },
  sizeTypePants: {
    id: 'product.sizeType.pants',
    defaultMessage: 'Sizes for pants',
    description: 'Product fact: the sizes are trouser (pants) sizes',
  },
  recycling: {
    id: 'product.recycling',
    defaultMessage: 'Recycling class {recyclingClass}',
    description: 'Product fact: the recycling class of an electrical device (e.g. B)',
  },
  recyclingWithPrice: {
    id: 'product.recycling.withPrice',
    defaultMessage: 'Recycling class {recyclingClass}, recycling fee {price}',
    description:
      'Product fact: recycling class and the recycling fee included in the price (formatted price)',
  },
});
