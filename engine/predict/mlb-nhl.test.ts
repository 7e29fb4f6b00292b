import { describe, expect, it } from 'vitest';
import { backtestBaseball, backtestHockey } from '../backtest/mlb-nhl.ts';
import { syntheticBaseball } from '../baseball/synthetic-baseball.ts';
import { fitRegulation } from '../hockey/regulation.ts';
import { syntheticHockey } from '../hockey/synthetic-hockey.ts';
import { forecastMlbNhlGames, type MlbNhlTables } from './mlb-nhl.ts';

const priced = <T>(games: T[]) =>
  games.map((g) => ({ ...g, moneyline: [1.87, 1.95] as [number, number] }));

/** The tables the fit script writes, from a backtest's walk-forward. */
function tablesOf(report: ReturnType<typeof backtestBaseball>): MlbNhlTables {
  return {
    eloParams: Object.fromEntries(report.full.eloParams.map((s) => [s.season, s.params])),
    adjustments: Object.fromEntries(report.full.adjustments.map((a) => [a.season, a.beta])),
    blendWeights: Object.fromEntries(
      report.full.seasons.map((s) => [s.season, s.blendWeight ?? 0]),
    ),
  };
}

describe('the served MLB and NHL forecasts', () => {
  it('give exactly the probability the backtest scored, from the games before', () => {
    // Priced on the listed starters, so the starters' market-implied term is in play.
    const games = syntheticBaseball({
      teams: 10,
      seasons: 4,
      gamesPerTeam: 100,
      aceSaves: 3,
      seed: 9,
      priced: true,
    });
    const report = backtestBaseball(games, { fromSeason: 3, toSeason: 4 });
    expect(report.full.adjustments.at(-1)!.beta[2]).toBeGreaterThan(0.3);
    const tables = tablesOf(report);
    for (const index of [games.length - 1, games.length - 300]) {
      const game = games[index]!;
      // A fixture has no score, nor yet a closing price.
      const { homeScore: _h, awayScore: _a, moneyline: _m, ...fixture } = game;
      const forecast = forecastMlbNhlGames(
        'MLB',
        games.slice(0, index),
        [{ ...fixture, homeScore: Number.NaN, awayScore: Number.NaN }],
        tables,
      )[game.id]!;
      const scored = report.full.forecasts.find((f) => f.id === game.id)!;
      expect(forecast.homeWinProbability).toBeCloseTo(scored.model, 12);
    }
  });

  it('split an NHL forecast into regulation outcomes that add up to it', () => {
    const games = priced(
      syntheticHockey({
        teams: 12,
        seasons: 4,
        gamesPerTeam: 50,
        saveRates: [0.93, 0.89],
        starterShare: 0.6,
        seed: 2,
      }),
    );
    const report = backtestHockey(games, { fromSeason: 3, toSeason: 4 });
    const settled = games.map((g) => ({
      p: 0.55,
      settledIn: g.settledIn!,
      homeWon: g.homeScore > g.awayScore,
    }));
    const tables = { ...tablesOf(report), regulation: { 3: fitRegulation(settled) } };
    const last = games.at(-1)!;
    const forecast = forecastMlbNhlGames(
      'NHL',
      games.slice(0, -1),
      [{ ...last, homeGoalies: [], awayGoalies: [] }],
      tables,
    )[last.id]!;
    const [home, level, away] = forecast.regulation!;
    expect(home + level + away).toBeCloseTo(1, 12);
    expect(home).toBeLessThan(forecast.homeWinProbability);
    expect(home + level).toBeGreaterThan(forecast.homeWinProbability);
  });

  it('refuses a season it has no fitted ratings for rather than guess', () => {
    const games = syntheticBaseball({
      teams: 4,
      seasons: 1,
      gamesPerTeam: 4,
      aceSaves: 1,
      seed: 1,
    });
    expect(() =>
      forecastMlbNhlGames('MLB', games.slice(0, -1), games.slice(-1), {
        eloParams: {},
        adjustments: {},
        blendWeights: {},
      }),
    ).toThrow(/No fitted MLB ratings/);
  });
});
