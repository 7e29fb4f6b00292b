ALTER TABLE "bets" ALTER COLUMN "profit_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "failed_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "failed_ids" jsonb;