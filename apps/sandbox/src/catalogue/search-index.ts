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

export async function buildSearchIndex(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`
INSERT INTO search_documents (product_id, language, title, folded, codes, sizes, category_ids, popularity, in_stock,
  created_at,
  price_eur, price_pln, price_gbp, document, title_document)
SELECT p.id, t.language, t.title, lower(unaccent(t.title)),
  ARRAY[p.article_number] || coalesce((SELECT array_agg(c) FROM variants v,
    LATERAL unnest(ARRAY[v.article_number, v.sku, v.barcode]) c WHERE v.product_id = p.id), '{}'),
  coalesce((SELECT array_agg(DISTINCT v.size) FROM variants v WHERE v.product_id = p.id AND v.size IS NOT NULL), '{}'),
  coalesce((SELECT array_agg(pc.category_id) FROM product_categories pc WHERE pc.product_id = p.id), '{}'),
  p.popularity, EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.stock > 0), p.created_at,
  coalesce((SELECT min(vp.amount) FROM variants v JOIN variant_prices vp ON vp.variant_id = v.id
    WHERE v.product_id = p.id AND vp.currency = 'EUR'), 0),
  coalesce((SELECT min(vp.amount) FROM variants v JOIN variant_prices vp ON vp.variant_id = v.id
    WHERE v.product_id = p.id AND vp.currency = 'PLN'), 0),
  coalesce((SELECT min(vp.amount) FROM variants v JOIN variant_prices vp ON vp.variant_id = v.id
    WHERE v.product_id = p.id AND vp.currency = 'GBP'), 0),
  setweight(to_tsvector(${configCase('t.language')}, unaccent(t.title)), 'A')
  || setweight(to_tsvector('simple', p.article_number || ' ' || p.model), 'A')
  || setweight(to_tsvector('simple', p.vendor), 'B')
  || setweight(to_tsvector(${configCase('t.language')}, unaccent(coalesce((SELECT string_agg(ct.name, ' ')
       FROM product_categories pc JOIN category_texts ct ON ct.category_id = pc.category_id AND ct.language = t.language
       WHERE pc.product_id = p.id), ''))), 'B')
  || setweight(to_tsvector(${configCase('t.language')}, unaccent(t.description)), 'C'),
  setweight(to_tsvector(${configCase('t.language')}, unaccent(t.title)), 'A')
  || setweight(to_tsvector('simple', p.article_number || ' ' || p.model), 'A')
  || setweight(to_tsvector('simple', p.vendor), 'B')
  || setweight(to_tsvector(${configCase('t.language')}, unaccent(coalesce((SELECT string_agg(ct.name, ' ')
       FROM product_categories pc JOIN category_texts ct ON ct.category_id = pc.category_id AND ct.language = t.language
       WHERE pc.product_id = p.id), ''))), 'B')
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
  // Fresh statistics, so the planner picks the GIN indexes for matches and categories.
  await db.execute(sql.raw('ANALYZE search_documents, search_terms, variants'));
}
