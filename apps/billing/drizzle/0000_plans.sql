-- IF NOT EXISTS: the migrator creates the schema first, to hold its own migrations table there.
CREATE SCHEMA IF NOT EXISTS "billing";
--> statement-breakpoint
CREATE TABLE "billing"."plans" (
	"plan_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"reports_per_month" integer,
	"access_minutes" integer,
	"session_limit_minutes" integer,
	CONSTRAINT "plans_name_unique" UNIQUE("name")
);
