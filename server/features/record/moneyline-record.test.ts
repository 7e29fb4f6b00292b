import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadKitLeague,
  mlbKitGames,
  nhlKitGames,
} from '../../sports/backtest/moneyline-test-kit.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/harness.ts';
import { computeBacktest } from './backtest-service.ts';

describe.each(databaseKinds)('the record backtest for MLB and NHL on %s', (kind) => {
  let database: TestDatabase;
  const nhl = nhlKitGames();
  const mlb = mlbKitGames();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await loadKitLeague(database.db, 'NHL', '2021/22', nhl);
    await loadKitLeague(database.db, 'MLB', '2021', mlb);
  }, 60_000);
  afterAll(() => database.close());

  it('scores each league on its games with a closing moneyline, with calibration and value bets', async () => {
    const cutoff = new Date('2021-11-10T00:00:00Z');
    const r = await computeBacktest(database.db, cutoff, new Date('2026-01-01'));
    expect(r.leagues.map((l) => l.leagueId)).toEqual(['MLB', 'NHL']);
    const [mlbRow, nhlRow] = r.leagues as [(typeof r.leagues)[0], (typeof r.leagues)[0]];
    // Every game of the kit is decided and priced at the close; the NHL's end before the clock.
    expect(mlbRow.n).toBe(mlb.length);
    const nhlPlayed = nhl.filter((g) => Date.parse(g.kickoff) + 3 * 3_600_000 <= cutoff.getTime());
    expect(nhlRow.n).toBe(nhlPlayed.length);
    expect(Date.parse(nhlRow.to)).toBeLessThan(cutoff.getTime());
    for (const league of r.leagues) {
      expect(league.strix.rps).toBeNull();
      expect(league.closing.deltaVsClosing).toBe(0);
      expect(league.calibration.reduce((n, b) => n + b.count, 0)).toBe(league.n * 2);
      for (const who of [league.strix, league.model, league.closing, league.base]) {
        expect(who.brier).toBeGreaterThan(0);
      }
    }
    // MLB's published probability is the opening line's own (weight 0): a different score from
    // the model's. Its value bets are BetMGM's long home prices, the NHL's the opening line's.
    expect(mlbRow.strix.brier).not.toBe(mlbRow.model.brier);
    const homeWins = (games: typeof mlb, price: number) =>
      games.reduce((sum, g) => sum + (g.homeScore > g.awayScore ? price - 1 : -1), 0) /
      games.length;
    const mlbBets = mlb.filter((_, i) => i % 2 === 0);
    expect(mlbRow.valueBets.n).toBe(mlbBets.length);
    expect(mlbRow.valueBets.roi).toBeCloseTo(homeWins(mlbBets, 2.4), 4);
    const nhlBets = nhlPlayed.filter((_, i) => i % 3 === 0);
    expect(nhlRow.valueBets.n).toBe(nhlBets.length);
    expect(nhlRow.valueBets.roi).toBeCloseTo(homeWins(nhlBets, 5), 4);
  }, 120_000);
});
