CREATE TABLE "billing"."time_reservations" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"seconds" integer NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "time_reservations_user_id_idx" ON "billing"."time_reservations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "time_reservations_reserved_at_idx" ON "billing"."time_reservations" USING btree ("reserved_at");