CREATE TABLE "match_starters" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"listed" jsonb,
	"listed_known_at" timestamp with time zone,
	"listed_source" text,
	"actual" jsonb,
	"actual_known_at" timestamp with time zone,
	"actual_source" text
);
--> statement-breakpoint
ALTER TABLE "match_starters" ADD CONSTRAINT "match_starters_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;