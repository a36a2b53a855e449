-- IF NOT EXISTS: the migrator creates the schema first, to hold its own migrations table there.
CREATE SCHEMA IF NOT EXISTS "session";
--> statement-breakpoint
CREATE TABLE "session"."consultation_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"language" text DEFAULT 'en-US' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "consultation_sessions_user_id_started_at_idx" ON "session"."consultation_sessions" USING btree ("user_id","started_at");