// Listings in SQL over the search index: full-text match (in the language's configuration, unaccented, title
// weighted above description, article numbers exact), filters, the aggregations of the current result (each
// computed with every filter but its own, so multi-select works), sorting by the customer group's price, and paging.
import { type SQL, sql } from 'drizzle-orm';
import type { TextLanguage } from '../catalogue/markets';
import { TEXT_SEARCH_CONFIG } from '../catalogue/search-index';
import type { Db } from '../db/database';
import type { Currency, Filters, Sorting } from './request';

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
  /** Link groups (categories of the hits) for search. */
  withCategories: boolean;
}

export interface ListingResult {
  total: number;
  ids: number[];
  sizes: Record<string, number>;
  price: { min: number | null; max: number | null };
  inStock: number;
  categories: { id: number; count: number }[];
}

const PRICE_COLUMN: Record<Currency, string> = { EUR: 'price_eur', PLN: 'price_pln', GBP: 'price_gbp' };

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  ((result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[])) as Record<
    string,
    unknown
  >[];

export async function queryListing(db: Db, q: ListingQuery): Promise<ListingResult> {
  const config = TEXT_SEARCH_CONFIG[q.language] ?? 'simple';
  const price = sql.raw(`d.${PRICE_COLUMN[q.currency]}`);
  const scope: SQL[] = [sql`d.language = ${q.language}`];
  if (q.categoryId !== null) scope.push(sql`d.category_ids @> ARRAY[${q.categoryId}]::int[]`);
  if (q.productIds !== null) {
    scope.push(q.productIds.length ? sql`d.product_id IN ${q.productIds}` : sql`false`);
  }
  const phrase = q.phrase?.trim() ?? '';
  // Ranked by ts_rank over the small title vector (title above description: a description-only match ranks 0),
  // exact codes first; a substring of the folded title also matches (compounds, a word being typed).
  const pattern = `%${phrase.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  if (phrase) {
    scope.push(
      phrase.length >= 3
        ? // Cheap checks first: rows the trigram index found are rechecked, and the OR stops at the first true.
          sql`(d.folded LIKE q.pattern OR d.codes @> ARRAY[${phrase}]::text[] OR d.document @@ q.ts)`
        : sql`(d.document @@ q.ts OR d.codes @> ARRAY[${phrase}]::text[])`,
    );
  }
  const rank = phrase
    ? sql`ts_rank(d.title_document, q.ts) + (CASE WHEN d.codes @> ARRAY[${phrase}]::text[] THEN 10 ELSE 0 END)`
    : sql`0`;
  const inStock = sql`d.in_stock`;
  if (q.useStock) scope.push(inStock);

  const f = q.filters;
  const sizeFilter = f.sizes.length
    ? sql`b.sizes && ARRAY[${sql.join(
        f.sizes.map((s) => sql`${s}`),
        sql`, `,
      )}]::text[]`
    : sql`true`;
  const priceParts: SQL[] = [];
  if (f.priceFrom !== null) priceParts.push(sql`b.price >= ${f.priceFrom}`);
  if (f.priceTo !== null) priceParts.push(sql`b.price <= ${f.priceTo}`);
  const priceFilter = priceParts.length ? sql.join(priceParts, sql` AND `) : sql`true`;
  const stockFilter = f.inStock ? sql`b.in_stock` : sql`true`;

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
      order = sql`b.created_at ${reverse}`;
      break;
    default:
      order = sql`b.rank ${reverse}, b.popularity DESC`;
  }

  const categories = q.withCategories
    ? sql`(SELECT coalesce(json_agg(json_build_object('id', c.id, 'count', c.n) ORDER BY c.n DESC, c.id), '[]')
         FROM (SELECT unnest(h.category_ids) AS id, count(*) AS n FROM hits h GROUP BY 1) c)`
    : sql`'[]'::json`;

  const result = await db.execute(sql`
    WITH q AS (
      SELECT websearch_to_tsquery(${config}::regconfig, unaccent(${phrase})) AS ts, lower(unaccent(${pattern})) AS pattern
    ),
    base AS MATERIALIZED (
      SELECT d.product_id, d.sizes, d.category_ids, d.popularity, d.created_at, ${price}::float8 AS price,
        ${inStock} AS in_stock, ${rank} AS rank
      FROM search_documents d, q WHERE ${sql.join(scope, sql` AND `)}
    ),
    hits AS (SELECT * FROM base b WHERE ${sizeFilter} AND ${priceFilter} AND ${stockFilter})
    SELECT
      a.total, a.price_min, a.price_max, a.in_stock,
      (SELECT coalesce(json_agg(p.product_id), '[]') FROM (
        SELECT b.product_id FROM hits b ORDER BY ${order}, b.product_id LIMIT ${q.count} OFFSET ${q.offset}) p) AS ids,
      (SELECT coalesce(json_object_agg(s.size, s.n), '{}') FROM (
        SELECT size, count(*)::int AS n FROM (SELECT * FROM base b WHERE cardinality(b.sizes) > 0) b, unnest(b.sizes) size
        WHERE ${priceFilter} AND ${stockFilter} GROUP BY size) s) AS sizes,
      ${categories} AS categories
    FROM (
      -- One pass for the total and the price and in-stock aggregations, each without its own filter.
      SELECT
        count(*) FILTER (WHERE ${sizeFilter} AND ${priceFilter} AND ${stockFilter})::int AS total,
        min(b.price) FILTER (WHERE ${sizeFilter} AND ${stockFilter}) AS price_min,
        max(b.price) FILTER (WHERE ${sizeFilter} AND ${stockFilter}) AS price_max,
        count(*) FILTER (WHERE b.in_stock AND ${sizeFilter} AND ${priceFilter})::int AS in_stock
      FROM base b
    ) a
  `);
  const row = rowsOf(result)[0] ?? {};
  const parse = <T>(value: unknown, fallback: T): T =>
    (typeof value === 'string' ? JSON.parse(value) : (value ?? fallback)) as T;
  return {
    total: Number(row.total ?? 0),
    ids: parse<(number | string)[]>(row.ids, []).map(Number),
    sizes: parse<Record<string, number>>(row.sizes, {}),
    price: {
      min: row.price_min == null ? null : Number(row.price_min),
      max: row.price_max == null ? null : Number(row.price_max),
    },
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
