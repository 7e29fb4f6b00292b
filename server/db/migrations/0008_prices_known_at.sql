CREATE TABLE "unmatched_team_names" (
	"provider" text NOT NULL,
	"league_id" text NOT NULL,
	"name" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "unmatched_team_names_provider_league_id_name_pk" PRIMARY KEY("provider","league_id","name")
);
--> statement-breakpoint
-- Every price gets the moment it was known. Rows ingested before this carry none; they get the
-- rule ingest now applies (data/ingest/capture-times.ts, tested there): closing prices and the
-- US files' single line at kick-off; football-data.co.uk pre-match prices at its documented
-- collection (Friday 17:00 UK for Friday–Monday games, that week's Tuesday 15:00 for
-- Tuesday–Thursday ones), never after kick-off; NFL openers at 00:00 Eastern on the Tuesday
-- that opens the game's week. isodow % 7 numbers days as JavaScript does (Sunday 0).
UPDATE "odds_snapshots" o SET "captured_at" = CASE
  WHEN o."kind" <> 'opening' THEN m."kickoff"
  WHEN m."league_id" = 'NFL' THEN least(m."kickoff",
    (date_trunc('day', m."kickoff" AT TIME ZONE 'America/New_York')
      - make_interval(days => ((extract(isodow FROM m."kickoff" AT TIME ZONE 'America/New_York')::int % 7) + 5) % 7))
      AT TIME ZONE 'America/New_York')
  WHEN (extract(isodow FROM m."kickoff" AT TIME ZONE 'Europe/London')::int % 7) BETWEEN 2 AND 4 THEN least(m."kickoff",
    (date_trunc('day', m."kickoff" AT TIME ZONE 'Europe/London')
      - make_interval(days => (extract(isodow FROM m."kickoff" AT TIME ZONE 'Europe/London')::int % 7) - 2)
      + interval '15 hours') AT TIME ZONE 'Europe/London')
  ELSE least(m."kickoff",
    (date_trunc('day', m."kickoff" AT TIME ZONE 'Europe/London')
      - make_interval(days => ((extract(isodow FROM m."kickoff" AT TIME ZONE 'Europe/London')::int % 7) + 2) % 7)
      + interval '17 hours') AT TIME ZONE 'Europe/London')
END
FROM "matches" m
WHERE m."id" = o."match_id" AND o."captured_at" IS NULL;--> statement-breakpoint
DROP INDEX "odds_snapshots_match_id_index";--> statement-breakpoint
ALTER TABLE "odds_snapshots" ALTER COLUMN "captured_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "odds_snapshots_match_id_captured_at_index" ON "odds_snapshots" USING btree ("match_id","captured_at");--> statement-breakpoint
CREATE INDEX "odds_snapshots_captured_at_index" ON "odds_snapshots" USING btree ("captured_at");