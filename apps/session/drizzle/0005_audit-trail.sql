CREATE TABLE "session"."audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"doctor_id" uuid,
	"patient_id" uuid,
	"session_id" uuid,
	"client_address" "inet",
	"correlation_id" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_events_doctor_at_idx" ON "session"."audit_events" USING btree ("doctor_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_at_idx" ON "session"."audit_events" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "session"."audit_events" USING btree ("at");--> statement-breakpoint
-- Ids and action names only: no column can hold free text.
ALTER TABLE "session"."audit_events" ADD CONSTRAINT "audit_events_ids_only" CHECK (
  "actor_kind" IN ('doctor', 'support', 'system')
  AND "action" ~ '^[a-z]+(\.[a-z]+)*$' AND length("action") <= 64
  AND "correlation_id" ~ '^[A-Za-z0-9._:-]{1,128}$'
);
--> statement-breakpoint
-- The trail is append-only in the database itself, whatever the application asks: the time is the database's, an
-- UPDATE or TRUNCATE is always refused, a DELETE only for rows past the legal minimum (DPDP Rules 2025 rule 6(1)(e):
-- one year). The purge job deletes past AUDIT_RETENTION_DAYS, which is never below it.
CREATE FUNCTION "session"."audit_events_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.at := now();
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "session"."audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.at < now() - interval '365 days' THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'the audit trail is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_stamp" BEFORE INSERT ON "session"."audit_events"
  FOR EACH ROW EXECUTE FUNCTION "session"."audit_events_stamp"();
--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "session"."audit_events"
  FOR EACH ROW EXECUTE FUNCTION "session"."audit_events_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "session"."audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "session"."audit_events_append_only"();
--> statement-breakpoint
-- Where the services' role does not own the table (a DBA ran the migrations), these grants are the first wall; for
-- the owner they are a statement of intent the triggers enforce.
REVOKE UPDATE, TRUNCATE ON "session"."audit_events" FROM PUBLIC, CURRENT_USER;
