CREATE TABLE "app_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingested_files" (
	"path" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"items" integer NOT NULL,
	"problems" integer NOT NULL,
	"ingested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" text PRIMARY KEY NOT NULL,
	"sport_id" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" text NOT NULL,
	"season_id" integer NOT NULL,
	"kickoff" timestamp with time zone NOT NULL,
	"kickoff_time_known" boolean NOT NULL,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"stats" jsonb,
	"natural_key" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "matches_natural_key_unique" UNIQUE("natural_key")
);
--> statement-breakpoint
CREATE TABLE "odds_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"kind" text NOT NULL,
	"captured_at" timestamp with time zone,
	"source" text NOT NULL,
	"quotes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_forecasts" (
	"match_id" integer NOT NULL,
	"source" text NOT NULL,
	"home_win" double precision NOT NULL,
	"draw" double precision,
	"away_win" double precision NOT NULL,
	CONSTRAINT "reference_forecasts_match_id_source_pk" PRIMARY KEY("match_id","source")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" text NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_aliases" (
	"sport_id" text NOT NULL,
	"alias" text NOT NULL,
	"team_id" integer NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "team_aliases_sport_id_alias_team_id_pk" PRIMARY KEY("sport_id","alias","team_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"sport_id" text NOT NULL,
	"name" text NOT NULL,
	"source_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds_snapshots" ADD CONSTRAINT "odds_snapshots_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_forecasts" ADD CONSTRAINT "reference_forecasts_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_aliases" ADD CONSTRAINT "team_aliases_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matches_league_id_kickoff_index" ON "matches" USING btree ("league_id","kickoff");--> statement-breakpoint
CREATE INDEX "matches_home_team_id_kickoff_index" ON "matches" USING btree ("home_team_id","kickoff");--> statement-breakpoint
CREATE INDEX "matches_away_team_id_kickoff_index" ON "matches" USING btree ("away_team_id","kickoff");--> statement-breakpoint
CREATE INDEX "odds_snapshots_match_id_index" ON "odds_snapshots" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_league_id_label_index" ON "seasons" USING btree ("league_id","label");--> statement-breakpoint
CREATE INDEX "team_aliases_team_id_index" ON "team_aliases" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_sport_id_source_key_index" ON "teams" USING btree ("sport_id","source_key");