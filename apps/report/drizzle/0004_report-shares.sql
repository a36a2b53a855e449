CREATE TABLE "report"."report_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"plan_id" integer NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "report"."report_shares" ADD CONSTRAINT "report_shares_report_id_version_report_versions_report_id_version_fk" FOREIGN KEY ("report_id","version") REFERENCES "report"."report_versions"("report_id","version") ON DELETE cascade ON UPDATE no action;