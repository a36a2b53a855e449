ALTER TABLE "report"."practice_settings" DROP COLUMN "signature";--> statement-breakpoint
ALTER TABLE "report"."practice_settings" DROP COLUMN "medical_credentials";--> statement-breakpoint
ALTER TABLE "report"."practice_settings" DROP COLUMN "specialization";