-- The search index, laid out for speed (drizzle generated the column changes; the layout is written by hand):
-- prices in integer cents, sizes and categories also as ids of their distinct combinations (search_size_sets,
-- search_category_sets), fixed-width columns first and the long description vector last, and the table
-- partitioned by language, so each language has its own heap and its own small GIN indexes (a query, always within
-- one language, plans and reads only those). Derived data: created empty here and rebuilt by the seeder, or on
-- start by ensureSearchIndex for a database seeded before this migration.
CREATE TABLE "search_category_sets" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_size_sets" (
	"id" integer PRIMARY KEY NOT NULL,
	"sizes" text[] NOT NULL
);
--> statement-breakpoint
DROP TABLE "search_documents";--> statement-breakpoint
CREATE TABLE "search_documents" (
	"language" text NOT NULL,
	"product_id" bigint NOT NULL,
	"popularity" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"in_stock" boolean NOT NULL,
	"price_eur_cents" integer NOT NULL,
	"price_pln_cents" integer NOT NULL,
	"price_gbp_cents" integer NOT NULL,
	"size_set" integer NOT NULL,
	"category_set" integer NOT NULL,
	"category_ids" integer[] NOT NULL,
	"folded" text NOT NULL,
	"codes" text[] NOT NULL,
	"title_document" "tsvector" NOT NULL,
	"document" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_language_product_id_pk" PRIMARY KEY("language","product_id")
) PARTITION BY LIST ("language");
--> statement-breakpoint
CREATE TABLE "search_documents_de" PARTITION OF "search_documents" FOR VALUES IN ('de');--> statement-breakpoint
CREATE TABLE "search_documents_en" PARTITION OF "search_documents" FOR VALUES IN ('en');--> statement-breakpoint
CREATE TABLE "search_documents_gb" PARTITION OF "search_documents" FOR VALUES IN ('gb');--> statement-breakpoint
CREATE TABLE "search_documents_fr" PARTITION OF "search_documents" FOR VALUES IN ('fr');--> statement-breakpoint
CREATE TABLE "search_documents_it" PARTITION OF "search_documents" FOR VALUES IN ('it');--> statement-breakpoint
CREATE TABLE "search_documents_nl" PARTITION OF "search_documents" FOR VALUES IN ('nl');--> statement-breakpoint
CREATE TABLE "search_documents_pl" PARTITION OF "search_documents" FOR VALUES IN ('pl');--> statement-breakpoint
CREATE TABLE "search_documents_es" PARTITION OF "search_documents" FOR VALUES IN ('es');--> statement-breakpoint
CREATE TABLE "search_documents_id" PARTITION OF "search_documents" FOR VALUES IN ('id');--> statement-breakpoint
-- A language added later still has a place (in one shared partition) until it gets its own.
CREATE TABLE "search_documents_other" PARTITION OF "search_documents" DEFAULT;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_product" ON "search_documents" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "search_documents_document" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_codes" ON "search_documents" USING gin ("codes");--> statement-breakpoint
CREATE INDEX "search_documents_categories" ON "search_documents" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "search_documents_folded" ON "search_documents" USING gin ("folded" gin_trgm_ops);--> statement-breakpoint
-- unaccent is only STABLE (its dictionary could change), so lower(unaccent($phrase)) in a query is evaluated again
-- for every row it is compared with. This wrapper is declared IMMUTABLE (the dictionary does not change here), so
-- the planner folds a search phrase into a constant once per query. PL/pgSQL rather than SQL: an SQL function
-- that cannot be inlined is parsed and planned again at every call, a PL/pgSQL expression once per session.
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ BEGIN RETURN lower(public.unaccent('public.unaccent'::regdictionary, $1)); END $$;
