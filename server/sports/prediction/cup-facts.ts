import { percentages } from '@contract';
import { LEAGUES } from '../../data/reference/leagues.ts';
import { possessive } from '../../lib/english.ts';
import { roundLabel } from '../cups/cup-rounds.ts';
import { BASIS_YEARS } from '../cups/cup-state.ts';
import type { CupStage, RatingBasis } from '../cups/cup-types.ts';
import type { LeagueState } from '../state/league-state.ts';

/** What a cup answer says beyond a league one: the tie, and what each rating rests on. */
export interface CupFacts {
  /** 'League phase · Matchday 7', or null when the source names no round (a what-if). */
  round: string | null;
  neutral: boolean;
  /** The first leg's goals of this match's home and away sides. */
  firstLeg: { home: number; away: number } | null;
  /** Percentages each side goes through. */
  advance: { home: number; away: number } | null;
  /** One sentence per side on the evidence behind its rating. */
  basis: string[];
  /** Sides whose domestic league Strix holds no results of. */
  europeOnly: string[];
}

const leagueName = (id: string) => LEAGUES.find((l) => l.id === id)?.name ?? id;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 'es'}`;

export function basisSentence(team: string, basis: RatingBasis): string {
  const window = `in the past ${BASIS_YEARS} years`;
  if (basis.league === null) {
    return `${possessive(team)} rating rests on ${plural(basis.europeanMatches, 'European match')} ${window}: Strix holds no results from their domestic league.`;
  }
  return `${team} are rated from ${plural(basis.domesticMatches, `${leagueName(basis.league)} match`)} and ${plural(basis.europeanMatches, 'European match')} ${window}, on one scale across the leagues.`;
}

export function cupFacts(
  state: LeagueState,
  stage: CupStage | null,
  homeId: number,
  awayId: number,
  home: string,
  away: string,
): CupFacts {
  const sides = [
    [home, state.ratingBasis?.(homeId) ?? null],
    [away, state.ratingBasis?.(awayId) ?? null],
  ] as const;
  const advance = stage?.advance
    ? percentages([stage.advance.homeAdvances, stage.advance.awayAdvances])
    : null;
  return {
    round: roundLabel(stage?.round),
    neutral: stage ? stage.neutral : true,
    firstLeg: stage?.firstLeg
      ? { home: stage.firstLeg.homeGoals, away: stage.firstLeg.awayGoals }
      : null,
    advance: advance ? { home: advance[0]!, away: advance[1]! } : null,
    basis: sides.flatMap(([team, basis]) => (basis ? [basisSentence(team, basis)] : [])),
    europeOnly: sides.filter(([, basis]) => basis?.league === null).map(([team]) => team),
  };
}
