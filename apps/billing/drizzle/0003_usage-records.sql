CREATE TABLE "billing"."usage_records" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"recorded_seconds" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
