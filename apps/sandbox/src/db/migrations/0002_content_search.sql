CREATE TABLE "content_redirects" (
	"source_url" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"code" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"product_id" bigint NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"folded" text NOT NULL,
	"codes" text[] NOT NULL,
	"sizes" text[] NOT NULL,
	"category_ids" integer[] NOT NULL,
	"popularity" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"price_eur" numeric(12, 2) NOT NULL,
	"price_pln" numeric(12, 2) NOT NULL,
	"price_gbp" numeric(12, 2) NOT NULL,
	"document" "tsvector" NOT NULL,
	"title_document" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_language_product_id_pk" PRIMARY KEY("language","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"language" text NOT NULL,
	"term" text NOT NULL,
	"frequency" integer NOT NULL,
	CONSTRAINT "search_terms_language_term_pk" PRIMARY KEY("language","term")
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_product" ON "search_documents" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "search_documents_document" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_codes" ON "search_documents" USING gin ("codes");--> statement-breakpoint
CREATE INDEX "search_documents_categories" ON "search_documents" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "search_documents_folded" ON "search_documents" USING gin ("folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_trgm" ON "search_terms" USING gin ("term" gin_trgm_ops);