import { describe, expect, it } from 'vitest';
import { NFL_ELO, paramGrid } from '../elo/index.ts';
import { winProbability } from '../elo/probability.ts';
import { syntheticLeague } from '../elo/synthetic-league.ts';
import { decimalFromAmerican } from '../market/odds.ts';
import { backtestUsSport, type UsGame } from './us-sports.ts';

const strength = { A: 120, B: 60, C: 20, D: 0, E: -30, F: -60, G: -90, H: -120 };
const grid = paramGrid(NFL_ELO, { k: [10, 20], homeAdvantage: [40, 80] });

/** Games whose "market" knows the true strengths: the model should trail it, not beat it. */
function games(): UsGame[] {
  return syntheticLeague({
    strength,
    homeAdvantage: 60,
    seasons: 12,
    gamesPerTeamPerSeason: 14,
    seed: 3,
  }).map((game) => {
    const p = winProbability(
      strength[game.home as keyof typeof strength] -
        strength[game.away as keyof typeof strength] +
        60,
    );
    const priced = (q: number) =>
      q >= 0.5
        ? decimalFromAmerican(-100 * (q / (1 - q)) * 1.02)
        : decimalFromAmerican((100 * ((1 - q) / q)) / 1.02);
    return { ...game, moneyline: [priced(p), priced(1 - p)], reference: 0.5 };
  });
}

describe('NBA/NFL walk-forward backtest', () => {
  it('scores the evaluation seasons against the closing moneyline and a reference forecast', () => {
    const report = backtestUsSport(games(), {
      fromSeason: 9,
      toSeason: 11,
      grid,
      spreadSigma: 13.5,
    });
    expect(report.seasons.map((s) => s.season)).toEqual([9, 10, 11]);
    expect(report.marketReference.spread).toBe(0);
    expect(report.pooled.n).toBe(report.marketReference.moneyline);
    // The market here is the truth: the model trails it, and a coin-flip reference trails more.
    expect(report.pooled.deltaBrier).toBeGreaterThan(0);
    expect(report.reference538!.deltaBrier).toBeGreaterThan(report.pooled.deltaBrier);
    // The published blend leans on the better source, so it is no worse than the model.
    expect(report.pooled.published.brier).toBeLessThanOrEqual(report.pooled.model.brier);
  });

  it('uses the closing spread when a game has no moneyline', () => {
    const withoutMoneyline = games().map((game) => ({
      ...game,
      moneyline: undefined,
      spreadLine: -3,
    }));
    const report = backtestUsSport(withoutMoneyline, {
      fromSeason: 9,
      toSeason: 11,
      grid,
      spreadSigma: 13.5,
    });
    expect(report.marketReference).toEqual({ moneyline: 0, spread: report.pooled.n });
  });

  it("leaves the forecasts alone unless 'elo+margin' is asked for, and then averages them", () => {
    const base = { fromSeason: 9, toSeason: 11, grid, spreadSigma: 13.5 };
    const margin = { halfLifeDays: 200, seasonCarry: 0.5, ridge: 2, sigma: 13 };
    const elo = backtestUsSport(games(), base);
    expect(backtestUsSport(games(), { ...base, margin: { ...margin, weight: 0.5 } })).toEqual(elo);
    const none = backtestUsSport(games(), {
      ...base,
      model: 'elo+margin',
      margin: { ...margin, weight: 0 },
    });
    expect(none.pooled).toEqual(elo.pooled);
    const mixed = backtestUsSport(games(), {
      ...base,
      model: 'elo+margin',
      margin: { ...margin, weight: 0.5 },
    });
    expect(mixed.pooled.n).toBe(elo.pooled.n);
    expect(mixed.pooled.model.brier).not.toBe(elo.pooled.model.brier);
    expect(() => backtestUsSport(games(), { ...base, model: 'elo+margin' })).toThrow(/margin/);
  });
});
