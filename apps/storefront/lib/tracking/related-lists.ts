// The product page's lists of related products as analytics names them: the same id and name in every edition,
// so reports compare them across editions (a category list is named by its category instead).
export const RELATED_PRODUCT_LISTS = {
  accessories: { id: 'accessories', name: 'Accessories' },
  spareParts: { id: 'spare_parts', name: 'Spare parts' },
  /** The content service's `product-highlight-snippet` under the product's sections. */
  highlight: { id: 'product_highlight', name: 'Product highlight' },
} as const;
