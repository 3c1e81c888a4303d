// The content service's search index, built in SQL from the catalogue tables after seeding: one weighted tsvector
// per product and language in that language's text-search configuration (unaccented), the words for trigram
// suggestions, and the redirects of old URLs.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/** Postgres text-search configuration per catalogue language; `simple` where Postgres has none (Polish). */
export const TEXT_SEARCH_CONFIG: Record<string, string> = {
  de: 'german',
  en: 'english',
  gb: 'english',
  fr: 'french',
  it: 'italian',
  nl: 'dutch',
  pl: 'simple',
  es: 'spanish',
  id: 'indonesian',
};

const configCase = (column: string) =>
  `(CASE ${column} ${Object.entries(TEXT_SEARCH_CONFIG)
    .map(([language, config]) => `WHEN '${language}' THEN '${config}'::regconfig`)
    .join(' ')} ELSE 'simple'::regconfig END)`;

const cheapestCents = (currency: string) =>
  `coalesce((SELECT round(min(vp.amount) * 100)::int FROM variants v JOIN variant_prices vp ON vp.variant_id = v.id
    WHERE v.product_id = p.id AND vp.currency = '${currency}'), 0)`;
const SIZES = `coalesce((SELECT array_agg(DISTINCT v.size ORDER BY v.size) FROM variants v
    WHERE v.product_id = p.id AND v.size IS NOT NULL), '{}')`;
const CATEGORY_IDS = `coalesce((SELECT array_agg(pc.category_id ORDER BY pc.category_id) FROM product_categories pc
    WHERE pc.product_id = p.id), '{}')`;

export async function buildSearchIndex(db: Db): Promise<void> {
  // Derived data only: rebuilding starts from empty tables (a database migrated to a new index layout has kept
  // its search terms and redirects).
  for (const table of [
    'search_documents',
    'search_size_sets',
    'search_category_sets',
    'search_terms',
    'content_redirects',
  ]) {
    await db.execute(sql.raw(`DELETE FROM ${table}`));
  }
  await db.execute(
    sql.raw(`
INSERT INTO search_size_sets (id, sizes)
SELECT row_number() OVER (ORDER BY sizes), sizes FROM (SELECT DISTINCT ${SIZES} AS sizes FROM products p) s`),
  );
  await db.execute(
    sql.raw(`
INSERT INTO search_category_sets (id, category_ids)
SELECT row_number() OVER (ORDER BY ids), ids FROM (SELECT DISTINCT ${CATEGORY_IDS} AS ids FROM products p) c`),
  );
  await db.execute(
    sql.raw(`
INSERT INTO search_documents (language, product_id, popularity, created_at, in_stock,
  price_eur_cents, price_pln_cents, price_gbp_cents, size_set, category_set, category_ids, folded, codes,
  title_document, document)
SELECT t.language, p.id, p.popularity, p.created_at,
  EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.stock > 0),
  ${cheapestCents('EUR')}, ${cheapestCents('PLN')}, ${cheapestCents('GBP')},
  (SELECT s.id FROM search_size_sets s WHERE s.sizes = ${SIZES}),
  (SELECT c.id FROM search_category_sets c WHERE c.category_ids = ${CATEGORY_IDS}),
  ${CATEGORY_IDS},
  search_fold(t.title),
  ARRAY[p.article_number] || coalesce((SELECT array_agg(c) FROM variants v,
    LATERAL unnest(ARRAY[v.article_number, v.sku, v.barcode]) c WHERE v.product_id = p.id), '{}'),
  setweight(to_tsvector(${configCase('t.language')}, unaccent(t.title)), 'A')
  || setweight(to_tsvector('simple', p.article_number || ' ' || p.model), 'A')
  || setweight(to_tsvector('simple', p.vendor), 'B')
  || setweight(to_tsvector(${configCase('t.language')}, unaccent(coalesce((SELECT string_agg(ct.name, ' ')
       FROM product_categories pc JOIN category_texts ct ON ct.category_id = pc.category_id AND ct.language = t.language
       WHERE pc.product_id = p.id), ''))), 'B'),
  setweight(to_tsvector(${configCase('t.language')}, unaccent(t.title)), 'A')
  || setweight(to_tsvector('simple', p.article_number || ' ' || p.model), 'A')
  || setweight(to_tsvector('simple', p.vendor), 'B')
  || setweight(to_tsvector(${configCase('t.language')}, unaccent(coalesce((SELECT string_agg(ct.name, ' ')
       FROM product_categories pc JOIN category_texts ct ON ct.category_id = pc.category_id AND ct.language = t.language
       WHERE pc.product_id = p.id), ''))), 'B')
  || setweight(to_tsvector(${configCase('t.language')}, unaccent(t.description)), 'C')
FROM products p JOIN product_texts t ON t.product_id = p.id
ORDER BY t.language, p.id`),
  );
  await db.execute(
    sql.raw(`
INSERT INTO search_terms (language, term, frequency)
SELECT language, term, count(*)::int FROM (
  SELECT t.language, lower(unaccent(w)) AS term FROM product_texts t, regexp_split_to_table(t.title, '[^[:alnum:]]+') w
  UNION ALL
  SELECT c.language, lower(unaccent(w)) FROM category_texts c, regexp_split_to_table(c.name, '[^[:alnum:]]+') w
) words WHERE length(term) >= 3 AND term !~ '^[0-9]+$' GROUP BY language, term`),
  );
  // Old URLs: the shop's former sale path per language, and category paths of the previous shop system.
  await db.execute(
    sql.raw(`
INSERT INTO content_redirects (source_url, target, code)
SELECT '/' || ct.language || '/sale/', ct.seo_url, 301 FROM collection_texts ct JOIN collections c ON c.id = ct.collection_id
  WHERE c.kind = 'sale'
UNION ALL
SELECT '/' || t.language || '/kategorie/' || t.slug || '/', t.seo_url, 301 FROM category_texts t
  JOIN categories c ON c.id = t.category_id WHERE c.parent_id IS NULL
ON CONFLICT DO NOTHING`),
  );
  // Rows inserted into a GIN index wait in its pending list until a VACUUM (never run here: PGlite has no
  // autovacuum, and VACUUM cannot run in the seeding transaction) or until the list reaches 4 MB; every search
  // scans the whole list. Merge them into the indexes now.
  await db.execute(
    sql.raw(`
SELECT gin_clean_pending_list(i.indexrelid) FROM pg_index i
  JOIN pg_class c ON c.oid = i.indexrelid AND c.relkind = 'i' JOIN pg_am am ON am.oid = c.relam AND am.amname = 'gin'
WHERE i.indrelid IN (SELECT relid FROM pg_partition_tree('search_documents') UNION ALL SELECT 'search_terms'::regclass)`),
  );
  // Fresh statistics, so the planner picks the GIN indexes for matches and categories.
  await db.execute(
    sql.raw('ANALYZE search_documents, search_size_sets, search_category_sets, search_terms, variants'),
  );
}
