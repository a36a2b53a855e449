CREATE TABLE "report"."report_pdfs" (
	"report_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"watermarked" boolean NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"rendered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_pdfs_report_id_version_kind_watermarked_pk" PRIMARY KEY("report_id","version","kind","watermarked")
);
--> statement-breakpoint
CREATE TABLE "report"."report_versions" (
	"report_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_versions_report_id_version_pk" PRIMARY KEY("report_id","version")
);
--> statement-breakpoint
DROP INDEX "report"."reports_session_id_idx";--> statement-breakpoint
ALTER TABLE "report"."report_pdfs" ADD CONSTRAINT "report_pdfs_report_id_version_report_versions_report_id_version_fk" FOREIGN KEY ("report_id","version") REFERENCES "report"."report_versions"("report_id","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report"."report_versions" ADD CONSTRAINT "report_versions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "report"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_session_id_key" ON "report"."reports" USING btree ("session_id");