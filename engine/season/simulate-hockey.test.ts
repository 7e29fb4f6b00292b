import { describe, expect, it } from 'vitest';
import { DEFAULT_REGULATION, regulationOutcomes } from '../hockey/regulation.ts';
import { Ending, type HockeyResult, HockeyTable } from './hockey-table.ts';
import { simulateHockeySeason } from './simulate-hockey.ts';

/** Two conferences of two four-team divisions: teams 0–3, 4–7 | 8–11, 12–15. */
const alignment = {
  conference: Int8Array.from({ length: 16 }, (_, t) => (t < 8 ? 0 : 1)),
  division: Int8Array.from({ length: 16 }, (_, t) => Math.floor(t / 4)),
};
const win = (winner: number, loser: number, ending: Ending = Ending.regulation): HockeyResult => ({
  home: winner,
  away: loser,
  homeWon: true,
  ending,
});

describe('NHL standings', () => {
  it('gives the overtime loser a point and ranks regulation wins before overtime ones', () => {
    const table = new HockeyTable(16, alignment, () => 0);
    table.add(win(0, 1, Ending.overtime));
    table.add(win(2, 3));
    table.add(win(1, 2, Ending.shootout));
    table.add(win(3, 0));
    // 0: OT win, regulation loss = 2; 1: OT loss + SO win = 3; 2: win, SO loss = 3; 3: 2.
    expect([...table.points.slice(0, 4)]).toEqual([2, 3, 3, 2]);
    const order = Int32Array.from([0, 1, 2, 3]);
    table.rank(order, 0, 4);
    // 1 and 2 level on points: 2's win came in regulation. 0 and 3 level: 3's did too.
    expect([...order]).toEqual([2, 1, 3, 0]);
  });
});

describe('NHL season', () => {
  /** Every pair in a conference played once, the lower index winning in regulation. */
  const ladder = (): HockeyResult[] => {
    const played: HockeyResult[] = [];
    for (let i = 0; i < 16; i++)
      for (let j = i + 1; j < 16; j++)
        if (alignment.conference[i] === alignment.conference[j]) played.push(win(i, j));
    return played;
  };

  it('takes three a division and the two best others of the conference as wild cards', () => {
    const out = simulateHockeySeason({
      alignment,
      played: ladder(),
      fixtures: [],
      regulation: DEFAULT_REGULATION,
      shootoutShare: 0.4,
      ratingK: 0,
      simulations: 5,
      seed: 1,
    });
    const { playoffs, wildCard, divisionTitle, bestRecord } = out.chances;
    // Conference 0: division A (0–3) takes 0, 1, 2; division B (4–7) 4, 5, 6; wild cards: 3, 7.
    expect([...playoffs!.slice(0, 8)]).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect([wildCard![3], wildCard![7], wildCard![2]]).toEqual([1, 1, 0]);
    expect([divisionTitle![0], divisionTitle![4], divisionTitle![1]]).toEqual([1, 1, 0]);
    expect(bestRecord![0]! + bestRecord![8]!).toBe(1);
  });

  it('hands out 2 points a game plus one for each game level after 60 minutes', () => {
    const fixtures = Array.from({ length: 200 }, (_, i) => ({
      home: i % 2,
      away: 1 - (i % 2),
      homeWin: 0.5,
    }));
    const out = simulateHockeySeason({
      alignment,
      played: [],
      fixtures,
      regulation: DEFAULT_REGULATION,
      shootoutShare: 0.4,
      ratingK: 0,
      simulations: 400,
      seed: 2,
    });
    const [, level] = regulationOutcomes(0.5, DEFAULT_REGULATION);
    expect(out.expected[0]! + out.expected[1]!).toBeCloseTo(200 * (2 + level), -1);
    expect(out.expected[0]!).toBeCloseTo(out.expected[1]!, -1);
  });
});
