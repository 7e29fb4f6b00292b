import type { MarginParams } from './margin.ts';

/**
 * Margin-rating settings and the weight given to them when averaged with Elo ('elo+margin').
 * All were chosen on seasons before 2015 only: the rating settings and sigma by Brier on
 * NFL 2008–14 / NBA 2011–14 (earlier seasons warming up), then the weight by Brier of the
 * average with walk-forward Elo on the same seasons.
 */
export const NFL_MARGIN: MarginParams & { weight: number } = {
  halfLifeDays: 480,
  seasonCarry: 0.4,
  ridge: 4,
  sigma: 12,
  weight: 0.6,
};

export const NBA_MARGIN: MarginParams & { weight: number } = {
  halfLifeDays: 90,
  seasonCarry: 1,
  ridge: 1,
  sigma: 9.75,
  marginCap: 20,
  weight: 0.5,
};
