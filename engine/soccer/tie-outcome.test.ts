import { describe, expect, it } from 'vitest';
import { tieOutcome } from './cross-league.ts';
import { outcomeProbabilities } from './markets.ts';
import type { MatchPrediction } from './predict.ts';
import { tieOutcome as tieOutcomeWithRules } from './tie-outcome.ts';

/** A prediction with a hand-made 90-minute score matrix and the given goal rates. */
function prediction(matrix: number[][], homeRate: number, awayRate: number): MatchPrediction {
  const team = { team: 'x', known: true, attack: 0, defence: 0 };
  return {
    home: team,
    away: team,
    ...outcomeProbabilities(matrix),
    expectedHomeGoals: homeRate,
    expectedAwayGoals: awayRate,
    scoreMatrix: matrix,
    overUnder: () => ({ over: 0, under: 0, push: 0 }),
    asianHandicap: () => ({ homeWin: 0, push: 0, awayWin: 0 }),
  };
}

// 90 minutes: 0-0 with 0.4, 0-1 with 0.3, 1-0 with 0.3.
const MATRIX = [
  [0.4, 0.3],
  [0.3, 0],
];

describe('tieOutcome', () => {
  it('a one-off final between equal sides is a coin toss', () => {
    const p = prediction(
      [
        [0.2, 0.15],
        [0.15, 0.5],
      ],
      1.2,
      1.2,
    );
    const t = tieOutcome(p, null);
    expect(t.homeAdvances).toBeCloseTo(0.5, 8);
    expect(t.awayAdvances).toBeCloseTo(0.5, 8);
  });

  it('a second leg: aggregate decides, then extra time at a third of the rates, then penalties', () => {
    // First leg lost 0-1. Aggregate after 90: 0-0 → 0-1 out, 0-1 → 0-2 out, 1-0 → 1-1 level.
    // Extra time: home rate 3·ln 2 / 3 = ln 2, so P(home scores) = 1 − e^(−ln 2) = 1/2; the
    // visitors' rate is 0, so a goalless extra time (1/2) goes to penalties at 50/50.
    // P(home through) = 0.3 · (1/2 + 1/2 · 1/2) = 0.225.
    const t = tieOutcome(prediction(MATRIX, 3 * Math.LN2, 0), { homeGoals: 0, awayGoals: 1 });
    expect(t.homeAdvances).toBeCloseTo(0.225, 8);
    expect(t.awayAdvances).toBeCloseTo(0.775, 8);
  });

  it('a first-leg lead carries through', () => {
    // Won the first leg 2-0: no 90-minute score of this matrix (at most one goal) undoes it.
    const t = tieOutcome(prediction(MATRIX, 1, 1), { homeGoals: 2, awayGoals: 0 });
    expect(t.homeAdvances).toBeCloseTo(1, 8);
  });

  it('a one-off final goes to extra time only when level after 90 minutes', () => {
    // Level (0-0) with 0.4: extra time with both rates 0 → penalties 50/50.
    // P(home) = 0.3 (1-0) + 0.4 · 0.5 = 0.5.
    const t = tieOutcome(prediction(MATRIX, 0, 0), null);
    expect(t.homeAdvances).toBeCloseTo(0.5, 8);
  });

  it('the pre-2021/22 away-goals rule settles a level aggregate before extra time', () => {
    // First leg 1-2 away from home (this home side scored 1 away goal).
    // 90-minute scores: 0-0 → 1-2 out; 0-1 → 1-3 out; 1-0 → 2-2, away goals 1 v 0: through.
    const leg = { homeGoals: 1, awayGoals: 2 };
    expect(
      tieOutcomeWithRules(prediction(MATRIX, 1, 1), leg, { awayGoals: true }).homeAdvances,
    ).toBeCloseTo(0.3, 8);
    // Without the rule the 1-0 goes to extra time; both rates 0 → penalties: 0.3 · 0.5.
    expect(tieOutcome(prediction(MATRIX, 0, 0), leg).homeAdvances).toBeCloseTo(0.15, 8);
  });

  it('under the away-goals rule, a level extra time with goals goes to the visitors', () => {
    // First leg 0-1; 90 minutes 1-0 (prob 0.3) → 1-1, away goals 0 v 0 → extra time.
    // Rates 3·ln 2 each → extra-time rates ln 2: P(0 goals) = 1/2 per side.
    // Extra time: home wins P(i > j); level with goals goes away; 0-0 (1/4) to penalties.
    // P(i > j) for two Poisson(ln 2): Σ_i>j e^(−2 ln 2) (ln 2)^(i+j)/(i! j!), computed below.
    const r = Math.LN2;
    let homeWins = 0;
    const fact = (k: number): number => (k <= 1 ? 1 : k * fact(k - 1));
    for (let i = 0; i < 15; i++) {
      for (let j = 0; j < i; j++) homeWins += (0.25 * r ** (i + j)) / (fact(i) * fact(j));
    }
    const t = tieOutcomeWithRules(
      prediction(MATRIX, 3 * r, 3 * r),
      { homeGoals: 0, awayGoals: 1 },
      { awayGoals: true },
    );
    expect(t.homeAdvances).toBeCloseTo(0.3 * (homeWins + 0.25 * 0.5), 9);
  });
});
