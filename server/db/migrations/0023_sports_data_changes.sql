-- Every statement that writes results or prices, from any process (a live poll, a settlement, a
-- load on PostgreSQL, an operator's psql), moves this sequence on. The stored computations
-- (server/sports/backtest/stored-computation.ts) read it, a single row, before they re-read their
-- exact data version, which counts every played match and closing price (~0.4 s on PGlite, whose
-- queries hold the event loop): unchanged, the version stands. A sequence rather than a counter
-- row: writers never wait on each other for it, and a write rolled back only makes a reader check
-- again. The embedded first load runs as a replica, without triggers, before any server reads.
CREATE SEQUENCE strix_sports_data_changes;--> statement-breakpoint
CREATE FUNCTION strix_count_sports_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('strix_sports_data_changes');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER matches_count_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "matches"
  FOR EACH STATEMENT EXECUTE FUNCTION strix_count_sports_data_change();--> statement-breakpoint
CREATE TRIGGER odds_snapshots_count_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "odds_snapshots"
  FOR EACH STATEMENT EXECUTE FUNCTION strix_count_sports_data_change();
