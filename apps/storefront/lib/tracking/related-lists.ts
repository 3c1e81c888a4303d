// The product page's lists of related products as analytics names them: the same id and name in every edition,
// so reports compare them across editions (a category list is named by its category instead).
export const RELATED_PRODUCT_LISTS = {
  accessories: { id: 'accessories', name: 'Accessories' },
  spareParts: { id: 'spare_parts', name: 'Spare parts' },
} as const;
