CREATE TABLE "billing"."entitlements" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"reports_remaining" integer NOT NULL,
	"seconds_available" integer NOT NULL,
	"session_limit_seconds" integer NOT NULL,
	"period_started_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing"."entitlements" ADD CONSTRAINT "entitlements_plan_id_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "billing"."plans"("plan_id") ON DELETE no action ON UPDATE no action;