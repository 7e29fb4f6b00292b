CREATE TABLE "player_games" (
	"match_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"source" text NOT NULL,
	"lines" jsonb NOT NULL,
	CONSTRAINT "player_games_match_id_team_id_pk" PRIMARY KEY("match_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "player_games" ADD CONSTRAINT "player_games_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_games" ADD CONSTRAINT "player_games_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_games_team_id_index" ON "player_games" USING btree ("team_id");