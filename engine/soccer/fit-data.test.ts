import { describe, expect, it } from 'vitest';
import { fitDixonColes } from './dixon-coles.ts';
import { prepareFitData } from './fit-data.ts';
import { mulberry32, randomLeague, simulateSeasons } from './synthetic-league.ts';
import type { SoccerMatch } from './types.ts';

const ASOF = '2024-07-01';
// 3-1 with 4 and 2 shots on target: alone, it sets the proxy's scale to 4 goals / 6 shots.
const withShots: SoccerMatch = {
  date: '2024-05-01',
  home: 'A',
  away: 'B',
  homeGoals: 3,
  awayGoals: 1,
  homeShotsOnTarget: 4,
  awayShotsOnTarget: 2,
  homeXg: 1.8,
  awayXg: 0.6,
};
const blend = (xgShare?: number) =>
  prepareFitData([withShots], { asOf: ASOF, xi: 0, target: 'blend', blendWeight: 0.75, xgShare });

describe('the expected-goals proxy', () => {
  it('leaves the shot proxy as it was by default', () => {
    const data = blend();
    // 2/3 goal per shot on target: 8/3 and 4/3.
    expect(data.proxyHome[0]).toBeCloseTo(8 / 3, 12);
    expect(data.proxyAway[0]).toBeCloseTo(4 / 3, 12);
  });

  it('mixes xG into the proxy by its share, or replaces the shots with it', () => {
    const half = blend(0.5);
    expect(half.proxyHome[0]).toBeCloseTo(0.5 * 1.8 + 0.5 * (8 / 3), 12);
    expect(half.proxyAway[0]).toBeCloseTo(0.5 * 0.6 + 0.5 * (4 / 3), 12);
    const all = blend(1);
    expect([all.proxyHome[0], all.proxyAway[0]]).toEqual([1.8, 0.6]);
    // The split of the match's weight between goals and the proxy is unchanged.
    expect([all.goalsWeight[0], all.proxyWeight[0]]).toEqual([0.25, 0.75]);
  });

  it('uses xG alone for a match without shot counts, and nothing for a match with neither', () => {
    const noShots = { ...withShots, homeShotsOnTarget: undefined, awayShotsOnTarget: undefined };
    const bare = { ...noShots, home: 'C', homeXg: undefined, awayXg: undefined };
    const data = prepareFitData([noShots, bare], {
      asOf: ASOF,
      xi: 0,
      target: 'blend',
      blendWeight: 0.75,
      xgShare: 0.5,
    });
    expect([data.proxyHome[0], data.proxyAway[0], data.proxyWeight[0]]).toEqual([1.8, 0.6, 0.75]);
    expect([data.goalsWeight[1], data.proxyWeight[1]]).toEqual([1, 0]);
  });

  it('is ignored by the goals target and refuses a share outside [0, 1]', () => {
    const goals = prepareFitData([withShots], { asOf: ASOF, xi: 0, xgShare: 1 });
    expect([goals.goalsWeight[0], goals.proxyWeight[0]]).toEqual([1, 0]);
    expect(() => blend(1.5)).toThrow(/xgShare/);
  });

  it('recovers a simulated league better than goals alone when xG reads the true rates', () => {
    const league = randomLeague(20, mulberry32(7));
    const s = league.strengths;
    const season = simulateSeasons(league, 1, 2023, mulberry32(11)).map((m) => ({
      ...m,
      homeXg: Math.exp(
        s[m.home]!.attack + s[m.away]!.defence + league.homeAdvantage + league.intercept,
      ),
      awayXg: Math.exp(s[m.away]!.attack + s[m.home]!.defence + league.intercept),
    }));
    const options = { asOf: ASOF, xi: 0, ridge: 0.1 };
    const goals = fitDixonColes(season, options);
    const xg = fitDixonColes(season, { ...options, target: 'blend', blendWeight: 0.8, xgShare: 1 });
    const error = (model: typeof goals) =>
      Math.sqrt(
        Object.keys(s).reduce((sum, t) => sum + (model.teams[t]!.attack - s[t]!.attack) ** 2, 0) /
          20,
      );
    expect(error(xg)).toBeLessThan(error(goals) / 2);
  });
});
