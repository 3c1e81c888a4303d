// The product group of a page or search answer: documents of the current page and the aggregations.
import type { TextLanguage } from '../floor/markets';
import { type DocumentContext, productDocument } from './documents';
import type { ListingResult } from './listing';
import type { Filters } from './request';
import { LABELS, tr } from './texts';

export interface Aggregation {
  title: string;
  key: string;
  type: 'list_multiselect' | 'range_slider_price' | 'checkbox';
  values: Record<string, { key: string; count: number; position: number }>;
  min: number | null;
  max: number | null;
  selectedValues: string[] | { from: number | null; to: number | null };
  position: number;
}

const SIZE_ORDER = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'];
const sizeRank = (size: string) => {
  const index = SIZE_ORDER.indexOf(size);
  return index === -1 ? 100 + (Number.parseFloat(size) || 0) : index;
};

export function aggregationsOf(
  result: ListingResult,
  filters: Filters,
  language: TextLanguage,
): Record<string, Aggregation> {
  const aggregations: Record<string, Aggregation> = {};
  const sizes = Object.entries(result.sizes).sort(
    ([a], [b]) => sizeRank(a) - sizeRank(b) || a.localeCompare(b),
  );
  if (sizes.length > 0 || filters.sizes.length > 0) {
    aggregations.size = {
      title: tr(LABELS.size, language),
      key: 'size',
      type: 'list_multiselect',
      values: Object.fromEntries(sizes.map(([key, count], position) => [key, { key, count, position }])),
      min: null,
      max: null,
      selectedValues: filters.sizes,
      position: 1,
    };
  }
  aggregations.price = {
    title: tr(LABELS.price, language),
    key: 'price',
    type: 'range_slider_price',
    values: {},
    min: result.price.min,
    max: result.price.max,
    selectedValues: { from: filters.priceFrom, to: filters.priceTo },
    position: 2,
  };
  aggregations.in_stock = {
    title: tr(LABELS.inStock, language),
    key: 'in_stock',
    type: 'checkbox',
    values: { '1': { key: '1', count: result.inStock, position: 0 } },
    min: null,
    max: null,
    selectedValues: filters.inStock ? ['1'] : [],
    position: 3,
  };
  return aggregations;
}

export function productGroup(
  result: ListingResult,
  ctx: DocumentContext,
  filters: Filters,
  offset: number,
  enableAggregations: boolean,
) {
  const items = result.ids.flatMap((id) => {
    const product = ctx.model.catalogue.productsById.get(id);
    return product ? [productDocument(product, ctx)] : [];
  });
  return {
    items,
    count: items.length,
    total: result.total,
    offset,
    aggregations: enableAggregations ? aggregationsOf(result, filters, ctx.language) : {},
  };
}
