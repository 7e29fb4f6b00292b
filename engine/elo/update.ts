import type { EloParams, MovMultiplier } from './types.ts';

/**
 * The multiplier on K for a game won by `margin` points (home − away) at Elo difference `diff`
 * (home perspective, home advantage included). Ties count as a one-point margin with no
 * favourite correction, so a tie still moves the favourite down. 'margin' mode has no
 * multiplier: its size is the margin itself (see `eloShift`).
 */
export function movMultiplier(kind: MovMultiplier, margin: number, diff: number): number {
  if (kind === 'none' || kind === 'margin') return 1;
  const winnerDiff = margin > 0 ? diff : margin < 0 ? -diff : 0;
  const size = Math.abs(margin);
  if (kind === 'log') return (Math.log(Math.max(size, 1) + 1) * 2.2) / (winnerDiff * 0.001 + 2.2);
  return (size + 3) ** 0.8 / (7.5 + 0.006 * winnerDiff);
}

/** Actual result from the home side: 1 win, 0.5 tie, 0 loss. */
export function homeResult(homeScore: number, awayScore: number): number {
  return homeScore > awayScore ? 1 : homeScore < awayScore ? 0 : 0.5;
}

/**
 * Elo points the home side gains (and the away side loses) given the forecast made at
 * difference `diff` with win probability `expected`. Zero-sum, so the league mean stays put.
 */
export function eloShift(
  params: Pick<EloParams, 'k' | 'movMultiplier' | 'eloPerPoint'>,
  diff: number,
  expected: number,
  homeScore: number,
  awayScore: number,
): number {
  const margin = homeScore - awayScore;
  if (params.movMultiplier === 'margin') {
    return (params.k * (margin - diff / params.eloPerPoint)) / 10;
  }
  return (
    params.k *
    movMultiplier(params.movMultiplier, margin, diff) *
    (homeResult(homeScore, awayScore) - expected)
  );
}

/** Pull a rating part of the way back to the mean between seasons. */
export function regressRating(
  rating: number,
  params: Pick<EloParams, 'seasonRegression' | 'regressionMean'>,
): number {
  return params.regressionMean + (1 - params.seasonRegression) * (rating - params.regressionMean);
}

const DAY_MS = 86_400_000;

/** Days since 1970 of an ISO date's calendar day; the time of day, if any, is ignored. */
export function dayNumber(date: string): number {
  return Date.parse(date.slice(0, 10)) / DAY_MS;
}

/** Whether `date` is the calendar day after `previous`. */
export function isBackToBack(previous: string, date: string): boolean {
  return dayNumber(date) - dayNumber(previous) === 1;
}
