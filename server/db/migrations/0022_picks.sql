CREATE TABLE "picks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"match_id" integer NOT NULL,
	"source" text NOT NULL,
	"choice" text NOT NULL,
	"prediction_id" uuid,
	"home_prob" double precision,
	"draw_prob" double precision,
	"away_prob" double precision,
	"picked_at" timestamp with time zone NOT NULL,
	"outcome" text,
	"correct" boolean,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "picks" ADD CONSTRAINT "picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picks" ADD CONSTRAINT "picks_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picks" ADD CONSTRAINT "picks_prediction_id_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."predictions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "picks_user_match_unique" ON "picks" USING btree ("user_id","match_id");--> statement-breakpoint
CREATE INDEX "picks_unsettled_index" ON "picks" USING btree ("match_id") WHERE "picks"."settled_at" is null;--> statement-breakpoint
-- Agree/disagree votes already linked to a call become picks (their first vote per match, as
-- they were counted until now), dated by the app's clock of the call; the settlement job grades
-- them on its next run.
INSERT INTO "picks" ("user_id", "match_id", "source", "choice", "prediction_id", "home_prob", "draw_prob", "away_prob", "picked_at", "created_at")
SELECT DISTINCT ON (v.user_id, p.match_id)
  v.user_id, p.match_id,
  CASE WHEN v.choice = 'upvote' THEN 'agree' ELSE 'disagree' END,
  CASE WHEN v.choice = 'upvote'
    THEN (CASE WHEN p.home_prob > p.away_prob THEN 'home' ELSE 'away' END)
    ELSE (CASE WHEN p.home_prob > p.away_prob THEN 'not_home' ELSE 'not_away' END) END,
  p.id, p.home_prob, p.draw_prob, p.away_prob, p.as_of, v.created_at
FROM "votes" v JOIN "predictions" p ON p.id = v.prediction_id
WHERE v.user_id IS NOT NULL AND p.match_id IS NOT NULL AND v.choice IN ('upvote', 'downvote')
ORDER BY v.user_id, p.match_id, v.created_at, v.id;
