CREATE TABLE "billing"."payment_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" integer NOT NULL,
	"is_annual" boolean NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"test_mode" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_orders_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "billing"."ledger_entries" (
	"entry_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"plan_id" integer NOT NULL,
	"reports_delta" integer NOT NULL,
	"seconds_delta" integer NOT NULL,
	"reports_after" integer NOT NULL,
	"seconds_after" integer NOT NULL,
	"actor" text NOT NULL,
	"reason" text NOT NULL,
	"order_id" text,
	"payment_id" text,
	"session_id" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"order_id" text,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."test_mode_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing"."entitlements" ADD COLUMN "plan_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing"."entitlements" ADD COLUMN "plan_expired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "billing"."payment_orders" ADD CONSTRAINT "payment_orders_plan_id_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "billing"."plans"("plan_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_user_id_idx" ON "billing"."payment_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_id_idx" ON "billing"."ledger_entries" USING btree ("user_id","entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_purchase_order_uq" ON "billing"."ledger_entries" USING btree ("order_id") WHERE "billing"."ledger_entries"."kind" = 'plan_purchased';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_usage_session_uq" ON "billing"."ledger_entries" USING btree ("session_id") WHERE "billing"."ledger_entries"."kind" = 'usage_charged';