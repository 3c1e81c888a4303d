import type { EditionKey } from './editions.js';

/**
 * The product comparison's public path per edition. The spec names none (§2.3): we follow the favorites
 * pattern of §2.1, translated in de, fr and it, English elsewhere (docs/favorites.md).
 */
export const COMPARE_ROUTES: Readonly<Record<EditionKey, string>> = {
  de: '/de/vergleich',
  en: '/global/compare',
  fr: '/fr/comparer',
  it: '/it/confronta',
  nl: '/nl/compare',
  pl: '/pl/compare',
  gb: '/uk/compare',
  es: '/es/compare',
  id: '/id/compare',
};

/** Products compared side by side at most (issue 17), all of one category. */
export const COMPARE_LIMIT = 4;

/** Query parameter of the comparison page: the compared product ids, comma-separated (a shareable link). */
export const COMPARE_IDS_PARAM = 'ids';

/** The comparison page of an edition for some products. */
export function compareHref(edition: EditionKey, productIds: readonly string[]): string {
  const route = COMPARE_ROUTES[edition];
  return productIds.length
    ? `${route}?${COMPARE_IDS_PARAM}=${productIds.map(encodeURIComponent).join(',')}`
    : route;
}

/** The product ids a comparison link names: trimmed, unique, at most `COMPARE_LIMIT`. */
export function compareIdsOf(value: string | null | undefined): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^[\w-]{1,64}$/.test(id));
  return [...new Set(ids)].slice(0, COMPARE_LIMIT);
}
