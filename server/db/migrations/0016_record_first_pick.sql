DROP INDEX "predictions_match_id_index";--> statement-breakpoint
CREATE INDEX "predictions_match_id_created_at_id_index" ON "predictions" USING btree ("match_id","created_at","id");