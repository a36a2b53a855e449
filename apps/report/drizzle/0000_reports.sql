-- IF NOT EXISTS: the migrator creates the schema first, to hold its own migrations table there.
CREATE SCHEMA IF NOT EXISTS "report";
--> statement-breakpoint
CREATE TABLE "report"."reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reports_session_id_idx" ON "report"."reports" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "reports_user_id_created_at_idx" ON "report"."reports" USING btree ("user_id","created_at");