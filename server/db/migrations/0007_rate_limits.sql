-- Counters for rate-limiter-flexible's Drizzle store, replacing the hand-written auth_throttle.
-- UNLOGGED: written on every rate-limited request, never worth a WAL record; a crash forgives
-- the current windows, which is harmless.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
DROP TABLE "auth_throttle" CASCADE;
