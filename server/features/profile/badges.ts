import type { Badge, BadgeId } from '@contract';

/**
 * What the badge rules look at: the person's picks (one per match: a "Who wins?" vote or an
 * agree/disagree on Strix's call) and the votes they cast. Someone who has only searched has no picks and scores nothing.
 */
export interface BadgeFacts {
  /** Whether each settled pick was right, in the order the matches were played. */
  settledResults: readonly boolean[];
  /** Picks against Strix's call on something it gave under even chances (picks.ts). */
  underdogPicks: number;
  totalPredictions: number;
  /** Votes of every kind (Community Hero). */
  votesCast: number;
}

const HOT_STREAK = 5;
const RISK_TAKER = 10;
const SHARP_EYE_PICKS = 50;
const SHARP_EYE_ACCURACY = 75;
const COMMUNITY_HERO = 100;
const MARATHON = 500;

const DEFINITIONS: Record<BadgeId, { name: string; description: string }> = {
  'hot-streak': { name: 'Hot Streak', description: '5 correct predictions in a row' },
  'risk-taker': { name: 'Risk Taker', description: 'Bet on 10+ underdogs' },
  'sharp-eye': { name: 'Sharp Eye', description: '75%+ accuracy over 50 predictions' },
  'community-hero': { name: 'Community Hero', description: '100+ helpful votes' },
  'marathon-predictor': { name: 'Marathon Predictor', description: '500+ predictions' },
};

export function longestRun(results: readonly boolean[]): number {
  let best = 0;
  let run = 0;
  for (const correct of results) {
    run = correct ? run + 1 : 0;
    if (run > best) best = run;
  }
  return best;
}

function badge(id: BadgeId, current: number, target: number, progress = current / target): Badge {
  const earned = current >= target && progress >= 1;
  return {
    id,
    ...DEFINITIONS[id],
    earned,
    progress: earned ? 100 : Math.min(99, Math.floor(Math.max(0, progress) * 100)),
    current,
    target,
  };
}

/**
 * The product spec's five badges ('Business constants and limits') by their rules on real data. A
 * badge once earned by a run (Hot Streak) stays earned; Sharp Eye is the accuracy over all settled
 * picks, once there are 50.
 */
export function evaluateBadges(facts: BadgeFacts): Badge[] {
  const settled = facts.settledResults.length;
  const correct = facts.settledResults.filter(Boolean).length;
  const accuracy = settled > 0 ? (correct / settled) * 100 : 0;
  const sharpProgress = Math.min(settled / SHARP_EYE_PICKS, accuracy / SHARP_EYE_ACCURACY);
  return [
    badge('hot-streak', Math.min(longestRun(facts.settledResults), HOT_STREAK), HOT_STREAK),
    badge('risk-taker', facts.underdogPicks, RISK_TAKER),
    // Two conditions: `current` counts settled picks, progress and `earned` need both.
    badge('sharp-eye', settled, SHARP_EYE_PICKS, sharpProgress),
    badge('community-hero', facts.votesCast, COMMUNITY_HERO),
    badge('marathon-predictor', facts.totalPredictions, MARATHON),
  ];
}
