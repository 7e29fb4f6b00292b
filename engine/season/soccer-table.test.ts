import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/mulberry32.ts';
import { SOCCER_RULES } from './soccer-rules.ts';
import { SoccerTable } from './soccer-table.ts';

/** Ranks a table built from [home, away, homeGoals, awayGoals] results; names are indices. */
function rank(league: string, teams: number, results: [number, number, number, number][]) {
  const table = new SoccerTable(teams, SOCCER_RULES[league]!, mulberry32(7));
  for (const [h, a, hg, ag] of results) table.add(h, a, hg, ag);
  const order = new Int32Array(teams);
  table.rank(order);
  return { order: [...order], table };
}

describe('soccer points and tie-breaks', () => {
  it('gives 3 points for a win and 1 for a draw', () => {
    const { table } = rank('E0', 3, [
      [0, 1, 2, 1],
      [1, 2, 0, 0],
    ]);
    expect([...table.points]).toEqual([3, 1, 1]);
    expect([...table.goalsFor]).toEqual([2, 1, 0]);
  });

  // 0 and 1 level on 3 points: 0 beat 1 1–0, 1 beat 2 5–0, 2 beat 0 1–0.
  // GD: 0 = 0, 1 = +4, 2 = −4. Head-to-head: 0 beat 1.
  const level: [number, number, number, number][] = [
    [0, 1, 1, 0],
    [1, 2, 5, 0],
    [2, 0, 1, 0],
  ];

  it('Premier League: goal difference decides before head-to-head', () => {
    // All three are on 3 points: 1 (+4), 0 (0), 2 (−4).
    expect(rank('E0', 3, level).order).toEqual([1, 0, 2]);
  });

  it('La Liga: a three-way tie is a mini-league of the tied clubs before goal difference', () => {
    // Mini-league among all three: each has 3 points; h2h GD: 0 = 0, 1 = +4, 2 = −4.
    expect(rank('SP1', 3, level).order).toEqual([1, 0, 2]);
  });

  it('La Liga and Serie A: head-to-head points beat a better goal difference between two clubs', () => {
    // 0 and 1 on 4 points; 0 beat 1, 1 has the far better goal difference. 2 and 3 lower.
    const results: [number, number, number, number][] = [
      [0, 1, 1, 0], // 0: 3
      [1, 2, 6, 0], // 1: 3
      [2, 0, 0, 0], // 0: 4, 2: 1
      [1, 3, 0, 0], // 1: 4, 3: 1
    ];
    expect(rank('SP1', 4, results).order.slice(0, 2)).toEqual([0, 1]);
    expect(rank('I1', 4, results).order.slice(0, 2)).toEqual([0, 1]);
    // The Premier League reads goal difference first: 1 is ahead.
    expect(rank('E0', 4, results).order.slice(0, 2)).toEqual([1, 0]);
  });

  it('Premier League: goals scored decides when goal difference is level', () => {
    // 0 wins 3–2 and loses 0–1 (+0, 3 scored); 1 wins 1–0 and loses 2–3 (+0, 3 scored)... make
    // 0 score more: 0 beats 2 4–3, loses to 3 0–1; 1 beats 3 1–0, loses to 2 0–1.
    const results: [number, number, number, number][] = [
      [0, 2, 4, 3],
      [3, 0, 1, 0],
      [1, 3, 1, 0],
      [2, 1, 1, 0],
    ];
    const { order, table } = rank('E0', 4, results);
    expect(table.points[0]).toBe(table.points[1]);
    expect(order.indexOf(0)).toBeLessThan(order.indexOf(1));
  });

  it('Serie A and La Liga: two clubs still level after a three-club mini-league start again between themselves', () => {
    // 0, 1 and 2 all end on 12 points and take 6 from each other. Among the three, goal
    // difference is 0 +2, 1 −1, 2 −1: 0 is first. Between 1 and 2 alone (a win each), 1 has the
    // better goal difference (3–0 against 1–0). 2 has the better goal difference overall (two
    // 5–0 wins over 3), which would put it ahead if the pair went on to overall goal difference.
    const results: [number, number, number, number][] = [
      [1, 2, 3, 0],
      [2, 1, 1, 0],
      [0, 1, 4, 0],
      [1, 0, 1, 0],
      [0, 2, 1, 0],
      [2, 0, 2, 0],
      [0, 3, 1, 0],
      [3, 0, 0, 1],
      [1, 3, 1, 0],
      [3, 1, 0, 1],
      [2, 3, 5, 0],
      [3, 2, 0, 5],
    ];
    const serieA = rank('I1', 4, results);
    expect([...serieA.table.points]).toEqual([12, 12, 12, 0]);
    expect(serieA.order).toEqual([0, 1, 2, 3]);
    expect(rank('SP1', 4, results).order).toEqual([0, 1, 2, 3]);
    // The Premier League reads goal difference first: 2 (+9), 0 (+4), 1 (+1).
    expect(rank('E0', 4, results).order).toEqual([2, 0, 1, 3]);
  });
});
