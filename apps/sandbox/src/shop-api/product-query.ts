// Product search syntax, filters, facets and sort orders of the Storefront API, over the in-memory catalogue.
import { GraphQLError } from 'graphql';
import {
  isAvailable,
  optionByName,
  optionName,
  optionValue,
  priceCents,
  productText,
  variantHasValue,
} from '../catalogue/present';
import type { Catalogue, CatalogueProduct, CatalogueVariant } from '../catalogue/read-model';
import { FILTER_LABELS, pick } from '../catalogue/vocabulary';
import type { Language } from '../floor/markets';
import { decimal } from '../floor/money';
import type { InContext } from './context';

// ---------------------------------------------------------------- query syntax

interface Term {
  field: string | null;
  value: string;
  negate: boolean;
  comparator: '' | '<' | '>' | '<=' | '>=';
}

function tokenize(query: string): Term[] {
  const terms: Term[] = [];
  const pattern = /(-)?(?:([A-Za-z_.]+):(<=|>=|<|>)?)?(?:"([^"]*)"|'([^']*)'|(\S+))/g;
  for (const match of query.matchAll(pattern)) {
    const value = (match[4] ?? match[5] ?? match[6] ?? '').trim();
    if (!value || value === 'AND' || value === 'OR') continue;
    if (value === 'NOT') continue;
    terms.push({
      negate: match[1] === '-',
      field: match[2]?.toLowerCase() ?? null,
      comparator: (match[3] ?? '') as Term['comparator'],
      value,
    });
  }
  return terms;
}

const normalised = new Map<string, string>();

/** Lower case without accents; catalogue texts are few and reused, so results are kept. */
function normalise(text: string): string {
  const known = normalised.get(text);
  if (known !== undefined) return known;
  const value = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (normalised.size > 200_000) normalised.clear();
  normalised.set(text, value);
  return value;
}

function compare(actual: number, comparator: Term['comparator'], expected: number): boolean {
  switch (comparator) {
    case '<':
      return actual < expected;
    case '>':
      return actual > expected;
    case '<=':
      return actual <= expected;
    case '>=':
      return actual >= expected;
    default:
      return actual === expected;
  }
}

/** Scores a product against a Shopify search query; 0 means no match. */
export function productMatcher(
  query: string | null | undefined,
  context: InContext,
): ((product: CatalogueProduct) => number) | null {
  if (!query?.trim()) return null;
  const terms = tokenize(query);
  if (terms.length === 0) return null;
  return (product) => {
    let score = 0;
    for (const term of terms) {
      const hit = termScore(product, term, context);
      if (term.negate ? hit > 0 : hit === 0) return 0;
      score += term.negate ? 0 : hit;
    }
    return Math.max(score, 1);
  };
}

function termScore(product: CatalogueProduct, term: Term, context: InContext): number {
  // A prefix query ("humidi", "therm*") matches inside words too, so plain containment covers both forms.
  const value = normalise(term.value.replace(/\*$/, ''));
  const text = productText(product, context.language);
  const contains = (haystack: string) => normalise(haystack).includes(value);
  switch (term.field) {
    case null:
    case 'title':
      if (contains(text.title)) return 10;
      if (term.field === 'title') return 0;
      if (contains(product.productType) || product.tags.some((tag) => contains(tag))) return 5;
      if (product.variants.some((variant) => normalise(variant.sku).includes(value))) return 5;
      if (normalise(product.articleNumber) === value) return 5;
      return contains(text.description) ? 1 : 0;
    case 'product_type':
      return normalise(product.productType) === value ? 1 : 0;
    case 'vendor':
      return normalise(product.vendor) === value ? 1 : 0;
    case 'tag':
      return product.tags.some((tag) => normalise(tag) === value) ? 1 : 0;
    case 'tag_not':
      return product.tags.some((tag) => normalise(tag) === value) ? 0 : 1;
    case 'handle':
      return product.handle === term.value ? 1 : 0;
    case 'id':
      return String(product.id) === term.value ? 1 : 0;
    case 'sku':
    case 'variants.sku':
      return product.variants.some((variant) => normalise(variant.sku) === value) ? 1 : 0;
    case 'available_for_sale':
      return product.variants.some(isAvailable) === (value === 'true') ? 1 : 0;
    case 'variants.price':
    case 'price': {
      const expected = Math.round(Number(term.value) * 100);
      if (!Number.isFinite(expected)) return 0;
      return product.variants.some((variant) =>
        compare(priceCents(variant, context.currency), term.comparator, expected),
      )
        ? 1
        : 0;
    }
    default:
      return contains(text.title) ? 1 : 0;
  }
}

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

// ---------------------------------------------------------------- sorting

export type SortKey =
  | 'TITLE'
  | 'PRODUCT_TYPE'
  | 'VENDOR'
  | 'UPDATED_AT'
  | 'CREATED_AT'
  | 'CREATED'
  | 'BEST_SELLING'
  | 'PRICE'
  | 'ID'
  | 'RELEVANCE'
  | 'MANUAL'
  | 'COLLECTION_DEFAULT';

function minPrice(product: CatalogueProduct, context: InContext): number {
  let min = Number.POSITIVE_INFINITY;
  for (const variant of product.variants) min = Math.min(min, priceCents(variant, context.currency));
  return min;
}

/** Sorts by a key computed once per product, not once per comparison. */
function sortByKey<K extends number | string>(
  products: CatalogueProduct[],
  keyOf: (product: CatalogueProduct) => K,
  compare: (a: K, b: K) => number,
): CatalogueProduct[] {
  return products
    .map((product) => ({ product, key: keyOf(product) }))
    .sort((a, b) => compare(a.key, b.key) || a.product.id - b.product.id)
    .map((entry) => entry.product);
}

export function sortProducts(
  products: CatalogueProduct[],
  sortKey: SortKey | null | undefined,
  context: InContext,
  scores?: Map<number, number>,
): CatalogueProduct[] {
  const collator = new Intl.Collator(context.language);
  const text = (a: string, b: string) => collator.compare(a, b);
  const number = (a: number, b: number) => a - b;
  switch (sortKey) {
    case 'TITLE':
      return sortByKey(products, (product) => productText(product, context.language).title, text);
    case 'PRODUCT_TYPE':
      return sortByKey(products, (product) => product.productType, text);
    case 'VENDOR':
      return sortByKey(products, (product) => product.vendor, text);
    case 'UPDATED_AT':
      return sortByKey(products, (product) => product.updatedAt.getTime(), number);
    case 'CREATED_AT':
    case 'CREATED':
      return sortByKey(products, (product) => product.createdAt.getTime(), number);
    case 'BEST_SELLING':
      return sortByKey(products, (product) => -product.popularity, number);
    case 'PRICE':
      return sortByKey(products, (product) => minPrice(product, context), number);
    case 'ID':
      return sortByKey(products, (product) => product.id, number);
    case 'RELEVANCE':
      return scores ? sortByKey(products, (product) => -(scores.get(product.id) ?? 0), number) : products;
    default:
      return products;
  }
}
