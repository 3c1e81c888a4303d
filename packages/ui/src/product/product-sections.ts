import type { MessageId } from '@shop/i18n';
import type { ReactNode } from 'react';

/** The product detail sections of §2.3, in page order. */
export const PRODUCT_SECTIONS = [
  'overview',
  'functions',
  'technicalDetails',
  'technicalDataAndFaq',
  'accessories',
  'downloads',
  'reviews',
  'scopeOfDelivery',
  'faq',
  'bundle',
] as const;
export type ProductSectionId = (typeof PRODUCT_SECTIONS)[number];

/** One section of the product page: where it goes in the order, its heading (the default one when left out), its content. */
export interface ProductSectionData {
  id: ProductSectionId;
  title?: string;
  /** `null` or `undefined`: the product has nothing for this section, and it is left out. */
  content: ReactNode;
}

/** The heading of each section. */
export const PRODUCT_SECTION_TEXT: Record<ProductSectionId, MessageId> = {
  overview: 'product.section.overview',
  functions: 'product.section.functions',
  technicalDetails: 'product.section.technicalDetails',
  technicalDataAndFaq: 'product.section.technicalDataAndFaq',
  accessories: 'product.section.accessories',
  downloads: 'product.section.downloads',
  reviews: 'product.section.reviews',
  scopeOfDelivery: 'product.section.scopeOfDelivery',
  faq: 'product.section.faq',
  bundle: 'product.section.bundle',
};

/** The sections that have content, in the spec's order whatever order they were given in. */
export function orderedSections(sections: readonly ProductSectionData[]): ProductSectionData[] {
  return sections
    .filter(
      (section) => section.content !== null && section.content !== undefined && section.content !== false,
    )
    .sort((a, b) => PRODUCT_SECTIONS.indexOf(a.id) - PRODUCT_SECTIONS.indexOf(b.id));
}
