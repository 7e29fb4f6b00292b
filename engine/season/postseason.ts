import { logistic } from './logistic.ts';
import type { MlbFormat } from './us-rules.ts';

/**
 * The MLB and NHL postseason brackets, played out series by series after a simulated regular
 * season. Every game is drawn from the two teams' Elo ratings at the season's end (the rating
 * at the clock plus what the simulation moved it), with the home advantage at the home side's
 * park or rink; ratings do not move during the postseason. A starter's edge, rest and the
 * market are not known this far ahead and are left out.
 */
export interface Strengths {
  ratings: Float64Array;
  drift: Float64Array;
  /** Elo points for the home side. */
  homeAdvantage: number;
}

const ELO_SCALE = Math.LN10 / 400;

/** Where each game of a series is played: true at the better seed's park or rink. */
const AT_BETTER = {
  one: [true],
  /** MLB wild-card series (2020, 2022 on): every game at the better seed's park. */
  threeAtBetter: [true, true, true],
  /** MLB division series: 2-2-1. */
  five: [true, true, false, false, true],
  /** MLB league series and World Series: 2-3-2. */
  sevenMlb: [true, true, false, false, false, true, true],
  /** NHL: 2-2-1-1-1. */
  sevenNhl: [true, true, false, false, true, false, true],
} as const;
type Pattern = readonly boolean[];

/** The winner of a series between `better` (home-field advantage) and `other`. */
export function playSeries(
  s: Strengths,
  better: number,
  other: number,
  pattern: Pattern,
  random: () => number,
): number {
  const need = (pattern.length + 1) / 2;
  const diff = s.ratings[better]! + s.drift[better]! - s.ratings[other]! - s.drift[other]!;
  const atHome = logistic((diff + s.homeAdvantage) * ELO_SCALE);
  const away = logistic((diff - s.homeAdvantage) * ELO_SCALE);
  let won = 0;
  let lost = 0;
  for (let g = 0; won < need && lost < need; g++) {
    if (random() < (pattern[g] ? atHome : away)) won++;
    else lost++;
  }
  return won === need ? better : other;
}

/**
 * One MLB league's bracket from its seeds (seeds[0] the first seed), by the season's format;
 * returns the pennant winner. The better seed has home field in every round.
 * - 6 teams (2022 on): wild-card series (best of 3) 3 v 6 and 4 v 5; division series 1 v the
 *   winner of 4 v 5, 2 v the winner of 3 v 6.
 * - 5 teams (2012–2019, 2021): one wild-card game 4 v 5; division series 1 v its winner, 2 v 3.
 * - 8 teams (2020): best-of-3 series 1 v 8, 2 v 7, 3 v 6, 4 v 5 at the better seed; division
 *   series the winners of 1 v 8 and 4 v 5, of 2 v 7 and 3 v 6.
 * - 4 teams (2010, 2011): division series 1 v 4, 2 v 3 (the rule keeping division rivals apart
 *   in that round is not applied).
 */
export function mlbPennant(
  seeds: Int32Array,
  format: MlbFormat,
  s: Strengths,
  random: () => number,
): number {
  // Series are played between seed positions; the lower position is the better seed.
  const series = (a: number, b: number, pattern: Pattern) => {
    const [better, other] = a < b ? [a, b] : [b, a];
    return playSeries(s, seeds[better]!, seeds[other]!, pattern, random) === seeds[better]
      ? better
      : other;
  };
  let semi: [number, number, number, number];
  if (format.playoffs === 6) {
    semi = [0, series(3, 4, AT_BETTER.threeAtBetter), 1, series(2, 5, AT_BETTER.threeAtBetter)];
  } else if (format.playoffs === 5) {
    semi = [0, series(3, 4, AT_BETTER.one), 1, 2];
  } else if (format.playoffs === 8) {
    const bo3 = AT_BETTER.threeAtBetter;
    semi = [series(0, 7, bo3), series(3, 4, bo3), series(1, 6, bo3), series(2, 5, bo3)];
  } else {
    semi = [0, 3, 1, 2];
  }
  const first = series(semi[0], semi[1], AT_BETTER.five);
  const second = series(semi[2], semi[3], AT_BETTER.five);
  return seeds[series(first, second, AT_BETTER.sevenMlb)]!;
}

/** The World Series: home field to the pennant winner with the better regular-season record. */
export function worldSeries(
  a: number,
  b: number,
  record: (team: number) => number,
  s: Strengths,
  random: () => number,
): number {
  const [better, other] = record(a) >= record(b) ? [a, b] : [b, a];
  return playSeries(s, better, other, AT_BETTER.sevenMlb, random);
}

/** One NHL conference's play-off places (2013/14 on), as the standings hand them out. */
export interface NhlConferenceBracket {
  /** Each division's top three, in order (two divisions). */
  divisions: [Int32Array, Int32Array];
  /** The two wild cards, the better first. */
  wildCards: [number, number];
}

/**
 * An NHL conference's bracket (2013/14 on) to its champion: the division winner with the better
 * record plays the second wild card, the other the first; second and third of each division meet;
 * the division brackets' winners meet in the conference final. Home ice goes to the division
 * winner in the first round, then to the better record (`rank`: lower is better).
 */
export function nhlConference(
  bracket: NhlConferenceBracket,
  rank: (team: number) => number,
  s: Strengths,
  random: () => number,
): number {
  const best7 = AT_BETTER.sevenNhl;
  const play = (a: number, b: number) =>
    rank(a) <= rank(b) ? playSeries(s, a, b, best7, random) : playSeries(s, b, a, best7, random);
  const [d0, d1] = bracket.divisions;
  const topFirst = rank(d0[0]!) <= rank(d1[0]!);
  const [w0, w1] = topFirst
    ? [bracket.wildCards[1], bracket.wildCards[0]]
    : [bracket.wildCards[0], bracket.wildCards[1]];
  const one = play(
    playSeries(s, d0[0]!, w0, best7, random),
    playSeries(s, d0[1]!, d0[2]!, best7, random),
  );
  const two = play(
    playSeries(s, d1[0]!, w1, best7, random),
    playSeries(s, d1[1]!, d1[2]!, best7, random),
  );
  return play(one, two);
}

/** The Stanley Cup final: home ice to the better regular-season record. */
export function cupFinal(
  a: number,
  b: number,
  rank: (team: number) => number,
  s: Strengths,
  random: () => number,
): number {
  return rank(a) <= rank(b)
    ? playSeries(s, a, b, AT_BETTER.sevenNhl, random)
    : playSeries(s, b, a, AT_BETTER.sevenNhl, random);
}
