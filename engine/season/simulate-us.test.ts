import { describe, expect, it } from 'vitest';
import { currentUsTable, simulateUsSeason } from './simulate-us.ts';
import type { UsResult } from './us-table.ts';

const beat = (winner: number, loser: number): UsResult => ({
  home: winner,
  away: loser,
  homeResult: 1,
  homeScore: 100,
  awayScore: 90,
});

/** Two conferences of `size` teams, each conference one division; team i of a conference is strictly better than i+1. */
function ladder(size: number) {
  const n = 2 * size;
  const conference = Int8Array.from({ length: n }, (_, t) => (t < size ? 0 : 1));
  const division = Int8Array.from({ length: n }, (_, t) => (t < size ? 0 : 1));
  const played: UsResult[] = [];
  for (const offset of [0, size]) {
    for (let i = 0; i < size; i++) {
      for (let j = i + 1; j < size; j++) played.push(beat(offset + i, offset + j));
    }
  }
  return { alignment: { conference, division }, played, n };
}

describe('NBA play-in', () => {
  it('sends seeds 7 and 8 through with 3 in 4, seeds 9 and 10 with 1 in 4, when all games are even', () => {
    const { alignment, played, n } = ladder(12);
    const out = simulateUsSeason({
      league: 'NBA',
      alignment,
      played,
      fixtures: [],
      ratings: new Float64Array(n).fill(1500),
      homeAdvantage: 0,
      ratingK: 0,
      simulations: 40_000,
      seed: 3,
    });
    const make = out.chances.makePlayoffs!;
    // Seed 7: wins 7 v 8 (½), or loses it and wins the second game (½ · ½) → ¾. Seed 9: ½ · ½.
    expect(make[0]).toBe(1);
    expect(make[5]).toBe(1);
    expect(make[6]).toBeCloseTo(0.75, 2);
    expect(make[7]).toBeCloseTo(0.75, 2);
    expect(make[8]).toBeCloseTo(0.25, 2);
    expect(make[9]).toBeCloseTo(0.25, 2);
    expect(make[10]).toBe(0);
    expect(out.chances.playIn![6]).toBe(1);
    expect(out.chances.playoffs![6]).toBe(0);
    expect(out.chances.topSeed![12]).toBe(1);
  });
});

describe('NBA standings', () => {
  it('breaks a two-team tie on win % by head-to-head', () => {
    const { alignment } = ladder(3);
    // Both 3–2: 0 beat 1 but went 1–2 in the conference; 1 went 2–1 in it. Head-to-head
    // comes before conference record, so 0 is seeded above 1.
    const played = [
      beat(0, 1),
      beat(2, 0),
      beat(2, 0),
      beat(0, 3),
      beat(0, 4),
      beat(1, 2),
      beat(1, 2),
      beat(1, 5),
      beat(3, 1),
    ];
    const { seeds } = currentUsTable({ league: 'NBA', alignment, played });
    expect([...seeds[0]!].slice(0, 2)).toEqual([0, 1]);
  });
});

describe('NBA multi-team ties', () => {
  it('seeds a division leader first among three level teams, then the other two by their meeting', () => {
    // Division A: 1 and 4; division B: 0, 2, 3. 0 wins everything (B's leader); 1, 2 and 3 all
    // finish 4–3, and 1 leads division A. Among the three, 2 beat both others and 1 lost both,
    // but the leader goes first when more than two are level; then 2 beat 3.
    const W = 0;
    const X = 1;
    const Y = 2;
    const Z = 3;
    const F = 4;
    const played = [
      beat(W, X),
      beat(W, Y),
      beat(W, Z),
      beat(W, F),
      beat(Y, X),
      beat(Y, Z),
      beat(Z, X),
      ...Array.from({ length: 4 }, () => beat(X, F)),
      beat(Y, F),
      beat(Y, F),
      beat(F, Y),
      beat(F, Y),
      beat(Z, F),
      beat(Z, F),
      beat(Z, F),
      beat(F, Z),
    ];
    const alignment = {
      conference: new Int8Array(5),
      division: Int8Array.from([1, 0, 1, 1, 0]),
    };
    const { seeds, table } = currentUsTable({ league: 'NBA', alignment, played });
    expect([X, Y, Z].map((t) => table.halfWins[t]! / (2 * table.games[t]!))).toEqual([
      4 / 7,
      4 / 7,
      4 / 7,
    ]);
    expect([...seeds[0]!]).toEqual([W, X, Y, Z, F]);
  });
});

describe('NFL seeding', () => {
  it('seeds division winners 1–4 even behind a better wild card, and takes 3 wild cards', () => {
    // One conference of four two-team divisions (A: 0, 1; B: 2, 3; C: 4, 5; D: 6, 7) and a
    // second conference with no games. Records: 0 4–0, 1 3–1, 2 1–1, 4 2–1, 6 2–0, others winless.
    const n = 16;
    const conference = Int8Array.from({ length: n }, (_, t) => (t < 8 ? 0 : 1));
    const division = Int8Array.from({ length: n }, (_, t) => Math.floor(t / 2));
    const played: UsResult[] = [
      beat(0, 1),
      beat(0, 3),
      beat(0, 5),
      beat(0, 4),
      beat(1, 3),
      beat(1, 7),
      beat(1, 2),
      beat(2, 3),
      beat(4, 5),
      beat(4, 7),
      beat(6, 7),
      beat(6, 5),
    ];
    const { seeds, table } = currentUsTable({
      league: 'NFL',
      alignment: { conference, division },
      played,
    });
    // Division winners by record: 0 (1.000), 6 (1.000, behind 0 only by lots... no: 0 and 6 are
    // both 1.000 with no meeting and perfect conference records, so their order is drawn);
    // then 4 (.667) and 2 (.500). 1 (.750) is better than two winners but is a wild card: seed 5.
    const afc = [...seeds[0]!];
    expect(new Set(afc.slice(0, 2))).toEqual(new Set([0, 6]));
    expect(afc.slice(2, 5)).toEqual([4, 2, 1]);
    expect(table.leader[1]).toBe(0);
  });
});

describe('games whose opponent is not known', () => {
  it('adds each team’s wins from its chance against an average side, in its record alone', () => {
    // Two conferences of two teams, nothing played: 16 open games each, won with 3/4, 1/4, 1/2, 1/2.
    const alignment = {
      conference: Int8Array.from([0, 0, 1, 1]),
      division: Int8Array.from([0, 0, 1, 1]),
    };
    const chance = [0.75, 0.25, 0.5, 0.5];
    const out = simulateUsSeason({
      league: 'NFL',
      alignment,
      played: [],
      fixtures: [],
      openGames: chance.flatMap((win, team) => Array.from({ length: 16 }, () => ({ team, win }))),
      ratings: new Float64Array(4).fill(1500),
      homeAdvantage: 0,
      ratingK: 0,
      simulations: 20_000,
      seed: 5,
    });
    for (const [t, wins] of [12, 4, 8, 8].entries()) expect(out.expected[t]).toBeCloseTo(wins, 1);
    // 12 ± 1.7 wins against 4 ± 1.7: team 0 is its conference's top seed nearly always.
    expect(out.chances.topSeed![0]).toBeGreaterThan(0.99);
    expect(out.chances.topSeed![2]! + out.chances.topSeed![3]!).toBeCloseTo(1, 5);
  });
});

describe('logistic table', () => {
  it('agrees with the exact function to 1e-6', async () => {
    const { logistic } = await import('./logistic.ts');
    for (let x = -15; x <= 15; x += 0.0137) {
      expect(Math.abs(logistic(x) - 1 / (1 + Math.exp(-x)))).toBeLessThan(1e-6);
    }
  });
});

describe('MLB postseason', () => {
  /**
   * Two leagues of three five-team divisions. Every team plays every other in its league once;
   * the lower index wins, except that the first division's teams lose every game outside it:
   * its winner (0, 4–10) has a worse record than every wild card.
   */
  function mlbLeague() {
    const n = 30;
    const conference = Int8Array.from({ length: n }, (_, t) => (t < 15 ? 0 : 1));
    const division = Int8Array.from({ length: n }, (_, t) => Math.floor(t / 5));
    const played: UsResult[] = [];
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        if (conference[i] !== conference[j]) continue;
        const weak = division[i] === 0 && division[j] !== 0;
        played.push(weak ? beat(j, i) : beat(i, j));
      }
    }
    return { alignment: { conference, division }, played, n };
  }
  const run = (mlbFormat?: { playoffs: number; byes: number }) => {
    const { alignment, played, n } = mlbLeague();
    return simulateUsSeason({
      league: 'MLB',
      alignment,
      played,
      fixtures: [],
      ratings: new Float64Array(n).fill(1500),
      homeAdvantage: 0,
      ratingK: 0,
      simulations: 10,
      seed: 1,
      mlbFormat,
    });
  };

  it('seeds division winners first, gives the best two a bye, and takes three wild cards', () => {
    const out = run();
    const { divisionTitle, playoffs, bye, topSeed } = out.chances;
    // AL: division winners 5 (14–0), 10 (9–5) and 0 (4–10); the wild cards are the best
    // others, 6 (13–1), 7 (12–2) and 8 (11–3); 9 (10–4) misses out.
    for (const t of [0, 5, 10, 6, 7, 8]) expect(playoffs![t]).toBe(1);
    for (const t of [9, 11, 1]) expect(playoffs![t]).toBe(0);
    expect([0, 5, 10].map((t) => divisionTitle![t])).toEqual([1, 1, 1]);
    expect(divisionTitle![6]).toBe(0);
    // The weak winner is a division winner, but only third among them: no bye.
    expect([bye![5], bye![10], bye![0]]).toEqual([1, 1, 0]);
    expect(bye![6]).toBe(0);
    expect(topSeed![5]).toBe(1);
  });

  it('takes five a league in the 2012–2019 format, with two wild cards', () => {
    const { playoffs } = run({ playoffs: 5, byes: 3 }).chances;
    for (const t of [0, 5, 10, 6, 7]) expect(playoffs![t]).toBe(1);
    expect(playoffs![8]).toBe(0);
  });
});
