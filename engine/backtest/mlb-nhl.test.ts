import { describe, expect, it } from 'vitest';
import { syntheticBaseball } from '../baseball/synthetic-baseball.ts';
import { syntheticHockey } from '../hockey/synthetic-hockey.ts';
import { backtestBaseball, backtestHockey } from './mlb-nhl.ts';

// NHL: a market that knows only home field, so what the backtest reports is the model's own work.
const flatMarket = <T>(games: T[]) =>
  games.map((g) => ({ ...g, moneyline: [1.87, 1.95] as [number, number] }));

describe('the MLB and NHL backtests', () => {
  it('report what the starting pitchers earned over a plain Elo, game by game', () => {
    // MLB's pitcher term learns from earlier games' prices: a market that knows the aces.
    const games = syntheticBaseball({
      teams: 10,
      seasons: 4,
      gamesPerTeam: 120,
      aceSaves: 3,
      seed: 3,
      priced: true,
    });
    const { full, vsPlainElo } = backtestBaseball(games, { fromSeason: 3, toSeason: 4 });
    expect(vsPlainElo.n).toBe(full.pooled.n);
    expect(vsPlainElo.deltaBrier).toBeLessThan(-2 * vsPlainElo.deltaBrierSe);
    expect(full.seasons.map((s) => s.season)).toEqual([3, 4]);
  });

  it('score the regulation split against a flat draw rate on settled games', () => {
    const games = flatMarket(
      syntheticHockey({
        teams: 12,
        seasons: 4,
        gamesPerTeam: 60,
        saveRates: [0.93, 0.89],
        starterShare: 0.6,
        seed: 4,
      }),
    );
    const { vsPlainElo, regulation } = backtestHockey(games, { fromSeason: 3, toSeason: 4 });
    expect(vsPlainElo.deltaBrier).toBeLessThan(0);
    expect(regulation.n).toBeGreaterThan(300);
    // Three outcomes: a Brier score summed over them lies between 0 and 2.
    expect(regulation.threeWayBrier).toBeGreaterThan(0.4);
    expect(regulation.threeWayBrier).toBeLessThan(0.8);
  });
});
