import { describe, expect, it } from 'vitest';
import { formOf } from './form.ts';
import type { PlayerSport } from './report-types.ts';
import { summarisePlayers } from './summary.ts';
import { line, teamSeason } from './test-lines.ts';
import type { PlayerLine } from './types.ts';

function form(lines: Partial<PlayerLine>[], sport: PlayerSport = 'soccer') {
  const season = teamSeason(lines.map((fields) => [line('p', fields)]));
  return formOf(summarisePlayers(season, sport).get('p')!, sport);
}

const games = (n: number, fields: Partial<PlayerLine>) => Array.from({ length: n }, () => fields);

describe('form: the last five appearances against the season', () => {
  it('calls a striker without a goal in five poor', () => {
    // Season 5 in 900 minutes = 0.5 per 90; five blank games were expected to bring 2.5:
    // z = (0 − 2.5) / √2.5 = −1.58.
    const f = form([...games(5, { goals: 1 }), ...games(5, {})]);
    expect(f).toMatchObject({ label: 'poor', recent: 0, season: 0.5 });
    expect(f.z).toBeCloseTo(-1.581, 3);
  });

  it('keeps a quiet defender average', () => {
    // One goal in ten games = 0.1 per 90; five blank games were expected to bring 0.5:
    // z = −0.5 / √0.5 = −0.71, inside the average band.
    const f = form([{ goals: 1 }, ...games(9, {})]);
    expect(f).toMatchObject({ label: 'average', recent: 0, season: 0.1 });
    expect(f.z).toBeCloseTo(-0.5 / Math.sqrt(0.5), 10);
  });

  it('measures soccer per 90 minutes, so shorter games are not read as a slump', () => {
    // One goal involvement a game throughout, the last five in 45-minute spells: 2.0 per 90
    // recently, 10 in 675 minutes = 1.333 per 90 over the season. Expected over the last 225
    // minutes 3.333, got 5: z = 1.667 / √3.333 = 0.91, average (not poor, as per game would hint).
    const f = form([...games(5, { goals: 1 }), ...games(5, { minutes: 45, assists: 1 })]);
    expect(f.recent).toBeCloseTo(2, 10);
    expect(f.season).toBeCloseTo(4 / 3, 10);
    expect(f.z).toBeCloseTo(0.913, 3);
    expect(f.label).toBe('average');
  });

  it('calls a scorer on a run excellent', () => {
    // Nothing in five, then two a game: season 1.0 per 90, expected 5 of the recent 10,
    // z = 5 / √5 = 2.24.
    expect(form([...games(5, {}), ...games(5, { goals: 1, assists: 1 })]).label).toBe('excellent');
  });

  it('reads NBA points per game with their wider spread', () => {
    // 20 then 30 points: season 25, recent 30; expected 125 of 150, z = 25 / √(3 × 125) = 1.29.
    const f = form([...games(5, { points: 20 }), ...games(5, { points: 30 })], 'basketball');
    expect(f).toMatchObject({ label: 'good', recent: 30, season: 25 });
    expect(f.z).toBeCloseTo(1.291, 3);
  });

  it('is average when every appearance is recent', () => {
    expect(form(games(3, { points: 12 }), 'american-football')).toMatchObject({
      label: 'average',
      recent: 12,
      season: 12,
    });
  });
});
