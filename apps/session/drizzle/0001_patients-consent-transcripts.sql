CREATE TABLE "session"."patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"patient_code" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"mrn_number" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session"."consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"consent_text" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session"."transcript_segments" (
	"session_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"segment_id" text NOT NULL,
	"speaker_id" text NOT NULL,
	"text" text NOT NULL,
	"audio_until" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session"."consultation_sessions" ADD COLUMN "patient_id" uuid;--> statement-breakpoint
ALTER TABLE "session"."consultation_sessions" ADD COLUMN "recorded_ms" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "session"."consultation_sessions" ADD COLUMN "total_token" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "session"."consultation_sessions" ADD COLUMN "total_cost" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "session"."consent_events" ADD CONSTRAINT "consent_events_session_id_consultation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "session"."consultation_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session"."transcript_segments" ADD CONSTRAINT "transcript_segments_session_id_consultation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "session"."consultation_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_user_id_patient_code_key" ON "session"."patients" USING btree ("user_id","patient_code");--> statement-breakpoint
CREATE INDEX "patients_user_id_idx" ON "session"."patients" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transcript_segments_session_id_seq_key" ON "session"."transcript_segments" USING btree ("session_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "transcript_segments_session_id_segment_id_key" ON "session"."transcript_segments" USING btree ("session_id","segment_id");--> statement-breakpoint
ALTER TABLE "session"."consultation_sessions" ADD CONSTRAINT "consultation_sessions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "session"."patients"("id") ON DELETE no action ON UPDATE no action;