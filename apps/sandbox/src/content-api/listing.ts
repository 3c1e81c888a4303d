// Listings in SQL over the search index: full-text match (in the language's configuration, unaccented, title
// weighted above description, article numbers exact), filters, the aggregations of the current result (each
// computed with every filter but its own, so multi-select works), sorting by the customer group's price, and paging.
import { type SQL, sql } from 'drizzle-orm';
import { TEXT_SEARCH_CONFIG } from '../catalogue/search-index';
import type { Db } from '../db/database';
import type { Currency, TextLanguage } from '../floor/markets';
import type { Filters, Sorting } from './request';

export interface ListingQuery {
  language: TextLanguage;
  currency: Currency;
  phrase: string | null;
  categoryId: number | null;
  productIds: number[] | null;
  filters: Filters;
  sorting: Sorting;
  count: number;
  offset: number;
  useStock: boolean;
  /** The size, price and in-stock aggregations; without them only the total, the page and the categories. */
  withAggregations: boolean;
  /** Link groups (categories of the hits) for search. */
  withCategories: boolean;
}

export interface ListingResult {
  total: number;
  ids: number[];
  sizes: Record<string, number>;
  /** In the currency's units (the index keeps integer cents). */
  price: { min: number | null; max: number | null };
  inStock: number;
  categories: { id: number; count: number }[];
}

const PRICE_COLUMN: Record<Currency, string> = {
  EUR: 'price_eur_cents',
  PLN: 'price_pln_cents',
  GBP: 'price_gbp_cents',
};
const MAX_CENTS = 2_147_483_647;

/** A price filter bound as integer cents: prices are whole cents, so `from` rounds up and `to` rounds down. */
export function boundCents(value: number, round: 'up' | 'down'): number {
  const cents = value * 100;
  const nearest = Math.round(cents);
  // 19.99 * 100 is 1998.9999999999998: a value that is whole cents up to float error is taken as it is.
  const whole =
    Math.abs(cents - nearest) < 1e-6 ? nearest : round === 'up' ? Math.ceil(cents) : Math.floor(cents);
  return Math.min(Math.max(whole, 0), MAX_CENTS);
}

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  ((result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[])) as Record<
    string,
    unknown
  >[];

const TRUE = sql`true`;
const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` AND `) : TRUE);

/**
 * One statement per listing. The matching rows (`base`: a few integer columns) are read once through the
 * language's own GIN indexes and kept; one hash aggregation over them, grouped by the ids of their size list and
 * category list, gives a few dozen groups from which the total and every aggregation are summed, each with every
 * filter but its own (the size filter is a property of the group, the others are FILTER clauses); the page is a
 * top-N sort over the same rows. The relevance rank (ts_rank over the small title vector) is computed only when
 * sorting by it.
 */
export async function queryListing(db: Db, q: ListingQuery): Promise<ListingResult> {
  const config = TEXT_SEARCH_CONFIG[q.language];
  if (config === undefined) throw new Error(`No search configuration for language ${q.language}`);
  // Literals, not parameters (both come from fixed lists): the planner keeps only the language's partition of
  // search_documents, and a constant configuration lets it fold the tsquery once instead of per row.
  const scope: SQL[] = [sql.raw(`d.language = '${q.language}'`)];
  const tsConfig = sql.raw(`'${config}'::regconfig`);
  if (q.categoryId !== null) scope.push(sql`d.category_ids @> ARRAY[${q.categoryId}]::int[]`);
  if (q.productIds !== null) {
    scope.push(q.productIds.length ? sql`d.product_id IN ${q.productIds}` : sql`false`);
  }
  const phrase = q.phrase?.trim() ?? '';
  const byRank = q.sorting.key === 'relevance';
  let rank: SQL | null = null;
  let codeHits = sql``;
  if (phrase) {
    // search_fold is an immutable lower(unaccent()), so the tsquery and the pattern are folded into constants.
    const ts = sql`websearch_to_tsquery(${tsConfig}, search_fold(${phrase}))`;
    const code = sql`d.codes @> ARRAY[${phrase}]::text[]`;
    const pattern = `%${phrase.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    // A substring of the folded title (compounds, a word being typed), the full text, or a code. Rows the
    // trigram index found are rechecked, so the cheapest check comes first and the OR stops at the first true.
    scope.push(
      phrase.length >= 3
        ? sql`(d.folded LIKE search_fold(${pattern}) OR d.document @@ ${ts} OR ${code})`
        : sql`(d.document @@ ${ts} OR ${code})`,
    );
    if (byRank) {
      // Title above description (a description-only match ranks 0), exact codes first. The products whose code
      // is the phrase are looked up once (the codes index), not by comparing every hit's codes.
      codeHits = sql`codes AS MATERIALIZED (
        SELECT coalesce(array_agg(d.product_id), '{}') AS ids FROM search_documents d
        WHERE ${sql.raw(`d.language = '${q.language}'`)} AND ${code}
      ),`;
      rank = sql`ts_rank(d.title_document, ${ts})
        + CASE WHEN d.product_id = ANY((SELECT ids FROM codes)::bigint[]) THEN 10 ELSE 0 END`;
    }
  }
  if (q.useStock) scope.push(sql`d.in_stock`);

  const f = q.filters;
  // Rows carry the id of their size list; the size filter is the set of lists that hold a selected size.
  const chosenSizes = f.sizes.length
    ? sql`, chosen AS MATERIALIZED (SELECT s.id FROM search_size_sets s WHERE s.sizes && ARRAY[${sql.join(
        f.sizes.map((size) => sql`${size}`),
        sql`, `,
      )}]::text[])`
    : sql``;
  const sizeOf = (alias: string) =>
    f.sizes.length ? sql`${sql.raw(alias)}.size_set IN (SELECT id FROM chosen)` : TRUE;
  const priceParts: SQL[] = [];
  if (f.priceFrom !== null) priceParts.push(sql`b.price >= ${boundCents(f.priceFrom, 'up')}`);
  if (f.priceTo !== null) priceParts.push(sql`b.price <= ${boundCents(f.priceTo, 'down')}`);
  const priceFilter = and(priceParts);
  const stockFilter = f.inStock ? sql`b.in_stock` : TRUE;

  const direction = sql.raw(q.sorting.direction === 'desc' ? 'DESC' : 'ASC');
  const reverse = sql.raw(q.sorting.direction === 'desc' ? 'ASC' : 'DESC');
  let order: SQL;
  switch (q.sorting.key) {
    case 'price':
      order = sql`b.price ${direction}, b.popularity DESC`;
      break;
    // popularity and new are ranks: asc means most popular / newest first.
    case 'popularity':
      order = sql`b.popularity ${reverse}`;
      break;
    case 'new':
      order = sql`b.created_at ${reverse}, b.popularity DESC`;
      break;
    default:
      order = rank ? sql`b.rank ${reverse}, b.popularity DESC` : sql`b.popularity DESC`;
  }

  const columns: SQL[] = [
    sql`d.product_id`,
    sql`d.popularity`,
    sql`${sql.raw(`d.${PRICE_COLUMN[q.currency]}`)} AS price`,
    sql`d.in_stock`,
    sql`d.size_set`,
  ];
  if (q.sorting.key === 'new') columns.push(sql`d.created_at`);
  if (q.withCategories) columns.push(sql`d.category_set`);
  if (rank) columns.push(sql`${rank} AS rank`);

  const groupKeys = q.withCategories ? sql`b.size_set, b.category_set` : sql`b.size_set`;
  // Per group: n counts the rows passing every filter but the size filter, which the outer queries apply per group.
  const groupAggregates = q.withAggregations
    ? sql`, min(b.price) FILTER (WHERE ${stockFilter}) AS price_min, max(b.price) FILTER (WHERE ${stockFilter}) AS price_max,
        count(*) FILTER (WHERE b.in_stock AND ${priceFilter})::int AS in_stock`
    : sql``;
  const totals = q.withAggregations
    ? sql`coalesce(sum(g.n), 0)::int AS total, min(g.price_min) AS price_min, max(g.price_max) AS price_max,
        coalesce(sum(g.in_stock), 0)::int AS in_stock`
    : sql`coalesce(sum(g.n), 0)::int AS total`;
  const page =
    q.count > 0
      ? sql`(SELECT coalesce(json_agg(p.product_id), '[]') FROM (
          SELECT b.product_id FROM base b WHERE ${sizeOf('b')} AND ${priceFilter} AND ${stockFilter}
          ORDER BY ${order}, b.product_id LIMIT ${q.count} OFFSET ${q.offset}) p)`
      : sql`'[]'::json`;
  const sizes = q.withAggregations
    ? sql`(SELECT coalesce(json_object_agg(s.size, s.n), '{}') FROM (
        SELECT size, sum(g.n)::int AS n FROM groups g JOIN search_size_sets z ON z.id = g.size_set, unnest(z.sizes) size
        GROUP BY size HAVING sum(g.n) > 0) s)`
    : sql`'{}'::json`;
  const categories = q.withCategories
    ? sql`(SELECT coalesce(json_agg(json_build_object('id', c.category, 'count', c.n) ORDER BY c.n DESC, c.category), '[]')
        FROM (SELECT category, sum(g.n)::int AS n
          FROM groups g JOIN search_category_sets z ON z.id = g.category_set, unnest(z.category_ids) category
          WHERE ${sizeOf('g')} GROUP BY category HAVING sum(g.n) > 0) c)`
    : sql`'[]'::json`;

  const result = await db.execute(sql`
    WITH ${codeHits} base AS MATERIALIZED (
      SELECT ${sql.join(columns, sql`, `)} FROM search_documents d WHERE ${and(scope)}
    ) ${chosenSizes},
    groups AS MATERIALIZED (
      SELECT ${groupKeys}, count(*) FILTER (WHERE ${priceFilter} AND ${stockFilter})::int AS n ${groupAggregates}
      FROM base b GROUP BY ${groupKeys}
    )
    SELECT a.*, ${page} AS ids, ${sizes} AS sizes, ${categories} AS categories
    FROM (SELECT ${totals} FROM groups g WHERE ${sizeOf('g')}) a
  `);
  const row = rowsOf(result)[0] ?? {};
  const parse = <T>(value: unknown, fallback: T): T =>
    (typeof value === 'string' ? JSON.parse(value) : (value ?? fallback)) as T;
  const units = (cents: unknown) => (cents == null ? null : Number(cents) / 100);
  return {
    total: Number(row.total ?? 0),
    ids: parse<(number | string)[]>(row.ids, []).map(Number),
    sizes: parse<Record<string, number>>(row.sizes, {}),
    price: { min: units(row.price_min), max: units(row.price_max) },
    inStock: Number(row.in_stock ?? 0),
    categories: parse<{ id: number; count: number }[]>(row.categories, []),
  };
}

/** The closest known words for a phrase that found nothing (pg_trgm), or null. */
export async function suggestPhrase(db: Db, language: TextLanguage, phrase: string): Promise<string | null> {
  const words = phrase
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 6);
  if (words.length === 0) return null;
  const corrected: string[] = [];
  let changed = false;
  for (const word of words) {
    if (word.length < 3) {
      corrected.push(word);
      continue;
    }
    const rows = rowsOf(
      await db.execute(sql`
        SELECT term FROM search_terms WHERE language = ${language} AND term % unaccent(${word})
        ORDER BY similarity(term, unaccent(${word})) DESC, frequency DESC, term LIMIT 1`),
    );
    const term = rows[0]?.term;
    if (typeof term === 'string' && term !== word) {
      corrected.push(term);
      changed = true;
    } else corrected.push(word);
  }
  return changed ? corrected.join(' ') : null;
}
