CREATE TABLE "auth"."feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"category_ids" integer[] NOT NULL,
	"rating" smallint NOT NULL,
	"custom_category_text" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"suggestions" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_rating_range" CHECK ("auth"."feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "auth"."enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"requirements" text,
	"additional_notes" text,
	"selected_plan" text,
	"client_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "feedback_user_id_created_at_idx" ON "auth"."feedback" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_created_at_idx" ON "auth"."enquiries" USING btree ("created_at");