import { describe, expect, it } from 'vitest';
import { NBA_ELO } from './defaults.ts';
import { forecastGame, predict, ratingsForSeason, runElo } from './run.ts';
import { eloGame as game, syntheticLeague } from './synthetic-league.ts';
import type { EloParams } from './types.ts';

const PLAIN: EloParams = {
  k: 20,
  homeAdvantage: 0,
  movMultiplier: 'none',
  seasonRegression: 0.25,
  regressionMean: 1505,
  initialRating: 1500,
  eloPerPoint: 25,
};

describe('runElo', () => {
  it('reads an edge known before the game: in the forecast, and less credit for the win', () => {
    const edged = { ...PLAIN, edgeElo: 40 };
    const ace = { ...game('g1', '2024-01-01', 2024, 'A', 'B', 21, 14), edge: 2.5 };
    const run = runElo([ace], edged);
    // 2.5 runs of edge at 40 Elo a run: the home side starts 100 points up.
    expect(run.predictions[0]!.homeWinProbability).toBeCloseTo(1 / (1 + 10 ** (-100 / 400)), 12);
    // A win it was expected to take moves its rating less than an even game's 10 points.
    expect(run.ratings.get('A')! - 1500).toBeCloseTo(20 * (1 - 1 / (1 + 10 ** (-100 / 400))), 9);
    expect(runElo([ace], PLAIN).ratings.get('A')).toBe(1510);
  });

  it('rates one game by hand: two 1500 teams, K = 20, home win → 1510 / 1490', () => {
    const run = runElo([game('g1', '2024-01-01', 2024, 'A', 'B', 21, 14)], PLAIN);
    expect(run.ratings.get('A')).toBe(1510);
    expect(run.ratings.get('B')).toBe(1490);
    expect(run.predictions[0]).toMatchObject({
      homeRating: 1500,
      awayRating: 1500,
      eloDiff: 0,
      homeWinProbability: 0.5,
      fairSpread: 0,
      homeResult: 1,
    });
    expect(run.season).toBe(2024);
  });

  it('adds home advantage except at a neutral venue', () => {
    const hfa = { ...PLAIN, homeAdvantage: 100 };
    const run = runElo(
      [
        game('g1', '2024-01-01', 2024, 'A', 'B', 21, 14),
        game('g2', '2024-01-08', 2024, 'C', 'D', 21, 14, true),
      ],
      hfa,
    );
    // p = 0.640065, so the home win is worth 20 · (1 − 0.640065) = 7.1987.
    expect(run.predictions[0]?.homeWinProbability).toBeCloseTo(0.640065, 6);
    expect(run.ratings.get('A')).toBeCloseTo(1507.1987, 4);
    expect(run.predictions[1]?.homeWinProbability).toBe(0.5);
    expect(run.ratings.get('C')).toBe(1510);
  });

  it('regresses every rating towards the mean when the season changes', () => {
    const run = runElo(
      [
        game('g1', '2023-03-01', 2023, 'A', 'B', 21, 14),
        game('g2', '2023-10-01', 2024, 'B', 'A', 10, 3),
      ],
      PLAIN,
    );
    // 1510 → 1505 + 0.75 · 5 and 1490 → 1505 − 0.75 · 15 before the second game.
    expect(run.predictions[1]?.homeRating).toBeCloseTo(1493.75, 10);
    expect(run.predictions[1]?.awayRating).toBeCloseTo(1508.75, 10);
  });

  it('forecasts each game only from the games before it', () => {
    const games = syntheticLeague({
      strength: { A: 80, B: 30, C: 0, D: -40 },
      homeAdvantage: 60,
      seasons: 2,
      gamesPerTeamPerSeason: 20,
      seed: 7,
    });
    const before = runElo(games, NBA_ELO).predictions;
    const flipped = games.map((g, i) =>
      i === 30 ? { ...g, homeScore: g.awayScore, awayScore: g.homeScore } : g,
    );
    const after = runElo(flipped, NBA_ELO).predictions;
    for (let i = 0; i <= 30; i++)
      expect(after[i]).toEqual({ ...before[i], homeResult: after[i]?.homeResult });
    expect(after[30]?.homeResult).toBe(1 - before[30]!.homeResult);
    // The home side's next game is forecast differently once the flipped result is known.
    const next = games.findIndex((g, i) => i > 30 && [g.home, g.away].includes(games[30]!.home));
    expect(after[next]?.homeWinProbability).not.toBe(before[next]?.homeWinProbability);
  });

  it('shows onBeforeGame the ratings the forecast is made from', () => {
    const seen: Array<[string, number | undefined, number]> = [];
    runElo(
      [
        game('g1', '2024-01-01', 2024, 'A', 'B', 21, 14),
        game('g2', '2024-01-02', 2024, 'A', 'C', 21, 14),
      ],
      PLAIN,
      { onBeforeGame: (g, ratings, p) => seen.push([g.id, ratings.get('A'), p]) },
    );
    expect(seen[0]).toEqual(['g1', 1500, 0.5]);
    expect(seen[1]?.[1]).toBe(1510);
    expect(seen[1]?.[2]).toBeCloseTo(1 / (1 + 10 ** (-10 / 400)), 14);
  });

  it('refuses games out of order', () => {
    const games = [
      game('g1', '2024-01-02', 2024, 'A', 'B', 1, 0),
      game('g2', '2024-01-01', 2024, 'A', 'B', 1, 0),
    ];
    expect(() => runElo(games, PLAIN)).toThrow(/chronological/);
    const seasons = [
      game('g1', '2024-01-02', 2024, 'A', 'B', 1, 0),
      game('g2', '2024-01-03', 2023, 'A', 'B', 1, 0),
    ];
    expect(() => runElo(seasons, PLAIN)).toThrow(/chronological/);
  });

  it('penalises a team on the second night of a back-to-back', () => {
    const tired = { ...PLAIN, backToBack: 40 };
    const run = runElo(
      [
        game('g1', '2024-01-01', 2024, 'A', 'B', 100, 100),
        game('g2', '2024-01-02', 2024, 'A', 'C', 100, 100),
        game('g3', '2024-01-04', 2024, 'D', 'A', 100, 100),
      ],
      tired,
    );
    expect(run.predictions[1]?.eloDiff).toBe(-40);
    // Two days later A is rested again: the difference is the ratings alone.
    const third = run.predictions[2]!;
    expect(third.eloDiff).toBe(third.homeRating - third.awayRating);
  });

  it('uses the larger early-season K while either side is in its first games', () => {
    const early = { ...PLAIN, earlySeasonGames: 1, earlySeasonK: 2 };
    const run = runElo(
      [
        game('g1', '2024-01-01', 2024, 'A', 'B', 21, 14),
        game('g2', '2024-01-08', 2024, 'C', 'D', 21, 14),
        game('g3', '2024-01-15', 2024, 'A', 'C', 21, 14),
        game('g4', '2024-09-01', 2025, 'B', 'D', 21, 14),
      ],
      early,
    );
    // Each side's first game moves 2 · 10 points.
    expect(run.predictions[2]).toMatchObject({ homeRating: 1520, awayRating: 1520 });
    // A and C have both played once, so g3 moves the plain 10: A reaches 1530, which the new
    // season then regresses to 1505 + 0.75 · 25.
    expect(run.ratings.get('A')).toBe(1523.75);
    // A new season restarts the count: B, regressed to 1505 − 0.75 · 25, gains 20 again.
    expect(run.predictions[3]?.homeRating).toBe(1486.25);
    expect(run.ratings.get('B')).toBe(1506.25);
  });

  it('raises the stronger team above the weaker in a synthetic league', () => {
    const strength = { Best: 200, Good: 60, Fair: -60, Poor: -200 };
    const games = syntheticLeague({
      strength,
      homeAdvantage: 50,
      seasons: 3,
      gamesPerTeamPerSeason: 60,
      seed: 1,
    });
    const { ratings } = runElo(games, { ...PLAIN, k: 12, homeAdvantage: 50, seasonRegression: 0 });
    const best = ratings.get('Best')!;
    const good = ratings.get('Good')!;
    const fair = ratings.get('Fair')!;
    const poor = ratings.get('Poor')!;
    expect(best).toBeGreaterThan(1550);
    expect(best).toBeGreaterThan(good);
    expect(good).toBeGreaterThan(fair);
    expect(fair).toBeGreaterThan(poor);
    // Zero-sum updates keep the league mean where it started.
    expect((best + good + fair + poor) / 4).toBeCloseTo(1500, 8);
  });
});

describe('predict and forecastGame', () => {
  it('predicts from ratings, with unknown teams at the initial rating', () => {
    const ratings = new Map([['A', 1600]]);
    const f = predict(ratings, 'A', 'Z', { ...PLAIN, homeAdvantage: 50 });
    expect(f.eloDiff).toBe(150);
    expect(f.fairSpread).toBe(6);
    expect(f.homeWinProbability).toBeCloseTo(1 / (1 + 10 ** (-150 / 400)), 14);
    expect(
      predict(ratings, 'A', 'Z', { ...PLAIN, homeAdvantage: 50 }, { neutral: true }).eloDiff,
    ).toBe(100);
    expect(
      predict(ratings, 'A', 'Z', { ...PLAIN, backToBack: 30 }, { homeBackToBack: true }).eloDiff,
    ).toBe(70);
  });

  it('forecasts the next game exactly as runElo would have', () => {
    const params: EloParams = {
      ...NBA_ELO,
      movMultiplier: 'margin',
      backToBack: 35,
      earlySeasonGames: 3,
      earlySeasonK: 2,
    };
    const games = syntheticLeague({
      strength: { A: 90, B: 20, C: -10, D: -100 },
      homeAdvantage: 70,
      seasons: 2,
      gamesPerTeamPerSeason: 12,
      seed: 3,
    });
    const last = games.at(-1)!;
    const nextDay = new Date(Date.parse(last.date) + 86_400_000).toISOString().slice(0, 10);
    for (const next of [
      { ...last, id: 'same-season', date: nextDay, home: last.home, away: 'C' },
      {
        ...last,
        id: 'new-season',
        date: '2030-01-01',
        season: last.season + 1,
        home: 'D',
        away: 'A',
      },
    ]) {
      const state = runElo(games, params);
      const expected = runElo([...games, next], params).predictions.at(-1)!;
      const got = forecastGame(state, next, params);
      expect(got.eloDiff).toBeCloseTo(expected.eloDiff, 10);
      expect(got.homeWinProbability).toBeCloseTo(expected.homeWinProbability, 12);
      expect(got.fairSpread).toBeCloseTo(expected.fairSpread, 10);
    }
  });

  it('regresses ratings for a season the run has not reached', () => {
    const state = { ratings: new Map([['A', 1605]]), season: 2024 };
    expect(ratingsForSeason(state, 2024, PLAIN).get('A')).toBe(1605);
    expect(ratingsForSeason(state, 2025, PLAIN).get('A')).toBe(1580);
  });
});
