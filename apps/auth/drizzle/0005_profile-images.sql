ALTER TABLE "auth"."users" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "auth"."users" ADD COLUMN "signature" text;