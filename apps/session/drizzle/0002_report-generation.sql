CREATE TABLE "session"."session_report_inputs" (
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "session_report_inputs_session_id_kind_position_pk" PRIMARY KEY("session_id","kind","position")
);
--> statement-breakpoint
CREATE TABLE "session"."session_report_usage" (
	"report_id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"total_token" integer NOT NULL,
	"total_cost" real NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session"."session_report_inputs" ADD CONSTRAINT "session_report_inputs_session_id_consultation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "session"."consultation_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session"."session_report_usage" ADD CONSTRAINT "session_report_usage_session_id_consultation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "session"."consultation_sessions"("id") ON DELETE no action ON UPDATE no action;