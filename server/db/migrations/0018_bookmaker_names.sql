-- One book, one name, whichever provider priced it (docs/data.md "Bookmakers"). Prices stored
-- before the bookmaker catalogue (server/data/reference/bookmakers.ts) named some books as a
-- file or a feed did: football-data.co.uk's BW columns as 'Bet&Win' (bwin, which The Odds API
-- calls 'Bwin'), its VC columns as 'VC Bet' and The Odds API's betvictor as 'Bet Victor'
-- (BetVictor), its BF columns as 'Betfair' (Betfair's sportsbook, The Odds API's 'Betfair
-- Sportsbook'). The pairs below are the catalogue's formerNames; a test holds them equal.
CREATE FUNCTION pg_temp.book_now(old text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE old
    WHEN 'Bet&Win' THEN 'Bwin'
    WHEN 'VC Bet' THEN 'BetVictor'
    WHEN 'Bet Victor' THEN 'BetVictor'
    WHEN 'Betfair' THEN 'Betfair Sportsbook'
  END
$$;--> statement-breakpoint
-- Each quote keeps its place in its document; only a renamed book's name changes (jsonb_set
-- with no new name gives null, and the quote stays as it was).
UPDATE "odds_snapshots" o SET "quotes" = (
  SELECT jsonb_agg(coalesce(jsonb_set(e.q, '{bookmaker}', to_jsonb(pg_temp.book_now(e.q->>'bookmaker'))), e.q) ORDER BY e.i)
  FROM jsonb_array_elements(o."quotes") WITH ORDINALITY AS e(q, i))
WHERE EXISTS (
  SELECT 1 FROM jsonb_array_elements(o."quotes") AS e(q)
  WHERE pg_temp.book_now(e.q->>'bookmaker') IS NOT NULL);--> statement-breakpoint
-- A bet recorded from one of Strix's rows carries the book's name; one typed by hand is the
-- person's own words and stays.
UPDATE "bets" SET "bookmaker" = pg_temp.book_now("bookmaker")
WHERE pg_temp.book_now("bookmaker") IS NOT NULL AND "source" IN ('value-bet', 'odds', 'match');--> statement-breakpoint
-- Stored ledgers and backtests that list a book under its old name are worked out again.
DELETE FROM "backtest_records" t
WHERE EXISTS (
  SELECT 1 FROM regexp_matches(t."body"::text, '"([^"\\]*)"', 'g') AS m(s)
  WHERE pg_temp.book_now(m.s[1]) IS NOT NULL);--> statement-breakpoint
DROP FUNCTION pg_temp.book_now(text);
