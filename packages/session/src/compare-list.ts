import { COMPARE_LIMIT, type EditionKey } from '@shop/editions';

/** The products picked for comparison in one edition: all of one category, at most `COMPARE_LIMIT`. */
export interface CompareList {
  categoryId: string | null;
  ids: string[];
}

/** A product as the comparison needs it: its id and the category its comparison is kept under. */
export interface ComparableProduct {
  id: string;
  categoryId: string | null;
}

/** What a compare toggle did: `full` and `mixed` leave the list as it was and need a message. */
export type CompareOutcome = 'added' | 'removed' | 'full' | 'mixed';

export const EMPTY_COMPARE_LIST: CompareList = { categoryId: null, ids: [] };

/** The compare toggle's rule: remove if present; else add when there is room and the category matches. */
export function toggleCompared(
  list: CompareList,
  product: ComparableProduct,
): { list: CompareList; outcome: CompareOutcome } {
  if (list.ids.includes(product.id)) {
    const ids = list.ids.filter((id) => id !== product.id);
    return { list: { categoryId: ids.length ? list.categoryId : null, ids }, outcome: 'removed' };
  }
  if (list.ids.length >= COMPARE_LIMIT) return { list, outcome: 'full' };
  if (list.ids.length > 0 && list.categoryId !== product.categoryId) return { list, outcome: 'mixed' };
  return { list: { categoryId: product.categoryId, ids: [...list.ids, product.id] }, outcome: 'added' };
}

/** Local storage key of an edition's comparison: each edition keeps its own (its products and categories differ). */
/** What every edition's comparison key starts with. */
export const COMPARE_STORAGE_PREFIX = 'compare:';
export const compareStorageKey = (edition: EditionKey) => `${COMPARE_STORAGE_PREFIX}${edition}`;

export const isCompareList = (value: unknown): value is CompareList =>
  typeof value === 'object' &&
  value !== null &&
  ((value as CompareList).categoryId === null || typeof (value as CompareList).categoryId === 'string') &&
  Array.isArray((value as CompareList).ids) &&
  (value as CompareList).ids.length <= COMPARE_LIMIT &&
  (value as CompareList).ids.every((id) => typeof id === 'string');
