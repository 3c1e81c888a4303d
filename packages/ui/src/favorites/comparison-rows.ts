/** A row of technical data as the product page lists it. */
export interface TechnicalDataRow {
  label: string;
  value: string;
}

export interface ComparisonRow {
  label: string;
  /** One value per compared product, in their order; `null` where a product has no such row. */
  values: (string | null)[];
  /** The values are not all the same (an absent value counts as a value of its own). */
  differs: boolean;
}

const normal = (value: string | null) => (value ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * Every technical-data row of the compared products, labels in the order they first appear, with whether the
 * values differ (compared without case and surrounding spaces, so 'Weiß' and 'weiß ' count as equal).
 */
export function comparisonRows(
  products: readonly { technicalData: readonly TechnicalDataRow[] }[],
): ComparisonRow[] {
  const labels: string[] = [];
  for (const product of products) {
    for (const row of product.technicalData) if (!labels.includes(row.label)) labels.push(row.label);
  }
  return labels.map((label) => {
    const values = products.map((product) => {
      const value = product.technicalData.find((row) => row.label === label)?.value;
      return value === undefined || value.trim() === '' ? null : value;
    });
    return { label, values, differs: new Set(values.map(normal)).size > 1 };
  });
}
