ALTER TABLE "searches" ADD COLUMN "answer_key" text;--> statement-breakpoint
ALTER TABLE "searches" ADD COLUMN "answer_day" date;--> statement-breakpoint
CREATE UNIQUE INDEX "searches_paid_answer_unique" ON "searches" USING btree ("user_id","answer_day","answer_key") WHERE "searches"."answer_key" is not null;