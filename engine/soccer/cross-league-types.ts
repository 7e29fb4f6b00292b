/**
 * The interface of the cross-league strength model (one scale for the domestic leagues and the
 * UEFA competitions). Written down before the model so the product and the model can be built
 * side by side; engine/soccer/cross-league.ts implements it.
 */
import type { MatchPrediction } from './predict.ts';
import type { SoccerMatch } from './types.ts';

/** A played match with the competition it belongs to ('E0', 'SP1', …, 'UCL', 'UEL'). */
export interface CompetitionMatch extends SoccerMatch {
  competition: string;
  /** Domestic league of each side where known (cup matches: from the clubs' domestic matches). */
  homeLeague?: string | null;
  awayLeague?: string | null;
  /**
   * UEFA association of each side where known ('POR', 'NED', …): clubs from outside the six
   * leagues start from their association's prior rather than one prior for all of them.
   */
  homeCountry?: string | null;
  awayCountry?: string | null;
}

export interface CrossLeagueFitOptions {
  /** Only matches strictly before it are used. */
  asOf: string;
}

/** Two-legged tie context for a second leg: the first leg's score from this match's home side. */
export interface FirstLeg {
  /** Goals of this match's home side in the first leg, and of its away side. */
  homeGoals: number;
  awayGoals: number;
}

export interface TieOutcome {
  /** Probability each side goes through (after extra time and penalties where needed). */
  homeAdvances: number;
  awayAdvances: number;
}

export type PredictCrossLeague = (
  home: string,
  away: string,
  options: { neutral: boolean },
) => MatchPrediction;

/** A fitted cross-league model: every club of every competition on one strength scale. */
export interface CrossLeagueModel {
  asOf: string;
  /** Clubs on the common scale, with the domestic league each was placed in (null: none known). */
  teams: Record<string, { attack: number; defence: number; league: string | null }>;
  predict: PredictCrossLeague;
}

/** engine/soccer/cross-league.ts exports `fitCrossLeague` with this type. */
export type FitCrossLeague = (
  matches: readonly CompetitionMatch[],
  options: CrossLeagueFitOptions,
) => CrossLeagueModel;

/**
 * engine/soccer/cross-league.ts exports `tieOutcome` with this type: who goes through a knockout
 * tie from this match's score distribution (a second leg given the first leg's score, or a
 * one-off final), counting extra time and penalties.
 */
export type TieOutcomeOf = (prediction: MatchPrediction, firstLeg: FirstLeg | null) => TieOutcome;
