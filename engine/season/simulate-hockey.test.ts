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

describe('NHL season: what the data does not say, other formats, the Stanley Cup', () => {
  const base = {
    alignment,
    fixtures: [],
    regulation: DEFAULT_REGULATION,
    shootoutShare: 0.4,
    ratingK: 0,
    seed: 3,
  };

  it('draws a one-goal game of unknown ending past regulation at its share: the loser’s point', () => {
    const out = simulateHockeySeason({
      ...base,
      played: [],
      unsettled: [{ home: 0, away: 1, homeWon: true, pastRegulation: 0.5 }],
      simulations: 4000,
    });
    expect(out.expected[0]).toBe(2);
    expect(out.expected[1]!).toBeCloseTo(0.5, 1);
    const always = simulateHockeySeason({
      ...base,
      played: [],
      unsettled: [{ home: 0, away: 1, homeWon: false, pastRegulation: 1 }],
      simulations: 50,
    });
    expect([always.expected[0], always.expected[1]]).toEqual([1, 2]);
  });

  it('takes the division winners and five others a conference in 2010/11–2012/13', () => {
    // Conference 0: team 7 leads division B (4–7) by beating 4–6; 0–3 beat everyone else.
    const played: HockeyResult[] = [];
    for (const w of [0, 1, 2, 3]) for (const l of [4, 5, 6, 7]) played.push(win(w, l));
    for (const l of [4, 5, 6]) played.push(win(7, l), win(7, l));
    const out = simulateHockeySeason({
      ...base,
      played,
      simulations: 5,
      format: { divisionPlaces: 1, wildCards: 5 },
    });
    // 7 has 6 wins, 0–3 four each: 7 wins division B, 0 division A (lots among 0–3 otherwise).
    expect(out.chances.divisionTitle![7]).toBe(1);
    // Two division winners and five others: of the eight, one of the winless 4–6 misses out.
    const places = [...out.chances.playoffs!.slice(0, 8)].reduce((a, b) => a + b, 0);
    expect(places).toBe(7);
    for (const t of [0, 1, 2, 3, 7]) expect(out.chances.playoffs![t]).toBe(1);
    expect(out.chances.wildCard![7]).toBe(0);
  });

  it('plays out the Stanley Cup: one winner, always a play-off team', () => {
    const fixtures = [];
    for (let i = 0; i < 16; i++) {
      for (let j = 0; j < 16; j++) if (i !== j) fixtures.push({ home: i, away: j, homeWin: 0.5 });
    }
    const ratings = Float64Array.from({ length: 16 }, (_, t) => 1500 + 10 * (t % 4));
    const out = simulateHockeySeason({
      ...base,
      played: [],
      fixtures,
      simulations: 1000,
      postseason: { ratings, homeAdvantage: 30 },
    });
    const title = out.chances.title!;
    expect([...title].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    for (let t = 0; t < 16; t++) expect(title[t]!).toBeLessThanOrEqual(out.chances.playoffs![t]!);
  });

  it('has no Stanley Cup column without ratings or in another format', () => {
    const out = simulateHockeySeason({
      ...base,
      played: [],
      simulations: 1,
      format: { divisionPlaces: 4, wildCards: 0 },
      postseason: { ratings: new Float64Array(16), homeAdvantage: 0 },
    });
    expect(Object.keys(out.chances).sort()).toEqual(['bestRecord', 'divisionTitle', 'playoffs']);
  });
});

describe('NHL season: games past those on file', () => {
  it('plays a team’s open games against an average side: its points alone, no opponent’s', () => {
    const out = simulateHockeySeason({
      alignment,
      played: [],
      fixtures: [],
      openGames: Array.from({ length: 20 }, () => ({ team: 0, win: 0.5 })),
      regulation: DEFAULT_REGULATION,
      shootoutShare: 0.4,
      ratingK: 0,
      simulations: 2000,
      seed: 9,
    });
    const [, level] = regulationOutcomes(0.5, DEFAULT_REGULATION);
    // Two points a win (half of them), one more for each loss past regulation (half of level).
    expect(out.expected[0]!).toBeCloseTo(20 * (1 + level / 2), 0);
    expect([...out.expected.slice(1)].every((p) => p === 0)).toBe(true);
  });
});
