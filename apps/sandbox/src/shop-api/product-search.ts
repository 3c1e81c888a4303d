// Product search syntax and sort orders of the Storefront API, over the in-memory catalogue.
import { isAvailable, priceCents, productText } from '../catalogue/present';
import type { CatalogueProduct } from '../catalogue/read-model';
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
