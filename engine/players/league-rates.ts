import type { TeamMatchLines } from './types.ts';

/** Sums over many player lines: what a rate per 90 minutes, per minute or per game rests on. */
export interface RateTotals {
  appearances: number;
  minutes: number;
  goals: number;
  assists: number;
  points: number;
}

/**
 * Every line of a league this season before the clock, summed over all players and by
 * position. The projection shrinks each player toward his position's rate, which should come
 * from the whole league (a team's own lines would pull its players toward its own strength).
 */
export interface LeagueRates {
  all: RateTotals;
  byPosition: Record<string, RateTotals>;
}

export const emptyTotals = (): RateTotals => ({
  appearances: 0,
  minutes: 0,
  goals: 0,
  assists: 0,
  points: 0,
});

/** Adds one team-match of lines into `rates` (mutates it; the backtest walks forward this way). */
export function addToRates(rates: LeagueRates, match: TeamMatchLines): void {
  for (const line of match.lines) {
    const position = line.position ?? '';
    rates.byPosition[position] ??= emptyTotals();
    for (const totals of [rates.all, rates.byPosition[position]]) {
      totals.appearances += 1;
      totals.minutes += line.minutes ?? 0;
      totals.goals += line.goals;
      totals.assists += line.assists;
      totals.points += line.points;
    }
  }
}

/** The league's rates from all teams' lines (pass only matches before the clock). */
export function leagueRatesFrom(matches: readonly TeamMatchLines[]): LeagueRates {
  const rates: LeagueRates = { all: emptyTotals(), byPosition: {} };
  for (const match of matches) addToRates(rates, match);
  return rates;
}

/**
 * The totals a position's prior rests on: the position's own when it has at least `minimum`
 * of the exposure (minutes, or appearances where the sport has no minutes), else the league's.
 */
export function priorTotals(
  rates: LeagueRates,
  position: string | null,
  minimum: number,
  exposure: (totals: RateTotals) => number,
): RateTotals {
  const own = position === null ? undefined : rates.byPosition[position];
  return own && exposure(own) >= minimum ? own : rates.all;
}
