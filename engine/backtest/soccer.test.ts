import { describe, expect, it } from 'vitest';
import { mulberry32, randomLeague, simulateSeasons } from '../soccer/synthetic-league.ts';
import { backtestSoccer, type SoccerBacktestMatch } from './soccer.ts';

/** A synthetic league with prices: pre-match prices from the true strengths plus noise. */
function league(): SoccerBacktestMatch[] {
  const random = mulberry32(42);
  const truth = randomLeague(10, random);
  return simulateSeasons(truth, 4, 2019, random).map((match) => {
    const year = Number(match.date.slice(0, 4));
    const month = Number(match.date.slice(5, 7));
    const start = month >= 7 ? year : year - 1;
    const fair = [0.45 + (random() - 0.5) * 0.2, 0.27, 0];
    fair[2] = 1 - fair[0]! - fair[1]!;
    const book = (margin: number) => fair.map((p) => 1 / (p * margin));
    return {
      ...match,
      kickoff: new Date(match.date).toISOString(),
      season: `${start}/${String((start + 1) % 100).padStart(2, '0')}`,
      pinnacleOpening: book(1.03),
      averageOpening: book(1.06),
      maximumOpening: book(1.0),
      pinnacleClosing: book(1.02),
    };
  });
}

const options = (seasons: string[]) => ({
  seasons: seasons.slice(2),
  // The first simulated season is history only: the model needs past matches to fit.
  warmupSeasons: seasons.slice(1, 2),
  fit: { maxAgeDays: 3 * 365 },
  promotedPrior: { attack: -0.2, defence: 0.2 },
});

describe('soccer walk-forward backtest', () => {
  const matches = league();
  const seasons = [...new Set(matches.map((m) => m.season))].sort();

  it('scores every priced match of the evaluation seasons against the closing price', () => {
    const report = backtestSoccer(matches, options(seasons));
    const expected = matches.filter((m) => seasons.slice(2).includes(m.season)).length;
    expect(report.pooled.n).toBe(expected);
    expect(report.seasons.map((s) => s.season)).toEqual(seasons.slice(2));
    expect(report.pooled.closing.rps).toBeGreaterThan(0);
    expect(
      Math.abs(report.pooled.deltaRps - (report.pooled.model.rps! - report.pooled.closing.rps!)),
    ).toBeLessThan(1e-12);
  });

  it('never lets a result or a closing price reach an earlier forecast', () => {
    const base = backtestSoccer(matches, options(seasons));
    // Change the last season's results and every closing price: earlier forecasts must not move.
    const last = seasons.at(-1)!;
    const altered = matches.map((m) =>
      m.season === last
        ? { ...m, homeGoals: m.awayGoals, awayGoals: m.homeGoals + 3, pinnacleClosing: [3, 3, 3] }
        : { ...m, pinnacleClosing: [2.9, 3.1, 3.3] },
    );
    const changed = backtestSoccer(altered, options(seasons));
    const earlier = seasons.slice(2, -1);
    for (const season of earlier) {
      const a = base.seasons.find((s) => s.season === season)!;
      const b = changed.seasons.find((s) => s.season === season)!;
      expect(b.model).toEqual(a.model);
      expect(b.published).toEqual(a.published);
      expect(b.blendWeight).toBe(a.blendWeight);
    }
  });

  it('fits the blend on warm-up seasons that have no closing price (closing is only for scoring)', () => {
    const base = backtestSoccer(matches, options(seasons));
    const warmup = seasons[1]!;
    const noClosing = matches.map((m) =>
      m.season === warmup ? { ...m, pinnacleClosing: undefined } : m,
    );
    const report = backtestSoccer(noClosing, options(seasons));
    expect(report.seasons.map((s) => s.blendWeight)).toEqual(
      base.seasons.map((s) => s.blendWeight),
    );
    expect(report.pooled).toEqual(base.pooled);
  });

  it('takes the blend weight per season from a table fitted elsewhere, when one is given', () => {
    const scored = seasons.slice(2);
    const table = Object.fromEntries(scored.map((season) => [season, 0]));
    const report = backtestSoccer(matches, { ...options(seasons), blendWeights: table });
    expect(report.seasons.map((s) => s.blendWeight)).toEqual(scored.map(() => 0));
    // Weight 0 publishes the de-vigged pre-match price itself.
    expect(report.pooled.published).toEqual(report.pooled.preMatch);
    const own = backtestSoccer(matches, options(seasons));
    expect(own.pooled.published).not.toEqual(own.pooled.preMatch);
  });

  it("gives a season the table lacks the latest fitted season's weight, and says so", () => {
    const scored = seasons.slice(2);
    // Only the first scored season is fitted: every later one takes its weight.
    const table = { [scored[0]!]: 0 };
    const report = backtestSoccer(matches, { ...options(seasons), blendWeights: table });
    expect(report.seasons.map((s) => [s.blendWeight, s.blendWeightSource])).toEqual(
      scored.map((season, i) => [
        0,
        i === 0 ? `fitted for ${season}` : `latest fitted (${scored[0]})`,
      ]),
    );
    expect(report.pooled.published).toEqual(report.pooled.preMatch);
    // Without a table, the league's own earlier seasons fit it (the explicit 'league' mode).
    const own = backtestSoccer(matches, options(seasons));
    expect(own.seasons[0]!.blendWeightSource).toBe("fitted on this league's earlier seasons");
    expect(own.seasons.some((s) => s.blendWeight !== 0)).toBe(true);
  });
});
