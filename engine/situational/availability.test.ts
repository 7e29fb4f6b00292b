import { describe, expect, it } from 'vitest';
import type { PlayerLine } from '../players/types.ts';
import {
  type AvailabilityGame,
  applyAvailability,
  availabilityInputs,
  fitAvailabilityCoefficient,
} from './availability.ts';

const line = (key: string, minutes: number, points: number): PlayerLine => ({
  key,
  name: key,
  position: null,
  minutes,
  started: null,
  goals: 0,
  assists: 0,
  points,
});

/** Stars A (30 min, 20 pts) and B (30 min, 10 pts), bench player C (10 min, 2 pts). */
const full = [line('A', 30, 20), line('B', 30, 10), line('C', 10, 2)];
const withoutA = [line('B', 30, 10), line('C', 10, 2)];

const game = (
  id: string,
  homeLines: PlayerLine[] | undefined,
  season = 2024,
  opponent = 'O',
): AvailabilityGame => ({ id, season, home: 'T', away: opponent, homeLines, awayLines: [] });

describe('availabilityInputs', () => {
  it('counts the rotation minutes and points that sat out the previous game', () => {
    const played = [
      game('g1', full),
      game('g2', full),
      game('g3', full),
      game('g4', withoutA),
      game('g5', full),
    ];
    const a = availabilityInputs(played);
    // Before g4 nobody had missed a game.
    expect(a.get('g4')!.home).toEqual({ minutesShare: 0, pointsShare: 0, missing: [] });
    // Before g5: A (30 mpg, 20 ppg) missed g4; the rotation is A + B (C plays 10 minutes):
    // 30 / 60 of its minutes and 20 / 30 of its points.
    const g5 = a.get('g5')!.home;
    expect(g5.missing).toEqual(['A']);
    expect(g5.minutesShare).toBeCloseTo(0.5, 12);
    expect(g5.pointsShare).toBeCloseTo(2 / 3, 12);
    // The opponent has no history with lines of anyone: nothing missing.
    expect(a.get('g5')!.away.minutesShare).toBe(0);
  });

  it('needs three appearances before a player is a regular, and ignores a bench player', () => {
    const two = availabilityInputs([
      game('g1', full),
      game('g2', full),
      game('g3', []),
      game('g4', []),
    ]);
    // After two games nobody is a regular yet, so an empty g3 says nothing about g4 …
    expect(two.get('g4')!.home.missing).toEqual([]);
    // … after three, A and B are (C's 10 minutes never make him one).
    const three = availabilityInputs(
      [game('g1', full), game('g2', full), game('g3', full), game('g4', [])],
      [{ id: 'f', season: 2024, home: 'T', away: 'O' }],
    );
    expect(three.get('f')!.home.missing).toEqual(['A', 'B']);
    expect(three.get('f')!.home.minutesShare).toBe(1);
  });

  it('stops counting a player absent from all of the last recentGames games (traded, long out)', () => {
    const played = [game('g1', full), game('g2', full), game('g3', full)];
    for (let i = 4; i <= 6; i++) played.push(game(`g${i}`, withoutA));
    const settings = { minMinutes: 20, minGames: 3, recentGames: 2 };
    const a = availabilityInputs(played, [], settings);
    // g4 missing A is still news before g5 (A played g3, within the last two games) …
    expect(a.get('g5')!.home.missing).toEqual(['A']);
    // … but by g6 his last two team games were without him: he is no longer in the rotation.
    expect(a.get('g6')!.home.missing).toEqual([]);
  });

  it('says nothing when the previous game has no lines on file, or a new season starts', () => {
    const a = availabilityInputs([
      game('g1', full),
      game('g2', full),
      game('g3', full),
      game('g4', undefined),
      game('g5', withoutA),
      game('n1', withoutA, 2025),
    ]);
    expect(a.get('g5')!.home.minutesShare).toBe(0);
    // The previous game (g5) did not have A, but 2025 starts a new history.
    expect(a.get('n1')!.home.minutesShare).toBe(0);
  });

  it('does not count a line with zero minutes as an appearance', () => {
    const played = [game('g1', full), game('g2', full), game('g3', full)];
    played.push(game('g4', [line('A', 0, 0), ...withoutA]));
    const a = availabilityInputs(played, [{ id: 'f', season: 2024, home: 'T', away: 'O' }]);
    expect(a.get('f')!.home.missing).toEqual(['A']);
  });
});

describe('fitAvailabilityCoefficient', () => {
  const at = (p0: number, x: number, homeWin: number) => ({ p0, x, homeWin });

  it('fits β to the observed rate around the base forecast: 3 of 4 from ½ → ln 3', () => {
    const beta = fitAvailabilityCoefficient(
      [at(0.5, 1, 1), at(0.5, 1, 1), at(0.5, 1, 1), at(0.5, 1, 0)],
      0,
    );
    expect(beta).toBeCloseTo(Math.log(3), 8);
  });

  it('leaves a base forecast that is already right alone: 3 of 4 from ¾ → 0', () => {
    const beta = fitAvailabilityCoefficient(
      [at(0.75, 1, 1), at(0.75, 1, 1), at(0.75, 1, 1), at(0.75, 1, 0)],
      0,
    );
    expect(beta).toBeCloseTo(0, 8);
  });

  it('shrinks: two wins from ½ with l2 = 0.25 / ln 3 stop at ln 3 (2σ(b) − 2 + 2·l2·b = 0)', () => {
    const beta = fitAvailabilityCoefficient([at(0.5, 1, 1), at(0.5, 1, 1)], 0.25 / Math.log(3));
    expect(beta).toBeCloseTo(Math.log(3), 8);
  });

  it('returns 0 without data or without any absence', () => {
    expect(fitAvailabilityCoefficient([], 1)).toBe(0);
    expect(fitAvailabilityCoefficient([at(0.6, 0, 1), at(0.6, 0, 0)], 1)).toBe(0);
  });
});

describe('applyAvailability', () => {
  it('moves the forecast on the logit scale by β · x', () => {
    // logit ½ = 0; β = −2 ln 3 and x = ½ give z = −ln 3 → ¼.
    expect(applyAvailability(0.5, 0.5, -2 * Math.log(3))).toBeCloseTo(0.25, 12);
    expect(applyAvailability(0.62, 0, -3)).toBeCloseTo(0.62, 12);
  });
});
