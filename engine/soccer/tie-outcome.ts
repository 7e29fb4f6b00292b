/**
 * Who goes through a knockout tie, from the 90-minute score distribution of the deciding match
 * (a second leg, given the first leg's score, or a one-off final).
 *
 * Aggregate after 90 minutes decides. A level aggregate goes to 30 minutes of extra time, whose
 * goals are independent Poissons at a third of the match's rates (same venue, same sides), then
 * to penalties, taken as a coin toss. UEFA dropped the away-goals rule from 2021/22; for older
 * ties `{ awayGoals: true }` applies it (a level aggregate goes to the side with more goals
 * away from home, extra-time goals included, before extra time or penalties are needed).
 */
import type { FirstLeg, TieOutcome } from './cross-league-types.ts';
import { poissonPmf } from './poisson.ts';
import type { MatchPrediction } from './predict.ts';

export interface TieRules {
  /** Away goals break a level aggregate (UEFA until 2020/21). Default false. */
  awayGoals?: boolean;
}

const EXTRA_TIME_SHARE = 30 / 90;
const EXTRA_TIME_MAX_GOALS = 10;

export function tieOutcome(
  prediction: MatchPrediction,
  firstLeg: FirstLeg | null,
  rules: TieRules = {},
): TieOutcome {
  const leg = firstLeg ?? { homeGoals: 0, awayGoals: 0 };
  // Away goals only mean something over two legs: this match's home side scored its away goals
  // in the first leg, this match's away side scores its away goals now.
  const awayGoals = rules.awayGoals === true && firstLeg !== null;
  const extra = extraTime(prediction, awayGoals);
  let home = 0;
  let away = 0;
  prediction.scoreMatrix.forEach((row, i) => {
    row.forEach((p, j) => {
      const diff = leg.homeGoals + i - (leg.awayGoals + j);
      if (diff > 0) home += p;
      else if (diff < 0) away += p;
      else if (awayGoals && leg.homeGoals !== j) {
        if (leg.homeGoals > j) home += p;
        else away += p;
      } else {
        // Level on aggregate and, under the old rule, on away goals too (leg.homeGoals === j).
        home += p * extra.home;
        away += p * (1 - extra.home);
      }
    });
  });
  const total = home + away;
  return { homeAdvances: home / total, awayAdvances: away / total };
}

/**
 * P(this match's home side goes through) from a level tie at the end of 90 minutes: extra-time
 * goals decide; level extra time with goals goes to the visitors under the away-goals rule
 * (their extra-time goals are away goals), otherwise to penalties at 50/50.
 */
function extraTime(prediction: MatchPrediction, awayGoals: boolean): { home: number } {
  const ph = poissonPmf(prediction.expectedHomeGoals * EXTRA_TIME_SHARE, EXTRA_TIME_MAX_GOALS);
  const pa = poissonPmf(prediction.expectedAwayGoals * EXTRA_TIME_SHARE, EXTRA_TIME_MAX_GOALS);
  let home = 0;
  let mass = 0;
  for (let i = 0; i <= EXTRA_TIME_MAX_GOALS; i++) {
    for (let j = 0; j <= EXTRA_TIME_MAX_GOALS; j++) {
      const p = ph[i]! * pa[j]!;
      mass += p;
      if (i > j) home += p;
      else if (i === j && (i === 0 || !awayGoals)) home += p / 2;
    }
  }
  return { home: home / mass };
}
