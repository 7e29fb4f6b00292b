import { and, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, matchStarters, oddsSnapshots } from '../../db/schema.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/harness.ts';
import { type MoneylineForecast, moneylineForecasts } from './moneyline-league.ts';
import { type KitGame, loadKitLeague, mlbKitGames, nhlKitGames } from './moneyline-test-kit.ts';
import { betsLikeThisAt, computeValueLedger } from './value-ledger.ts';

const CUTOFF = new Date('2021-12-01T00:00:00Z');
const NHL_FROM = new Date('2021-10-12T00:00:00Z');
const MLB_FROM = new Date('2021-05-04T00:00:00Z');

const byId = (rows: readonly MoneylineForecast[]) => new Map(rows.map((f) => [f.id, f]));

describe.each(databaseKinds)('MLB and NHL walk-forward on %s', (kind) => {
  let database: TestDatabase;
  let nhl: number[];
  let mlb: number[];
  const nhlKit = nhlKitGames();
  const mlbKit = mlbKitGames();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    nhl = await loadKitLeague(database.db, 'NHL', '2021/22', nhlKit);
    mlb = await loadKitLeague(database.db, 'MLB', '2021', mlbKit);
  }, 60_000);
  afterAll(() => database.close());

  it('lists the ledger bets the rule would have taken at each book’s pre-match moneyline', async () => {
    const ledger = await computeValueLedger(database.db, CUTOFF, new Date('2026-01-01'));
    const wf = ledger.walkForward;
    // NHL: the long home price of every third game, at the opening line; never the aggregate,
    // nor the price after the start. MLB's weight is 0 (the published price is the opening
    // line's own): only BetMGM's price above it is value.
    const nhlBets = nhlKit.filter((_, i) => i % 3 === 0);
    const mlbBets = mlbKit.filter((_, i) => i % 2 === 0);
    const roi = (games: KitGame[], price: number) =>
      games.reduce((sum, g) => sum + (g.homeScore > g.awayScore ? price - 1 : -1), 0) /
      games.length;
    expect(wf.byLeague.map((r) => [r.key, r.figure.n])).toEqual([
      ['MLB', mlbBets.length],
      ['NHL', nhlBets.length],
    ]);
    expect(wf.byLeague[0]!.figure.roi).toBeCloseTo(roi(mlbBets, 2.4), 4);
    expect(wf.byLeague[1]!.figure.roi).toBeCloseTo(roi(nhlBets, 5), 4);
    expect(wf.byBook.map((r) => [r.key, r.figure.n])).toEqual([
      ['BetMGM', mlbBets.length],
      ['Opening line', nhlBets.length],
    ]);
    expect(wf.pooled.n).toBe(nhlBets.length + mlbBets.length);
    // Every NHL bet beat the closing price (5.0 against a fair close near 4.5).
    expect(wf.byLeague[1]!.figure.clvN).toBe(nhlBets.length);
    expect(wf.byLeague[1]!.figure.clv).toBeGreaterThan(0);
    // MLB and NHL cells are their own: '20%+|4–10' of the NHL is not soccer's.
    expect(wf.byCell.every((r) => /^(MLB|NHL)\|/.test(r.key))).toBe(true);
    const nhlCell = wf.byCell.find((r) => r.key.startsWith('NHL|') && r.key.endsWith('|4–10'))!;
    expect(nhlCell.figure.n).toBe(nhlBets.length);
    const ev = nhlCell.key.split('|')[1]!;
    const evPct = { '3–5%': 4, '5–10%': 7, '10–20%': 15, '20%+': 30 }[ev]!;
    expect(betsLikeThisAt(ledger, evPct, 5, 'NHL')).toMatchObject({
      n: nhlBets.length,
      text: `Bets like this (NHL, EV ${ev}, odds 4–10): only ${nhlBets.length} on record since 2021, too few to say how they do.`,
    });
    // A soccer card of the same bands reads soccer's cells, which hold none.
    expect(betsLikeThisAt(ledger, evPct, 5, 'E0')).toMatchObject({ n: 0 });
    expect(betsLikeThisAt(ledger, evPct, 5, 'MLB')).toMatchObject({ n: 0 });
  }, 120_000);

  it('forecasts a game from earlier results and prices only, never its own or later ones', async () => {
    const db = database.db;
    const run = async () =>
      byId([
        ...(await moneylineForecasts(db, 'NHL', NHL_FROM, CUTOFF, { scoreModel: true })),
        ...(await moneylineForecasts(db, 'MLB', MLB_FROM, CUTOFF, { scoreModel: true })),
      ]);
    const before = await run();
    // A game in each league's last week, and everything from it on.
    const targets = [nhl[nhl.length - 6]!, mlb[mlb.length - 5]!];
    const later = [...nhl.slice(-6), ...mlb.slice(-5)];
    for (const id of targets) expect(before.get(id)?.model?.[0]).toBeGreaterThan(0);
    // Its result and every later one turned round, who actually started changed, its closing and
    // in-play prices and every later one moved: nothing its forecast may read.
    await db
      .update(matches)
      .set({
        homeScore: sql`${matches.awayScore} + 7`,
        details: sql`'{"outs": 27, "settledIn": "shootout"}'::jsonb`,
      })
      .where(inArray(matches.id, later));
    await db
      .update(matchStarters)
      .set({ actual: { home: [{ id: 'ace' }], away: [{ id: 'ace' }] } })
      .where(inArray(matchStarters.matchId, later));
    await db
      .update(oddsSnapshots)
      .set({
        quotes: [{ bookmaker: 'Closing line', market: 'moneyline', line: null, prices: [1.1, 8] }],
      })
      .where(and(inArray(oddsSnapshots.matchId, later), ne(oddsSnapshots.kind, 'opening')));
    const after = await run();
    for (const id of targets) {
      const [b, a] = [before.get(id)!, after.get(id)!];
      expect(a.closing).not.toEqual(b.closing);
      expect(a.outcome).toBe(0);
      expect([a.model, a.strix, a.offers]).toEqual([b.model, b.strix, b.offers]);
    }
    for (const [id, f] of before) {
      if (!later.includes(id)) expect(after.get(id)).toEqual(f);
    }
    // The check can fail: an earlier week's results do move the same forecasts.
    await db
      .update(matches)
      .set({ homeScore: sql`${matches.awayScore} + 7` })
      .where(inArray(matches.id, [...nhl.slice(0, 12), ...mlb.slice(0, 6)]));
    const changed = await run();
    for (const id of targets) expect(changed.get(id)!.model).not.toEqual(after.get(id)!.model);
  }, 120_000);
});
