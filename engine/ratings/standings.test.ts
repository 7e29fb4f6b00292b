import { describe, expect, it } from 'vitest';
import { eloGame as game } from '../elo/synthetic-league.ts';
import type { EloGame } from '../elo/types.ts';
import { forecastMarginRatings, type MarginParams, runMarginRatings } from './margin.ts';
import { type MotivationParams, Standings } from './standings.ts';

const EAST = Array.from({ length: 10 }, (_, i) => `E${i}`);
const WEST = Array.from({ length: 10 }, (_, i) => `W${i}`);

/** Eleven games a team, indifference from four games left, play-in from season 2030. */
const PARAMS: MotivationParams = { ridge: 1, seasonGames: 11, playInFrom: 2030, rampGames: 4 };

const day = (n: number, season = 2024) =>
  new Date(Date.UTC(season, 0, n)).toISOString().slice(0, 10);

/**
 * Season 2023 tells the conferences apart by the schedule alone: conference pairs meet three
 * times, the rest once (and team names carry no meaning to the code).
 */
function lastSeason(): EloGame[] {
  const games: EloGame[] = [];
  let n = 0;
  const all = [...EAST, ...WEST];
  for (const a of all) {
    for (const b of all) {
      if (a >= b) continue;
      const meetings = a[0] === b[0] ? 3 : 1;
      for (let k = 0; k < meetings; k++) {
        n++;
        games.push(game(`p${n}`, day(1 + (n % 300), 2023), 2023, a, b, 100, 90, true));
      }
    }
  }
  return games.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

/** Plays games through a Standings, returning the indifference each game was forecast with. */
function replay(games: readonly EloGame[], params = PARAMS): number[] {
  const standings = new Standings(params);
  return games.map((g) => {
    standings.advance(g.date, g.season);
    const x = standings.indifference(g);
    standings.note(g, g);
    return x;
  });
}

/**
 * 2024: E9 loses at home to each of E0–E8 (days 1–9), then E0–E8 beat three of W0–W8 each
 * (days 10–12). E9 is 0–9 with 2 games left and the 8 places all go to mates with 4 wins.
 */
function e9Out(season = 2024): EloGame[] {
  const games: EloGame[] = [];
  for (let i = 0; i < 9; i++) {
    games.push(game(`a${i}`, day(1 + i, season), season, 'E9', `E${i}`, 90, 100, true));
  }
  for (let d = 0; d < 3; d++) {
    for (let i = 0; i < 9; i++) {
      const w = `W${(i + d) % 9}`;
      games.push(game(`b${d}${i}`, day(10 + d, season), season, `E${i}`, w, 100, 90, true));
    }
  }
  return games;
}

describe('Standings', () => {
  it('ramps an eliminated side in: 1 − 2/4 with two games left, 1 − 1/4 with one', () => {
    const games = [
      ...lastSeason(),
      ...e9Out(),
      game('c1', day(13), 2024, 'E9', 'W9', 90, 100),
      game('c2', day(14), 2024, 'W9', 'E9', 100, 90),
      // E9 has played its eleven: no regular-season game left, so nothing counts.
      game('c3', day(15), 2024, 'E9', 'W9', 100, 90),
    ];
    const x = replay(games);
    expect(x.slice(0, -3).every((v) => v === 0)).toBe(true);
    expect(x.slice(-3)).toEqual([0.5, -0.75, 0]);
  });

  it('keeps a tenth-placed side in the race from the play-in season on', () => {
    const last = lastSeason().map((g) => ({ ...g, season: 2029 }));
    const games = [...last, ...e9Out(2030), game('c1', day(13, 2030), 2030, 'E9', 'W9', 90, 100)];
    expect(replay(games).at(-1)).toBe(0);
  });

  it('ramps a side in once no more than seven mates can reach its wins', () => {
    // Ten games a team. E0 beats E1–E9 (9–0, one game left); W1–W9 then beat E1–E9, who are
    // 0–2 and can reach 8 wins at most (9 would tie, and a tie still counts as reaching).
    const ten = { ...PARAMS, seasonGames: 10 };
    const games = [...lastSeason()];
    for (let i = 1; i <= 9; i++) games.push(game(`a${i}`, day(i), 2024, 'E0', `E${i}`, 100, 90));
    for (let i = 1; i <= 9; i++)
      games.push(game(`b${i}`, day(10), 2024, `W${i}`, `E${i}`, 100, 90));
    games.push(game('c1', day(11), 2024, 'E0', 'W0', 100, 90));
    expect(replay(games, ten).at(-1)).toBe(0.75);
    // With eleven games E1–E9 could still reach 9 wins: E0 is not yet safe.
    expect(replay(games).at(-1)).toBe(0);
    // At a neutral site the term is off.
    games[games.length - 1] = game('c1', day(11), 2024, 'E0', 'W0', 100, 90, true);
    expect(replay(games, ten).at(-1)).toBe(0);
  });
});

describe('the standings term in the margin rating', () => {
  // Team strengths pinned at 0 and only neutral games before c1: the rating forecasts 0 for c1,
  // and after it only the home edge has learned anything (h = −10 from c1 alone).
  const params: MarginParams = {
    halfLifeDays: 1e12,
    seasonCarry: 1,
    ridge: 1e9,
    sigma: 10,
    marginCap: 20,
    motivation: PARAMS,
  };
  const played = [...lastSeason(), ...e9Out(), game('c1', day(13), 2024, 'E9', 'W9', 90, 100)];
  const next = game('c2', day(14), 2024, 'E9', 'W9', 0, 0);

  it('regresses residuals on the term: x = ½, residual −10, ridge 1 → γ = −5/1.25 = −4', () => {
    const preds = runMarginRatings([...played, next], params);
    // The first game with the term has nothing to learn from.
    expect(preds.at(-2)!.motivationShift).toBe(0);
    // E9 at home with one game left: x = ¾, shift ¾ · −4 = −3, apart from the margin.
    expect(preds.at(-1)!.motivationShift).toBeCloseTo(-3, 6);
    expect(preds.at(-2)!.expectedMargin).toBeCloseTo(0, 6);
    expect(preds.at(-1)!.expectedMargin).toBeCloseTo(-10, 4);
    expect(preds.at(-1)!.homeWinProbability).toBeCloseTo(0.158655, 5);
  });

  it('forecasts a fixture with the same shift as the run', () => {
    const [ahead] = forecastMarginRatings(played, [next], params);
    expect(ahead!.motivationShift).toBeCloseTo(-3, 6);
    // Without the term the rating is unchanged and nothing shifts.
    const { motivation: _, ...plain } = params;
    expect(runMarginRatings([...played, next], plain).at(-1)!.motivationShift).toBe(0);
  });
});
