CREATE TABLE "report"."report_images" (
	"user_id" uuid NOT NULL,
	"digest" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_images_user_id_digest_pk" PRIMARY KEY("user_id","digest")
);
--> statement-breakpoint
ALTER TABLE "report"."report_versions" ADD COLUMN "signature_digest" text;--> statement-breakpoint
ALTER TABLE "report"."report_versions" ADD COLUMN "logo_digest" text;--> statement-breakpoint
-- Pictures saved inside versions before this could be a client's bytes that never passed the image pipeline (EXIF,
-- GPS, decompression bombs): they are dropped rather than printed, and those versions print without them.
UPDATE "report"."report_versions" SET "data" = "data" #- '{hospitalInfo,doctorSignature}' #- '{hospitalInfo,hospitalLogo}';
