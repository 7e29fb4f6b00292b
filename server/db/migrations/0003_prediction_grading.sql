ALTER TABLE "predictions" ADD COLUMN "pick" text;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "pick_price" double precision;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "log_loss" double precision;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "brier" double precision;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "closing_prob" double precision;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "clv" double precision;--> statement-breakpoint
CREATE INDEX "predictions_unsettled_index" ON "predictions" USING btree ("match_id") WHERE "predictions"."settled_at" is null and "predictions"."match_id" is not null;