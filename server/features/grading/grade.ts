import { closingLineValue } from '../../../engine/metrics/closing-line.ts';
import { brier, logLoss, multiBrier } from '../../../engine/metrics/scores.ts';
import type { Grade, UnsettledPrediction } from '../../db/queries/grading.ts';
import type { MarketView } from '../../sports/odds/market.ts';

const OUTCOMES = ['home', 'draw', 'away'] as const;

/**
 * Grades a published probability against the result: log loss and Brier (three-way for
 * soccer; the home side's binary Brier for NBA/NFL), and the pick's closing-line value — the
 * best pre-match price for the favoured side against the de-vigged closing probability.
 * A drawn NBA/NFL game has no score for a two-way forecast and is settled without one.
 */
export function gradePrediction(p: UnsettledPrediction, closing: MarketView | null): Grade {
  const outcome =
    p.homeScore > p.awayScore ? 'home' : p.homeScore === p.awayScore ? 'draw' : 'away';
  const threeWay = p.drawProb !== null;
  let ll: number | null = null;
  let br: number | null = null;
  if (threeWay) {
    const probs = [p.homeProb, p.drawProb!, p.awayProb];
    const index = OUTCOMES.indexOf(outcome);
    ll = logLoss(probs, index);
    br = multiBrier(probs, index);
  } else if (outcome !== 'draw') {
    ll = logLoss([p.homeProb, p.awayProb], outcome === 'home' ? 0 : 1);
    br = brier(p.homeProb, outcome === 'home' ? 1 : 0);
  }
  return { id: p.id, outcome, logLoss: ll, brier: br, ...closingGrade(p, closing) };
}

/**
 * The pick's de-vigged closing probability and its closing-line value (the best pre-match price
 * for it against that probability). Worked out again when a provider's closing line replaces
 * the frozen guess a prediction was first graded against (regrade-closing.ts).
 */
export function closingGrade(
  p: Pick<UnsettledPrediction, 'pick' | 'pickPrice'>,
  closing: MarketView | null,
): { closingProb: number | null; clv: number | null } {
  let closingProb: number | null = null;
  if (closing && p.pick) {
    const probs = closing.probabilities;
    closingProb =
      probs.length === 3
        ? probs[OUTCOMES.indexOf(p.pick)]!
        : p.pick === 'draw'
          ? null
          : probs[p.pick === 'home' ? 0 : 1]!;
  }
  const clv =
    closingProb !== null && p.pickPrice !== null && p.pickPrice > 1
      ? closingLineValue(p.pickPrice, closingProb)
      : null;
  return { closingProb, clv };
}
