ALTER TABLE "betting_limits" ADD COLUMN "stake_limit_pending_cents" integer;--> statement-breakpoint
ALTER TABLE "betting_limits" ADD COLUMN "stake_limit_pending_from" timestamp with time zone;
