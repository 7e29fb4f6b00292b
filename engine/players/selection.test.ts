import { describe, expect, it } from 'vitest';
import { emptyTotals, type LeagueRates, type RateTotals } from './league-rates.ts';
import { rankPlayers, selectionScore } from './selection.ts';
import { summarisePlayers } from './summary.ts';
import { line, teamSeason } from './test-lines.ts';

const totals = (t: Partial<RateTotals>): RateTotals => ({ ...emptyTotals(), ...t });

describe('who matters most (soccer)', () => {
  // League: 0.3 goal involvements per 90 over all players (1 per 300 minutes); forwards 0.6,
  // defenders 0.09, keepers none.
  const rates: LeagueRates = {
    all: totals({ minutes: 9000, goals: 15, assists: 15 }),
    byPosition: {
      FWD: totals({ minutes: 9000, goals: 45, assists: 15 }),
      DEF: totals({ minutes: 9000, goals: 5, assists: 4 }),
      GK: totals({ minutes: 9000 }),
    },
  };
  const season = teamSeason(
    Array.from({ length: 10 }, (_, i) => [
      line('striker', { position: 'FWD', goals: i < 6 ? 1 : 0, assists: i >= 7 ? 1 : 0 }),
      line('defender', { position: 'DEF' }),
      line('keeper', { position: 'GK', assists: i === 0 ? 1 : 0 }),
      line('sub', { position: 'FWD', minutes: 18, goals: i === 9 ? 1 : 0 }),
      ...(i < 4 ? [line('sold', { position: 'FWD', goals: i < 3 ? 1 : 0 })] : []),
    ]),
  );
  const players = summarisePlayers(season, 'soccer');

  it('scores minutes share × (1 + shrunk involvement rate / league rate)', () => {
    const score = (key: string) => selectionScore(players.get(key)!, 10, 'soccer', rates);
    // (9 + 900/150) / 1800 = 1/120 per minute = 2.5 × the league: 1 × 3.5.
    expect(score('striker')).toBeCloseTo(3.5, 10);
    // (0 + 0.001 × 900) / 1800 = 0.15 × the league.
    expect(score('defender')).toBeCloseTo(1.15, 10);
    expect(score('keeper')).toBeCloseTo(1 + 1 / 6, 10);
    // 180 of 900 minutes; (1 + 6) / 1080 per minute = 1.944 × the league: 0.2 × 2.944.
    expect(score('sub')).toBeCloseTo(0.2 * (1 + 2100 / 1080), 10);
  });

  it('ranks regulars above a bit-part forward and drops a player gone five matches', () => {
    expect(rankPlayers(players.values(), 10, 'soccer', rates).map((p) => p.key)).toEqual([
      'striker',
      'keeper',
      'defender',
      'sub',
    ]);
  });
});

describe('who matters most (NBA)', () => {
  it('weighs minutes share by points per minute against the league', () => {
    const rates: LeagueRates = { all: totals({ minutes: 10_000, points: 5000 }), byPosition: {} };
    const season = teamSeason(
      Array.from({ length: 10 }, () => [
        line('bench', { minutes: 20, points: 6 }),
        line('star', { minutes: 36, points: 30 }),
      ]),
    );
    const players = summarisePlayers(season, 'basketball');
    // Star: 360 of 480 minutes, (300 + 25) / 410 = 0.793 per minute: 0.75 × (1 + 1.585).
    expect(selectionScore(players.get('star')!, 10, 'basketball', rates)).toBeCloseTo(1.93902, 5);
    // Bench: 200 of 480, (60 + 25) / 250 = 0.34 per minute: 0.4167 × 1.68 = 0.7.
    expect(selectionScore(players.get('bench')!, 10, 'basketball', rates)).toBeCloseTo(0.7, 10);
    expect(rankPlayers(players.values(), 10, 'basketball', rates)[0]!.key).toBe('star');
  });
});
