import type { FirstLeg, TieOutcome } from '../../../engine/soccer/cross-league-types.ts';

/** Where a cup match sits: its round, a neutral venue, and the tie it decides. */
export interface CupStage {
  /** The source's round ('League, Matchday 7'), null when the file gives none. */
  round: string | null;
  neutral: boolean;
  /** Second legs: the first leg's score from this match's home side. */
  firstLeg: FirstLeg | null;
  /** Knockout second legs and finals: each side's chance to go through. */
  advance: TieOutcome | null;
}

/** What a club's cross-league rating rests on at the clock, for honest insights. */
export interface RatingBasis {
  /** The domestic league it was placed in (null: Strix holds none of its league's results). */
  league: string | null;
  domesticMatches: number;
  europeanMatches: number;
}
