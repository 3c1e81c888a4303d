CREATE TABLE "sso_refreshes" (
	"key" text PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"kept_until" timestamp with time zone NOT NULL
);
