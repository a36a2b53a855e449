-- Support staff's queue actions get the audit trail's guarantee (session.audit_events): nothing rewritten, nothing
-- deleted before a year. The one change allowed is the outcome, written once after Bull Board answered.
CREATE FUNCTION "auth"."support_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.status_code IS NULL AND OLD.finished_at IS NULL
      AND NEW.id = OLD.id AND NEW.support_id = OLD.support_id AND NEW.at = OLD.at AND NEW.action = OLD.action
      AND NEW.queue = OLD.queue AND NEW.job_id IS NOT DISTINCT FROM OLD.job_id
      AND NEW.job_state IS NOT DISTINCT FROM OLD.job_state AND NEW.request = OLD.request THEN
      RETURN NEW;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD.at < now() - interval '365 days' THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'the support audit log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "support_audit_log_append_only" BEFORE UPDATE OR DELETE ON "auth"."support_audit_log"
  FOR EACH ROW EXECUTE FUNCTION "auth"."support_audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "support_audit_log_no_truncate" BEFORE TRUNCATE ON "auth"."support_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth"."support_audit_log_append_only"();
--> statement-breakpoint
REVOKE TRUNCATE ON "auth"."support_audit_log" FROM PUBLIC, CURRENT_USER;
