import { describe, expect, it } from 'vitest';
import { NBA_ELO } from './defaults.ts';
import { NBA_TUNING_GRID, NFL_TUNING_GRID } from './grids.ts';
import { runElo } from './run.ts';
import { syntheticLeague } from './synthetic-league.ts';
import { paramGrid, tuneElo, walkForwardElo } from './tune.ts';
import type { EloGame, EloParams } from './types.ts';

const BASE: EloParams = { ...NBA_ELO, movMultiplier: 'none', k: 16 };
const STRENGTH = { A: 160, B: 90, C: 40, D: 0, E: -30, F: -70, G: -110, H: -160 };
const league = (seed: number, seasons = 6) =>
  syntheticLeague({
    strength: STRENGTH,
    homeAdvantage: 80,
    seasons,
    gamesPerTeamPerSeason: 70,
    seed,
  });

/** Swap winner and loser in every game of the given seasons: a drastically different future. */
const scramble = (games: EloGame[], seasons: number[]) =>
  games.map((g) =>
    seasons.includes(g.season) ? { ...g, homeScore: g.awayScore, awayScore: g.homeScore } : g,
  );

describe('paramGrid', () => {
  it('lays every combination of the listed values over the base', () => {
    const grid = paramGrid(BASE, { k: [10, 20], homeAdvantage: [0, 50, 100] });
    expect(grid).toHaveLength(6);
    expect(grid.map((p) => [p.k, p.homeAdvantage])).toEqual([
      [10, 0],
      [10, 50],
      [10, 100],
      [20, 0],
      [20, 50],
      [20, 100],
    ]);
    expect(grid.every((p) => p.seasonRegression === BASE.seasonRegression)).toBe(true);
  });
});

describe('tuneElo', () => {
  const grid = paramGrid(BASE, { homeAdvantage: [0, 80, 250] });

  it('finds the home advantage a synthetic league was generated with', () => {
    const { best, candidates } = tuneElo(league(11), grid, {
      trainSeasons: [1, 2],
      validateSeasons: [3, 4],
    });
    expect(best.params.homeAdvantage).toBe(80);
    expect(best.n).toBe(2 * 70 * 4);
    expect(candidates.map((c) => c.brier)).toEqual(
      [...candidates.map((c) => c.brier)].sort((a, b) => a - b),
    );
  });

  it('scores the pre-game forecasts of the validation seasons only', () => {
    const games = league(5);
    const params = grid[1]!;
    const { best } = tuneElo(games, [params], { trainSeasons: [1, 2], validateSeasons: [3] });
    const window = games.filter((g) => g.season <= 3);
    const scored = runElo(window, params).predictions.filter((p) => p.season === 3);
    const brier =
      scored.reduce((s, p) => s + (p.homeWinProbability - p.homeResult) ** 2, 0) / scored.length;
    expect(best.brier).toBeCloseTo(brier, 14);
  });

  it('cannot see the future: results after the window change nothing', () => {
    const games = league(21);
    const window = { trainSeasons: [1, 2, 3], validateSeasons: [4] };
    const honest = tuneElo(games, grid, window);
    expect(tuneElo(scramble(games, [5, 6]), grid, window)).toEqual(honest);
    // Nor do seasons left out of the window before it.
    const later = { trainSeasons: [2, 3], validateSeasons: [4] };
    expect(tuneElo(scramble(games, [1]), grid, later)).toEqual(tuneElo(games, grid, later));
  });

  it('does react to the seasons inside the window (so the check above has teeth)', () => {
    const games = league(21);
    const window = { trainSeasons: [1, 2, 3], validateSeasons: [4] };
    const honest = tuneElo(games, grid, window);
    expect(tuneElo(scramble(games, [4]), grid, window).best.brier).not.toBe(honest.best.brier);
    expect(tuneElo(scramble(games, [3]), grid, window).best.brier).not.toBe(honest.best.brier);
  });

  it('refuses a window that is not walk-forward or has nothing to score', () => {
    const games = league(2, 3);
    expect(() => tuneElo(games, grid, { trainSeasons: [1, 3], validateSeasons: [2] })).toThrow(
      RangeError,
    );
    expect(() => tuneElo(games, grid, { trainSeasons: [1], validateSeasons: [] })).toThrow(
      RangeError,
    );
    expect(() => tuneElo(games, [], { trainSeasons: [1], validateSeasons: [2] })).toThrow(
      RangeError,
    );
    expect(() => tuneElo(games, grid, { trainSeasons: [1], validateSeasons: [9] })).toThrow(
      RangeError,
    );
  });

  it('keeps grid order between equal scores', () => {
    const same = [BASE, { ...BASE }, { ...BASE }];
    const { candidates } = tuneElo(league(3, 2), same, { trainSeasons: [1], validateSeasons: [2] });
    expect(candidates.map((c) => c.params)).toEqual(same);
    expect(candidates[0]?.params).toBe(same[0]);
  });
});

describe('walkForwardElo', () => {
  const grid = paramGrid(BASE, { homeAdvantage: [0, 80, 250], k: [8, 24] });

  it('forecasts each test season with parameters tuned on the seasons before it', () => {
    const games = league(8);
    const result = walkForwardElo(games, grid, { testSeasons: [6, 5], validationSeasons: 2 });
    expect(result.seasons.map((s) => s.season)).toEqual([5, 6]);
    for (const { season, params, validationBrier } of result.seasons) {
      const before = [...Array(season - 1).keys()].map((i) => i + 1);
      const tuned = tuneElo(games, grid, {
        trainSeasons: before.slice(0, -2),
        validateSeasons: before.slice(-2),
      });
      expect(params).toBe(tuned.best.params);
      expect(validationBrier).toBe(tuned.best.brier);
      const expected = runElo(
        games.filter((g) => g.season <= season),
        params,
      ).predictions.filter((p) => p.season === season);
      expect(result.predictions.filter((p) => p.season === season)).toEqual(expected);
    }
    expect(result.predictions.every((p) => p.season >= 5)).toBe(true);
  });

  it("chooses a season's parameters without its results", () => {
    const games = league(9);
    const honest = walkForwardElo(games, grid, { testSeasons: [5] });
    const leaked = walkForwardElo(scramble(games, [5, 6]), grid, { testSeasons: [5] });
    expect(leaked.seasons).toEqual(honest.seasons);
    // The forecasts themselves are pre-game, so flipping results leaves them alone too.
    expect(leaked.predictions[0]?.homeWinProbability).toBe(
      honest.predictions[0]?.homeWinProbability,
    );
  });

  it('needs more seasons before a test season than it validates on', () => {
    expect(() =>
      walkForwardElo(league(1, 3), grid, { testSeasons: [3], validationSeasons: 2 }),
    ).toThrow(RangeError);
  });
});

describe('sport tuning grids', () => {
  it('are complete parameter sets with the documented sizes', () => {
    expect(NFL_TUNING_GRID).toHaveLength(3 * 4 * 3 * 4 * 2);
    expect(NBA_TUNING_GRID).toHaveLength(3 * 4 * 3 * 3 * 3 * 2);
    for (const p of [...NFL_TUNING_GRID, ...NBA_TUNING_GRID]) {
      expect(p.movMultiplier).toBe('margin');
      expect(p.k).toBeGreaterThan(0);
      expect(p.seasonRegression).toBeGreaterThan(0);
    }
  });
});
