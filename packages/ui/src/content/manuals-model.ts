// The manuals and downloads page's view models and its filter (spec §2.3), without React.

/** What a document is: instructions for use or a data sheet. */
export type ManualKind = 'instructions' | 'datasheet';

export interface ManualEntryData {
  id: string;
  productName: string;
  articleNumber: string;
  categoryId: string;
  kind: ManualKind;
  /** The file on the media service. */
  url: string;
  /** ISO date of the last update, and the same formatted for the edition. */
  lastUpdate: string;
  lastUpdateText: string;
}

export interface ManualsFilter {
  /** Product name or article number. */
  q: string;
  category: string;
  fileType: ManualKind | '';
}

export const EMPTY_MANUALS_FILTER: ManualsFilter = { q: '', category: '', fileType: '' };

/** The query parameters of the filter form (a GET form, so it works before hydration). */
export const MANUALS_PARAMS = { q: 'q', category: 'category', fileType: 'fileType' } as const;

const KINDS: readonly ManualKind[] = ['instructions', 'datasheet'];

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The filter a page's query names; unknown file types are no filter. */
export function manualsFilterOf(
  query: Readonly<Record<string, string | string[] | undefined>>,
): ManualsFilter {
  const fileType = first(query[MANUALS_PARAMS.fileType]);
  return {
    q: first(query[MANUALS_PARAMS.q]).trim().slice(0, 100),
    category: first(query[MANUALS_PARAMS.category]),
    fileType: KINDS.find((kind) => kind === fileType) ?? '',
  };
}

/** The query string of a filter, without empty values. */
export function manualsQuery(filter: ManualsFilter): string {
  const params = new URLSearchParams();
  if (filter.q.trim()) params.set(MANUALS_PARAMS.q, filter.q.trim());
  if (filter.category) params.set(MANUALS_PARAMS.category, filter.category);
  if (filter.fileType) params.set(MANUALS_PARAMS.fileType, filter.fileType);
  return params.toString();
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** Entries whose product name or article number contains the phrase, in the category and of the file type. */
export function filterManuals(entries: readonly ManualEntryData[], filter: ManualsFilter): ManualEntryData[] {
  const phrase = fold(filter.q.trim());
  return entries.filter(
    (entry) =>
      (!filter.category || entry.categoryId === filter.category) &&
      (!filter.fileType || entry.kind === filter.fileType) &&
      (!phrase || fold(entry.productName).includes(phrase) || fold(entry.articleNumber).includes(phrase)),
  );
}
