// Product filters and their facets (the values with counts a listing offers) of the Storefront API.
import { GraphQLError } from 'graphql';
import {
  isAvailable,
  optionByName,
  optionName,
  optionValue,
  priceCents,
  variantHasValue,
} from '../catalogue/present';
import type { Catalogue, CatalogueProduct, CatalogueVariant } from '../catalogue/read-model';
import { FILTER_LABELS, pick } from '../catalogue/vocabulary';
import type { Language } from '../floor/markets';
import { decimal } from '../floor/money';
import type { InContext } from './context';

// ---------------------------------------------------------------- filters

export interface ProductFilterInput {
  available?: boolean | null;
  price?: { min?: number | null; max?: number | null } | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: { name: string; value: string } | null;
  category?: unknown;
  productMetafield?: unknown;
  variantMetafield?: unknown;
  taxonomyMetafield?: unknown;
}

type Group = 'available' | 'price' | 'productType' | 'productVendor' | 'tag' | `option:${string}`;

interface GroupedFilters {
  product: Map<Group, ProductFilterInput[]>;
  variant: Map<Group, ProductFilterInput[]>;
}

function groupOf(filter: ProductFilterInput): { group: Group; level: 'product' | 'variant' } {
  if (filter.available != null) return { group: 'available', level: 'variant' };
  if (filter.price) return { group: 'price', level: 'variant' };
  if (filter.productType != null) return { group: 'productType', level: 'product' };
  if (filter.productVendor != null) return { group: 'productVendor', level: 'product' };
  if (filter.tag != null) return { group: 'tag', level: 'product' };
  if (filter.variantOption)
    return { group: `option:${filter.variantOption.name.toLowerCase()}`, level: 'variant' };
  throw new GraphQLError(
    'The sandbox supports the filters available, price, productType, productVendor, tag and variantOption.',
    {
      extensions: { code: 'NOT_IMPLEMENTED_BY_SANDBOX' },
    },
  );
}

function group(filters: readonly ProductFilterInput[], except?: Group): GroupedFilters {
  const grouped: GroupedFilters = { product: new Map(), variant: new Map() };
  for (const filter of filters) {
    const { group: name, level } = groupOf(filter);
    if (name === except) continue;
    const map = grouped[level];
    map.set(name, [...(map.get(name) ?? []), filter]);
  }
  return grouped;
}

function variantMatches(
  catalogue: Catalogue,
  variant: CatalogueVariant,
  filter: ProductFilterInput,
  context: InContext,
): boolean {
  if (filter.available != null) return isAvailable(variant) === filter.available;
  if (filter.price) {
    const price = priceCents(variant, context.currency);
    if (filter.price.min != null && price < Math.round(filter.price.min * 100)) return false;
    if (filter.price.max != null && price > Math.round(filter.price.max * 100)) return false;
    return true;
  }
  if (filter.variantOption) {
    const option = optionByName(catalogue, variant.product, filter.variantOption.name);
    return option ? variantHasValue(catalogue, variant, option, filter.variantOption.value) : false;
  }
  return true;
}

function productMatches(product: CatalogueProduct, filter: ProductFilterInput): boolean {
  if (filter.productType != null)
    return product.productType.toLowerCase() === filter.productType.toLowerCase();
  if (filter.productVendor != null)
    return product.vendor.toLowerCase() === filter.productVendor.toLowerCase();
  if (filter.tag != null) return product.tags.some((tag) => tag.toLowerCase() === filter.tag?.toLowerCase());
  return true;
}

/** Same kind of filter: any may match (OR); different kinds: all must (AND); variant filters on one variant. */
function matches(
  catalogue: Catalogue,
  product: CatalogueProduct,
  grouped: GroupedFilters,
  context: InContext,
): boolean {
  for (const filters of grouped.product.values()) {
    if (!filters.some((filter) => productMatches(product, filter))) return false;
  }
  if (grouped.variant.size === 0) return true;
  return product.variants.some((variant) =>
    [...grouped.variant.values()].every((filters) =>
      filters.some((filter) => variantMatches(catalogue, variant, filter, context)),
    ),
  );
}

export function applyFilters(
  catalogue: Catalogue,
  products: readonly CatalogueProduct[],
  filters: readonly ProductFilterInput[] | null | undefined,
  context: InContext,
): CatalogueProduct[] {
  if (!filters?.length) return [...products];
  const grouped = group(filters);
  return products.filter((product) => matches(catalogue, product, grouped, context));
}

// ---------------------------------------------------------------- facets

interface FilterValueOut {
  __typename: 'FilterValue';
  id: string;
  label: string;
  count: number;
  input: string;
  image: null;
  swatch: null;
}

export interface FilterOut {
  __typename: 'Filter';
  id: string;
  label: string;
  type: 'LIST' | 'PRICE_RANGE' | 'BOOLEAN';
  presentation: 'TEXT' | null;
  values: FilterValueOut[];
}

function value(id: string, label: string, count: number, input: unknown): FilterValueOut {
  return {
    __typename: 'FilterValue',
    id,
    label,
    count,
    input: JSON.stringify(input),
    image: null,
    swatch: null,
  };
}

/** The filters Shopify's Search & Discovery would show, with counts under the other applied filters. */
export function facets(
  catalogue: Catalogue,
  products: readonly CatalogueProduct[],
  applied: readonly ProductFilterInput[] | null | undefined,
  context: InContext,
): FilterOut[] {
  const language: Language = context.language;
  const under = (except: Group) => {
    const grouped = group(applied ?? [], except);
    return products.filter((product) => matches(catalogue, product, grouped, context));
  };
  const result: FilterOut[] = [];

  const forAvailability = under('available');
  const inStock = forAvailability.filter((product) => product.variants.some(isAvailable)).length;
  const outOfStock = forAvailability.filter((product) => !product.variants.every(isAvailable)).length;
  result.push({
    __typename: 'Filter',
    id: 'filter.v.availability',
    label: pick(FILTER_LABELS.availability, language),
    type: 'LIST',
    presentation: 'TEXT',
    values: [
      value('filter.v.availability.1', pick(FILTER_LABELS.inStock, language), inStock, { available: true }),
      value('filter.v.availability.0', pick(FILTER_LABELS.outOfStock, language), outOfStock, {
        available: false,
      }),
    ],
  });

  const forPrice = under('price');
  let maxCents = 0;
  for (const product of forPrice) {
    for (const variant of product.variants)
      maxCents = Math.max(maxCents, priceCents(variant, context.currency));
  }
  result.push({
    __typename: 'Filter',
    id: 'filter.v.price',
    label: pick(FILTER_LABELS.price, language),
    type: 'PRICE_RANGE',
    presentation: null,
    values: [
      value('filter.v.price', pick(FILTER_LABELS.price, language), 0, {
        price: { min: 0, max: Number(decimal(maxCents)) },
      }),
    ],
  });

  const forType = under('productType');
  const types = new Map<string, number>();
  for (const product of forType) types.set(product.productType, (types.get(product.productType) ?? 0) + 1);
  if (types.size > 0) {
    result.push({
      __typename: 'Filter',
      id: 'filter.p.product_type',
      label: pick(FILTER_LABELS.productType, language),
      type: 'LIST',
      presentation: 'TEXT',
      values: [...types.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([type, count]) => value(`filter.p.product_type.${type}`, type, count, { productType: type })),
    });
  }

  for (const key of ['size', 'colour'] as const) {
    const withOption = products.filter((product) => product.options.some((option) => option.key === key));
    if (withOption.length === 0) continue;
    const sample = withOption[0]?.options.find((option) => option.key === key);
    if (!sample) continue;
    const name = optionName(catalogue, sample, language);
    const forOption = under(`option:${name.toLowerCase()}`);
    const counts = new Map<string, number>();
    for (const product of forOption) {
      const option = product.options.find((candidate) => candidate.key === key);
      if (!option) continue;
      const seen = new Set(
        product.variants.map((variant) => optionValue(catalogue, variant, option, language)),
      );
      for (const label of seen) counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    const shopifyKey = key === 'colour' ? 'color' : key;
    result.push({
      __typename: 'Filter',
      id: `filter.v.option.${shopifyKey}`,
      label: name,
      type: 'LIST',
      presentation: 'TEXT',
      values: [...counts.entries()].map(([label, count]) =>
        value(`filter.v.option.${shopifyKey}.${label}`, label, count, {
          variantOption: { name, value: label },
        }),
      ),
    });
  }
  return result;
}
