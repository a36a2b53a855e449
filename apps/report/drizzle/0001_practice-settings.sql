CREATE TABLE "report"."practice_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"clinic_name" text,
	"clinic_address" text,
	"phone_number" text,
	"country_code" text,
	"email" text,
	"website" text,
	"logo" text,
	"signature" text,
	"medical_credentials" text,
	"specialization" text,
	"updated_at" timestamp with time zone
);
