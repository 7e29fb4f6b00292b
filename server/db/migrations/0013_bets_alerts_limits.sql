CREATE TABLE "alert_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"value_bets" boolean DEFAULT false NOT NULL,
	"min_edge_percent" double precision DEFAULT 5 NOT NULL,
	"price_targets" boolean DEFAULT false NOT NULL,
	"max_per_day" integer DEFAULT 5 NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_settings_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"match_id" integer,
	"league_id" text,
	"event" text,
	"market" text NOT NULL,
	"selection" text NOT NULL,
	"line" double precision,
	"price" double precision NOT NULL,
	"stake_cents" integer NOT NULL,
	"bookmaker" text,
	"taken_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"profit_cents" integer,
	"closing_prob" double precision,
	"clv" double precision,
	"settled_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bets_price_above_one" CHECK ("bets"."price" > 1),
	CONSTRAINT "bets_stake_positive" CHECK ("bets"."stake_cents" > 0),
	CONSTRAINT "bets_on_something" CHECK ("bets"."match_id" is not null or "bets"."event" is not null)
);
--> statement-breakpoint
CREATE TABLE "betting_limits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"break_kind" text,
	"break_started_at" timestamp with time zone,
	"break_until" timestamp with time zone,
	"monthly_stake_limit_cents" integer,
	"stake_limit_pending_cents" integer,
	"stake_limit_pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"match_id" integer NOT NULL,
	"market" text NOT NULL,
	"selection" text NOT NULL,
	"line" double precision,
	"target_price" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_follows" (
	"user_id" uuid NOT NULL,
	"team_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_follows_user_id_team_id_pk" PRIMARY KEY("user_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "time_spent" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "time_spent_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "alert_mails" ADD CONSTRAINT "alert_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "betting_limits" ADD CONSTRAINT "betting_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_targets" ADD CONSTRAINT "price_targets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_targets" ADD CONSTRAINT "price_targets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_follows" ADD CONSTRAINT "team_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_follows" ADD CONSTRAINT "team_follows_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_spent" ADD CONSTRAINT "time_spent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_mails_once" ON "alert_mails" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "alert_mails_user_id_day_index" ON "alert_mails" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "bets_user_id_taken_at_index" ON "bets" USING btree ("user_id","taken_at");--> statement-breakpoint
CREATE INDEX "bets_open_by_match" ON "bets" USING btree ("match_id") WHERE "bets"."status" = 'open' and "bets"."match_id" is not null;--> statement-breakpoint
CREATE INDEX "price_targets_user_id_index" ON "price_targets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "price_targets_waiting_by_match" ON "price_targets" USING btree ("match_id") WHERE "price_targets"."fired_at" is null;--> statement-breakpoint
CREATE INDEX "team_follows_team_id_index" ON "team_follows" USING btree ("team_id");