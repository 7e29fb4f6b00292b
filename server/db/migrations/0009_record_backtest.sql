CREATE TABLE "backtest_records" (
	"key" text PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"seconds" double precision NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "model_version" text;