CREATE TABLE "error_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"host" text,
	"path" text,
	"query_string" text,
	"platform" text,
	"user_agent" text,
	"client_hash" text NOT NULL,
	"status" integer,
	"error" text,
	"stack" text,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"edition" text NOT NULL,
	"language" text NOT NULL,
	"country" text NOT NULL,
	"create_voucher" boolean NOT NULL,
	"status" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"confirmation_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"route" text NOT NULL,
	"client" text NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limits_route_client_pk" PRIMARY KEY("route","client")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "error_reports_received_at" ON "error_reports" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_status_created_at" ON "newsletter_subscriptions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "rate_limits_window_started_at" ON "rate_limits" USING btree ("window_started_at");