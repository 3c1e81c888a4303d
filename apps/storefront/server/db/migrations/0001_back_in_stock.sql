CREATE TABLE "back_in_stock_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"variant_id" text NOT NULL,
	"edition" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_email_variant_edition" ON "back_in_stock_requests" USING btree ("email","variant_id","edition");--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_variant" ON "back_in_stock_requests" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_available_at" ON "back_in_stock_requests" USING btree ("available_at");