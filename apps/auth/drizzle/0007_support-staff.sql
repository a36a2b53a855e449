CREATE TABLE "auth"."support_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text NOT NULL,
	"totp_last_step" bigint,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "auth"."support_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"support_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"queue" text NOT NULL,
	"job_id" text,
	"job_state" text,
	"request" text NOT NULL,
	"status_code" integer,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth"."support_code_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"support_id" uuid NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."support_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"support_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "support_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "auth"."support_audit_log" ADD CONSTRAINT "support_audit_log_support_id_support_accounts_id_fk" FOREIGN KEY ("support_id") REFERENCES "auth"."support_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."support_code_failures" ADD CONSTRAINT "support_code_failures_support_id_support_accounts_id_fk" FOREIGN KEY ("support_id") REFERENCES "auth"."support_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."support_sessions" ADD CONSTRAINT "support_sessions_support_id_support_accounts_id_fk" FOREIGN KEY ("support_id") REFERENCES "auth"."support_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_audit_log_at_idx" ON "auth"."support_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "support_code_failures_support_id_failed_at_idx" ON "auth"."support_code_failures" USING btree ("support_id","failed_at");--> statement-breakpoint
CREATE INDEX "support_sessions_support_id_idx" ON "auth"."support_sessions" USING btree ("support_id");