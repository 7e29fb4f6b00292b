import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { appPath } from '../../lib/app-root.ts';
import { BOOKMAKERS } from './bookmakers.ts';

const migration = readFileSync(appPath('server/db/migrations/0018_bookmaker_names.sql'), 'utf8');

/**
 * Databases loaded before the bookmaker catalogue hold football-data.co.uk's 'Bet&Win' beside
 * The Odds API's 'Bwin'. Migration 0018 renames them in place; its list must be the
 * catalogue's, or an upgraded database would name books otherwise than a fresh load.
 */
describe('the migration that renamed stored books', () => {
  it("renames exactly the catalogue's former names, each to the book's name now", () => {
    const pairs = [...migration.matchAll(/WHEN '([^']+)' THEN '([^']+)'/g)].map((m) => [
      m[1],
      m[2],
    ]);
    const catalogue = BOOKMAKERS.flatMap((book) =>
      (book.formerNames ?? []).map((old) => [old, book.name]),
    );
    expect(pairs.sort()).toEqual(catalogue.sort());
  });

  it("rewrites stored quotes, Strix's own bets and the ledgers that named old books", async () => {
    const db = new PGlite();
    await db.exec(`
      CREATE TABLE odds_snapshots (id serial PRIMARY KEY, quotes jsonb NOT NULL);
      CREATE TABLE bets (id serial PRIMARY KEY, bookmaker text, source text NOT NULL);
      CREATE TABLE backtest_records (key text PRIMARY KEY, body jsonb NOT NULL);`);
    const quote = (bookmaker: string, market = '1x2') => ({
      bookmaker,
      market,
      line: market === 'ou' ? 2.5 : null,
      prices: market === 'ou' ? [1.9, 1.95] : [2.1, 3.4, 3.6],
    });
    const docs = [
      [quote('Bet365'), quote('Bet&Win'), quote('Betfair'), quote('Betfair Exchange')],
      [quote('VC Bet'), quote('Bet&Win', 'ou'), quote('Market average')],
      [quote('Bet Victor'), quote('Bwin')],
      [quote('Pinnacle')],
    ];
    for (const doc of docs) {
      await db.query('INSERT INTO odds_snapshots (quotes) VALUES ($1)', [JSON.stringify(doc)]);
    }
    for (const [bookmaker, source] of [
      ['Bet&Win', 'value-bet'],
      ['Betfair', 'odds'],
      ['Betfair', 'manual'],
      ['Bet&Win', 'import'],
      [null, 'manual'],
    ]) {
      await db.query('INSERT INTO bets (bookmaker, source) VALUES ($1, $2)', [bookmaker, source]);
    }
    await db.query(
      `INSERT INTO backtest_records VALUES
        ('ledger-old', '{"byBook": [{"key": "Bet&Win"}, {"key": "Bet365"}]}'),
        ('ledger-new', '{"byBook": [{"key": "Bwin"}, {"key": "Betfair Exchange"}]}'),
        ('record', '{"source": "Pinnacle pre-match price"}')`,
    );

    await db.transaction(async (tx) => {
      for (const statement of migration.split('--> statement-breakpoint')) await tx.exec(statement);
    });

    const stored = await db.query<{ quotes: ReturnType<typeof quote>[] }>(
      'SELECT quotes FROM odds_snapshots ORDER BY id',
    );
    expect(stored.rows.map((row) => row.quotes)).toEqual([
      [quote('Bet365'), quote('Bwin'), quote('Betfair Sportsbook'), quote('Betfair Exchange')],
      [quote('BetVictor'), quote('Bwin', 'ou'), quote('Market average')],
      [quote('BetVictor'), quote('Bwin')],
      [quote('Pinnacle')],
    ]);
    const bets = await db.query<{ bookmaker: string | null }>(
      'SELECT bookmaker FROM bets ORDER BY id',
    );
    // A name typed by hand or imported is the person's own and stays.
    expect(bets.rows.map((row) => row.bookmaker)).toEqual([
      'Bwin',
      'Betfair Sportsbook',
      'Betfair',
      'Bet&Win',
      null,
    ]);
    const kept = await db.query<{ key: string }>('SELECT key FROM backtest_records ORDER BY key');
    expect(kept.rows.map((row) => row.key)).toEqual(['ledger-new', 'record']);
    // The helper it made is gone with it.
    const left = await db.query(`SELECT 1 FROM pg_proc WHERE proname = 'book_now'`);
    expect(left.rows).toEqual([]);
    await db.close();
  });
});
