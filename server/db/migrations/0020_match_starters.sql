CREATE TABLE "match_starters" (
	"match_id" integer NOT NULL,
	"side" text NOT NULL,
	"kind" text NOT NULL,
	"known_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"players" jsonb NOT NULL,
	CONSTRAINT "match_starters_match_id_side_kind_pk" PRIMARY KEY("match_id","side","kind")
);
--> statement-breakpoint
ALTER TABLE "match_starters" ADD CONSTRAINT "match_starters_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;