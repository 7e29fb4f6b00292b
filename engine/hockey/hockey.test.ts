import { describe, expect, it } from 'vitest';
import { backtestUsSport } from '../backtest/us-sports.ts';
import { NHL_ELO } from './elo.ts';
import { goalieEdges } from './goalie-form.ts';
import { hockeyInputs } from './inputs.ts';
import { DEFAULT_REGULATION, fitRegulation, regulationOutcomes } from './regulation.ts';
import { syntheticHockey } from './synthetic-hockey.ts';

const league = syntheticHockey({
  teams: 12,
  seasons: 5,
  gamesPerTeam: 82,
  saveRates: [0.93, 0.89],
  starterShare: 0.6,
  seed: 5,
});

describe('the goalie term', () => {
  it('favours the side whose first-choice goalie meets a back-up', () => {
    const edges = goalieEdges(league);
    const late = league.filter((game) => game.season === 5);
    const edgeOf = (home: string, away: string) =>
      late
        .filter((g) => g.homeGoalie!.endsWith(home) && g.awayGoalie!.endsWith(away))
        .map((g) => edges.get(g.id)!);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    // 0.04 of save rate over 30 shots is 1.2 goals; part of it is the team's usual already.
    expect(mean(edgeOf('-G0', '-G1'))).toBeGreaterThan(0.4);
    expect(mean(edgeOf('-G1', '-G0'))).toBeLessThan(-0.4);
    expect(Math.abs(mean(edgeOf('-G0', '-G0')))).toBeLessThan(0.2);
  });

  it('reads nothing where the starters are not known', () => {
    const unknown = league.map((g) => ({ ...g, homeGoalie: undefined, awayGoalie: undefined }));
    expect([...goalieEdges(unknown).values()].every((edge) => edge === 0)).toBe(true);
  });

  it('earns its place: walk-forward, it beats team ratings that cannot see it', () => {
    const games = league.map((g) => ({ ...g, moneyline: [1.9, 1.95] as [number, number] }));
    const options = {
      fromSeason: 4,
      toSeason: 5,
      grid: [NHL_ELO],
      spreadSigma: 2,
      validationSeasons: 1,
      blendWarmupSeasons: 1,
    };
    const plain = backtestUsSport(games, options);
    const full = backtestUsSport(games, {
      ...options,
      adjustment: { firstSeason: 2, inputs: (g) => hockeyInputs(g) },
    });
    expect(full.adjustments.at(-1)!.beta[1]).toBeGreaterThan(0.2);
    expect(full.pooled.model.brier).toBeLessThan(plain.pooled.model.brier - 0.003);
  });
});

describe('regulation and overtime', () => {
  it('splits a moneyline probability into three that add up and give it back', () => {
    for (const p of [0.2, 0.45, 0.5, 0.62, 0.8]) {
      const [home, draw, away] = regulationOutcomes(p, DEFAULT_REGULATION);
      expect(home + draw + away).toBeCloseTo(1, 12);
      // Home in regulation plus home's share of overtime is the moneyline probability again.
      const q = 1 / (1 + Math.exp(-0.5 * Math.log(p / (1 - p))));
      expect(home + draw * q).toBeCloseTo(p, 6);
      expect(draw).toBeGreaterThan(0.2);
    }
  });

  it('learns the draw rate and the overtime coin flip from settled games', () => {
    // Forecasts that vary while the draws and overtime are coin flips, as in the synthetic league.
    const samples = league.map((g, i) => ({
      p: 0.3 + 0.1 * (i % 5),
      settledIn: g.settledIn!,
      homeWon: g.homeScore > g.awayScore,
    }));
    const drawRate = samples.filter((s) => s.settledIn !== 'regulation').length / samples.length;
    const model = fitRegulation(samples);
    const [, draw] = regulationOutcomes(0.5, model);
    expect(draw).toBeCloseTo(drawRate, 2);
    expect(Math.abs(model.overtime[0])).toBeLessThan(0.3);
    expect(fitRegulation(samples.slice(0, 50))).toEqual(DEFAULT_REGULATION);
  });
});
