/**
 * The projection for the next match: the player's rates shrunk toward his position's (an
 * empirical-Bayes weight from his sample), times the playing time he is expected to get, times
 * what the team model says about this match.
 *
 * - Soccer: goals and assists per minute, each shrunk toward the position's league rate with a
 *   prior worth `soccerPriorMinutes` minutes: rate = (count + prior rate × k) / (minutes + k).
 *   × expected minutes × (team expected goals in this match / team goals per match this season).
 * - NBA: points (and assists) per minute shrunk toward the league's with `nbaPriorMinutes`,
 *   × expected minutes × the opponent's defence factor (points allowed vs league average).
 * - NFL: points per game shrunk toward the position's with `nflPriorGames`, × the chance he
 *   plays (1 healthy, `questionableShare` questionable, 0 out) × the opponent's defence factor.
 *
 * Expected minutes: the mean over his last `recentAppearances` appearances, blended with his
 * season mean per appearance (`recentWeight` on the recent), × the same availability share.
 * Confidence: the weight his own record carries, 100 × n / (n + k) (n his minutes, or games in
 * the NFL), capped at `confidenceCap`, scaled down when availability is only inferred.
 */
import { type LeagueRates, priorTotals, type RateTotals } from './league-rates.ts';
import type { Availability, MatchContext, PlayerReport } from './report-types.ts';
import type { PlayerSummary } from './summary.ts';

/**
 * Settings, chosen on seasons the bench does not report where it could (walk-forward on FPL
 * 2023/24; the NBA mirror has only 2024-25, so its prior is the theory value below, checked on it):
 * - soccerPriorMinutes 900: best walk-forward RMSE of goals + assists among 300–2,500.
 * - nbaPriorMinutes 50: points per minute vary between players by ~0.15 (τ² ≈ 0.02) and within a
 *   player by ~3 × rate / minutes, so the prior is worth 3 × 0.47 / 0.02 ≈ 50–70 minutes.
 * - recentWeight 0.5: the last five appearances' minutes alone are too noisy; half and half with
 *   the season mean beat both ends on both sports.
 * - questionableShare 0.4: of the players marked questionable, 40% (EPL 2023/24) and 43% (NBA)
 *   played the next match.
 */
export const PROJECTION = {
  soccerPriorMinutes: 900,
  nbaPriorMinutes: 50,
  nflPriorGames: 4,
  recentAppearances: 5,
  recentWeight: 0.5,
  /** Share of his usual playing time a questionable player is expected to get. */
  questionableShare: 0.4,
  /** A position's own rate is used once the league has this much of it (else all players'). */
  positionMinimumMinutes: 900,
  positionMinimumGames: 30,
  /** The team and opponent factors are clamped to this range (a guard against thin samples). */
  factorRange: [0.5, 2] as const,
  confidenceCap: 95,
  confidenceScale: { healthy: 1, questionable: 0.6, out: 0.5 } as Record<Availability, number>,
};

export type Projection = PlayerReport['projection'];

const playShare = (status: Availability) =>
  status === 'out' ? 0 : status === 'questionable' ? PROJECTION.questionableShare : 1;

const clampFactor = (x: number) =>
  Math.min(PROJECTION.factorRange[1], Math.max(PROJECTION.factorRange[0], x));

/** Empirical-Bayes rate: the prior counts as `k` units of exposure at `priorRate`. */
export function shrunkRate(count: number, exposure: number, priorRate: number, k: number): number {
  return exposure + k > 0 ? (count + priorRate * k) / (exposure + k) : 0;
}

const per = (total: number, exposure: number) => (exposure > 0 ? total / exposure : 0);

/** Minutes he is expected to play if he plays at all, before availability. */
export function usualMinutes(player: PlayerSummary): number {
  const recent = player.appearances.slice(-PROJECTION.recentAppearances);
  const recentMean = per(
    recent.reduce((sum, a) => sum + (a.line.minutes ?? 0), 0),
    recent.length,
  );
  const seasonMean = per(player.minutes, player.appearances.length);
  return PROJECTION.recentWeight * recentMean + (1 - PROJECTION.recentWeight) * seasonMean;
}

function teamFactor(context: MatchContext): number {
  const xg = context.teamExpectedGoals;
  const avg = context.teamSeasonGoalsPerMatch;
  return xg != null && avg != null && xg > 0 && avg > 0 ? clampFactor(xg / avg) : 1;
}

function defenceFactor(context: MatchContext): number {
  const f = context.opponentDefenceFactor;
  return f != null && f > 0 ? clampFactor(f) : 1;
}

function confidence(n: number, k: number, status: Availability): number {
  const weight = Math.min(PROJECTION.confidenceCap, (100 * n) / (n + k));
  return Math.round(weight * PROJECTION.confidenceScale[status]);
}

/**
 * The projection if he plays: rates × usual minutes (NFL: one game) × the match factors, before
 * any availability share. The backtest scores this part, since it scores only players who then
 * appeared; `projectPlayer` applies availability on top.
 */
export function projectIfPlaying(
  player: PlayerSummary,
  context: MatchContext,
  rates: LeagueRates,
): Omit<Projection, 'confidence'> & { sample: number; k: number } {
  if (context.sport === 'american-football') {
    const k = PROJECTION.nflPriorGames;
    const prior = priorTotals(
      rates,
      player.position,
      PROJECTION.positionMinimumGames,
      (t) => t.appearances,
    );
    const games = player.appearances.length;
    const ppg = shrunkRate(player.points, games, per(prior.points, prior.appearances), k);
    const points = ppg * defenceFactor(context);
    return { points, goals: 0, assists: 0, expectedMinutes: null, sample: games, k };
  }
  const minutes = usualMinutes(player);
  const soccer = context.sport === 'soccer';
  const k = soccer ? PROJECTION.soccerPriorMinutes : PROJECTION.nbaPriorMinutes;
  const prior: RateTotals = soccer
    ? priorTotals(rates, player.position, PROJECTION.positionMinimumMinutes, (t) => t.minutes)
    : rates.all;
  const rateOf = (count: number, priorCount: number) =>
    shrunkRate(count, player.minutes, per(priorCount, prior.minutes), k);
  const scale = soccer ? teamFactor(context) : 1;
  return {
    points: soccer ? 0 : rateOf(player.points, prior.points) * minutes * defenceFactor(context),
    goals: soccer ? rateOf(player.goals, prior.goals) * minutes * scale : 0,
    assists: rateOf(player.assists, prior.assists) * minutes * scale,
    expectedMinutes: minutes,
    sample: player.minutes,
    k,
  };
}

/** The projection for the next match: if he plays, × the share of it his availability allows. */
export function projectPlayer(
  player: PlayerSummary,
  status: Availability,
  context: MatchContext,
  rates: LeagueRates,
): Projection {
  const share = playShare(status);
  const p = projectIfPlaying(player, context, rates);
  return {
    points: p.points * share,
    goals: p.goals * share,
    assists: p.assists * share,
    confidence: confidence(p.sample, p.k, status),
    expectedMinutes: p.expectedMinutes === null ? null : p.expectedMinutes * share,
  };
}
