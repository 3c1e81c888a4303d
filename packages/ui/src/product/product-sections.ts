import type { MessageId } from '@shop/i18n';

/** The product detail sections of §2.3, in page order. */
export const PRODUCT_SECTIONS = [
  'overview',
  'functions',
  'technicalDetails',
  'technicalData',
  'technicalDataAndFaq',
  'accessories',
  'downloads',
  'reviews',
  'scopeOfDelivery',
  'faq',
  'bundle',
] as const;
export type ProductSectionId = (typeof PRODUCT_SECTIONS)[number];

/** The heading of each section. */
export const PRODUCT_SECTION_TEXT: Record<ProductSectionId, MessageId> = {
  overview: 'product.section.overview',
  functions: 'product.section.functions',
  technicalDetails: 'product.section.technicalDetails',
  technicalData: 'product.section.technicalData',
  technicalDataAndFaq: 'product.section.technicalDataAndFaq',
  accessories: 'product.section.accessories',
  downloads: 'product.section.downloads',
  reviews: 'product.section.reviews',
  scopeOfDelivery: 'product.section.scopeOfDelivery',
  faq: 'product.section.faq',
  bundle: 'product.section.bundle',
};
