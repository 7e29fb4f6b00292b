-- The per-minute rate of an API key is counted in the same row and statement as its daily quota
-- (db/queries/api-keys.ts countKeyRequest): one write a request instead of two.
ALTER TABLE "api_key_usage" ADD COLUMN "minute_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_key_usage" ADD COLUMN "minute_requests" integer DEFAULT 0 NOT NULL;