/**
 * From P(home wins), overtime and shoot-out included (what a moneyline settles on), to the
 * three regulation outcomes (what a 60-minute 3-way market settles on), docs/models.md "Hockey":
 *
 *   t = P(level after 60 minutes) = logistic(a₀ + a₁ · |logit p|)   (even games go to overtime more)
 *   q = P(home wins overtime or the shoot-out | level) = logistic(c · logit p)
 *   home in regulation = p − t·q,  draw = t,  away in regulation = 1 − p − t·(1 − q)
 *
 * so the three add to one and home-in-regulation plus home-after-a-draw is p again. a and c are
 * logistic regressions on earlier games whose sources said how they were settled.
 */
import { fitLogistic, logisticProbability, logit } from '../situational/logistic.ts';
import type { SettledIn } from './types.ts';

export interface RegulationModel {
  /** [a₀, a₁]: the draw after 60 minutes. */
  draw: [number, number];
  /** [c]: the home side's share of overtime and shoot-outs. */
  overtime: [number];
}

/** About the league's rates of 2010–2019: 23% of games level after 60 minutes, OT near a coin flip. */
export const DEFAULT_REGULATION: RegulationModel = { draw: [-1.2, 0], overtime: [0.5] };

export interface SettledSample {
  /** The forecast P(home wins) the split is applied to. */
  p: number;
  settledIn: SettledIn;
  homeWon: boolean;
}

export function fitRegulation(samples: readonly SettledSample[]): RegulationModel {
  if (samples.length < 200) return DEFAULT_REGULATION;
  const drawRows = samples.map((s) => [1, Math.abs(logit(s.p))]);
  const drew = samples.map((s) => (s.settledIn === 'regulation' ? 0 : 1));
  const [a0, a1] = fitLogistic(drawRows, drew, 1);
  const level = samples.filter((s) => s.settledIn !== 'regulation');
  const [c] = fitLogistic(
    level.map((s) => [logit(s.p)]),
    level.map((s) => (s.homeWon ? 1 : 0)),
    0,
  );
  return { draw: [a0!, a1!], overtime: [c!] };
}

/** [home in regulation, level after 60 minutes, away in regulation]. */
export function regulationOutcomes(p: number, model: RegulationModel): [number, number, number] {
  const x = logit(Math.min(Math.max(p, 1e-6), 1 - 1e-6));
  const t = logisticProbability([1, Math.abs(x)], model.draw);
  const q = logisticProbability([x], model.overtime);
  // A long-odds side still wins some games in regulation: keep each outcome above zero.
  const home = Math.max(p - t * q, 1e-4);
  const away = Math.max(1 - p - t * (1 - q), 1e-4);
  const total = home + t + away;
  return [home / total, t / total, away / total];
}
