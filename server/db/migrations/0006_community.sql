CREATE TABLE "avatars" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"style" text NOT NULL,
	"description" text NOT NULL,
	"options" jsonb NOT NULL,
	"image" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"generation_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" uuid NOT NULL,
	"followee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id"),
	CONSTRAINT "follows_not_self" CHECK ("follows"."follower_id" <> "follows"."followee_id")
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"choice" text NOT NULL,
	"user_id" uuid,
	"session_id" text,
	"prediction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_voter_present" CHECK ("votes"."user_id" is not null or "votes"."session_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "share_image" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_image" text;--> statement-breakpoint
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_prediction_id_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."predictions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avatars_user_id_created_at_index" ON "avatars" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "avatars_one_active_per_user" ON "avatars" USING btree ("user_id") WHERE "avatars"."is_active";--> statement-breakpoint
CREATE INDEX "follows_followee_id_index" ON "follows" USING btree ("followee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "votes_target_user_unique" ON "votes" USING btree ("target","user_id") WHERE "votes"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "votes_target_session_unique" ON "votes" USING btree ("target","session_id") WHERE "votes"."session_id" is not null;--> statement-breakpoint
CREATE INDEX "votes_target_index" ON "votes" USING btree ("target");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));