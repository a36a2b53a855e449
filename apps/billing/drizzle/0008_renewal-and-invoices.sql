CREATE TABLE "billing"."plan_periods" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" integer NOT NULL,
	"is_annual" boolean NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."invoice_counter" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."invoices" (
	"invoice_number" text PRIMARY KEY NOT NULL,
	"sequence" bigint NOT NULL,
	"order_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"document" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"pdf" text,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "invoices_sequence_unique" UNIQUE("sequence"),
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "billing"."entitlements" ADD COLUMN "renewal" text DEFAULT 'renew' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing"."entitlements" ADD COLUMN "renewal_plan_id" integer;--> statement-breakpoint
ALTER TABLE "billing"."payment_orders" ADD COLUMN "buyer" jsonb;--> statement-breakpoint
ALTER TABLE "billing"."plan_periods" ADD CONSTRAINT "plan_periods_plan_id_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "billing"."plans"("plan_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_periods_user_id_idx" ON "billing"."plan_periods" USING btree ("user_id","starts_at");--> statement-breakpoint
ALTER TABLE "billing"."entitlements" ADD CONSTRAINT "entitlements_renewal_plan_id_plans_plan_id_fk" FOREIGN KEY ("renewal_plan_id") REFERENCES "billing"."plans"("plan_id") ON DELETE no action ON UPDATE no action;