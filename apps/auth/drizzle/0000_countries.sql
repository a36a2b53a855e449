-- IF NOT EXISTS: the migrator creates the schema first, to hold its own migrations table there.
CREATE SCHEMA IF NOT EXISTS "auth";
--> statement-breakpoint
CREATE TABLE "auth"."countries" (
	"country_id" serial PRIMARY KEY NOT NULL,
	"country_name" text NOT NULL,
	"license_pattern" text NOT NULL,
	CONSTRAINT "countries_country_name_unique" UNIQUE("country_name")
);
