import type { MarginParams } from './margin.ts';

/**
 * Margin-rating settings and the weight given to them when averaged with Elo ('elo+margin').
 * All were chosen on seasons before 2015 only: the rating settings and sigma by Brier on
 * NFL 2008–14 / NBA 2011–14 (earlier seasons warming up), then the weight by Brier of the
 * average with walk-forward Elo on the same seasons.
 *
 * Later additions, also chosen on pre-2015 seasons (Brier vs the closing market):
 * - NFL: starting-quarterback effects (ridge 16 among 8/16/32; NFL 2007–14 with the situational
 *   adjustment on top +0.0050 → +0.0047), which also moved the best weight from 0.6 to 0.8;
 *   quarterbacks unseen for three years are forgotten.
 * - NBA: a home edge per team (ridge 16 among 4/8/16/32; altitude in Denver and Utah is the
 *   classic case) and learned back-to-back terms (ridge 100 among 5/20/100): NBA 2011–14
 *   +0.0066 → +0.0063.
 * - NBA: the end-of-season standings term (standings.ts; a side already out of or into the
 *   postseason in its last 12 games). Its shape was chosen among six (three buckets by games
 *   left, one, ramps over 8, 12 or 20 games, ramp plus a constant) on 2008–14; the 12-game ramp
 *   with ridge 10: NBA 2011–14 −0.00021 ± 0.00013 Brier on the Elo + rating average (paired),
 *   2008–10 −0.00018 ± 0.00012 on the rating alone.
 */
export const NFL_MARGIN: MarginParams & { weight: number } = {
  halfLifeDays: 480,
  seasonCarry: 0.4,
  ridge: 4,
  sigma: 12,
  quarterbackRidge: 16,
  quarterbackMemoryDays: 3 * 365,
  weight: 0.8,
};

export const NBA_MARGIN: MarginParams & { weight: number } = {
  halfLifeDays: 90,
  seasonCarry: 1,
  ridge: 1,
  sigma: 9.75,
  marginCap: 20,
  teamHomeRidge: 16,
  backToBackRidge: 100,
  motivation: {
    ridge: 10,
    seasonGames: 82,
    // The 2011/12 lockout and 2020/21 seasons were scheduled short; 2019/20 was cut in March
    // (its restart was played at a neutral site, which the term skips).
    shortSeasons: { 2011: 66, 2020: 72 },
    playInFrom: 2020,
    rampGames: 12,
  },
  weight: 0.5,
};
