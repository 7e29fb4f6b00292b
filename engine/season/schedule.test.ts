import { describe, expect, it } from 'vitest';
import { gamesShort, remainingPairs } from './schedule.ts';

describe('remainingPairs', () => {
  it('lists every home/away pair of a double round-robin that is neither played nor scheduled', () => {
    // Three teams: 6 meetings. 0 v 1 played, 1 v 2 scheduled; the other four are left.
    const left = remainingPairs(3, [{ home: 0, away: 1 }], [{ home: 1, away: 2 }]);
    expect(left).toEqual([
      { home: 0, away: 2 },
      { home: 1, away: 0 },
      { home: 2, away: 0 },
      { home: 2, away: 1 },
    ]);
  });

  it('gives a 20-team league 380 meetings, each team 38, whatever part of them is on file', () => {
    const played = [
      { home: 0, away: 1 },
      { home: 2, away: 3 },
    ];
    const scheduled = [{ home: 1, away: 0 }];
    const left = remainingPairs(20, played, scheduled);
    expect(left).toHaveLength(380 - 3);
    const games = new Int32Array(20);
    for (const m of [...played, ...scheduled, ...left]) {
      games[m.home]!++;
      games[m.away]!++;
    }
    expect([...games]).toEqual(Array(20).fill(38));
  });

  it('adds nothing once every meeting is on file', () => {
    expect(remainingPairs(2, [{ home: 0, away: 1 }], [{ home: 1, away: 0 }])).toEqual([]);
  });
});

describe('gamesShort', () => {
  it('fills each team to its season length, at home until half its games are', () => {
    // 82-game season: team 0 has 30 games (20 at home), team 1 has 30 (10 at home).
    const games = [
      ...Array.from({ length: 10 }, () => ({ home: 0, away: 1 })),
      ...Array.from({ length: 10 }, () => ({ home: 0, away: 2 })),
      ...Array.from({ length: 10 }, () => ({ home: 1, away: 0 })),
      ...Array.from({ length: 10 }, () => ({ home: 2, away: 1 })),
    ];
    const short = gamesShort(3, 82, games);
    expect([...short.home]).toEqual([21, 31, 31]);
    expect([...short.away]).toEqual([31, 21, 31]);
  });

  it('rounds an odd season’s home half up (NFL 17: 9 at home) and fills nothing past the length', () => {
    // Team 0 has 8 home games, team 1 8 away; teams 2 and 3 have played 18.
    const games = [
      ...Array.from({ length: 8 }, () => ({ home: 0, away: 1 })),
      ...Array.from({ length: 18 }, () => ({ home: 3, away: 2 })),
    ];
    const short = gamesShort(4, 17, games);
    expect([...short.home]).toEqual([1, 9, 0, 0]);
    expect([...short.away]).toEqual([8, 0, 0, 0]);
  });
});
