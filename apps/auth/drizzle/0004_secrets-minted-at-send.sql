ALTER TABLE "auth"."sign_in_codes" ALTER COLUMN "code_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auth"."sign_in_codes" ALTER COLUMN "code_salt" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auth"."password_reset_tokens" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auth"."sign_in_codes" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth"."password_reset_tokens" ADD COLUMN "mailed_at" timestamp with time zone;