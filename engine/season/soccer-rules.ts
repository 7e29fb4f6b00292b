/**
 * Domestic league rules, table-driven: points per result, the order of tie-breaks, and which
 * final positions carry which outcome. Sources (as of the 2024/25 season):
 * - Premier League Handbook 2024/25, Section C.17: points, goal difference, goals scored, then
 *   head-to-head points, then head-to-head away goals, then a play-off where it matters.
 * - EFL Regulations 2024/25, Section 9.2 (Championship): points, goal difference, goals scored,
 *   then head-to-head points and away goals; play-offs 3rd–6th (Regulation 12).
 * - DFL Spielordnung §5 (Bundesliga): goal difference, goals scored, head-to-head points,
 *   head-to-head away goals, away goals overall; 16th plays the relegation play-off.
 * - LFP Règlement des compétitions (Ligue 1, 18 clubs from 2023/24): goal difference, then
 *   goals scored and head-to-head as we apply them here; 16th plays the relegation play-off.
 * - RFEF / LaLiga Reglamento General, art. 201 (La Liga): head-to-head points, head-to-head goal
 *   difference (a mini-league when more than two clubs are level), then goal difference, goals
 *   scored.
 * - FIGC NOIF art. 51 (Serie A, from 2022/23): head-to-head points, head-to-head goal
 *   difference, goal difference, goals scored; a play-off decides title and relegation ties.
 * Where a rule ends in a play-off match or drawing lots, the simulation draws lots (an even
 * chance): such ties are rare and the play-off itself is not scheduled in the data.
 */

export const SoccerCriterion = {
  points: 0,
  goalDifference: 1,
  goalsFor: 2,
  h2hPoints: 3,
  h2hGoalDifference: 4,
  h2hGoalsFor: 5,
  awayGoalsFor: 6,
  lots: 7,
} as const;
export type SoccerCriterion = (typeof SoccerCriterion)[keyof typeof SoccerCriterion];

/** Positions as a range counted from the top (1-based) or from the bottom (1 = last). */
export interface Zone {
  from: 'top' | 'bottom';
  first: number;
  last: number;
}

export interface SoccerRules {
  win: number;
  draw: number;
  tieBreaks: readonly SoccerCriterion[];
  /** The chances this league reports, by key, with the positions that earn them. */
  zones: Readonly<Partial<Record<SoccerZoneKey, Zone>>>;
  /** Championship: 3rd v 6th and 4th v 5th over two legs, then a final at Wembley. */
  promotionPlayoffs: boolean;
}

export type SoccerZoneKey =
  | 'title'
  | 'top4'
  | 'europe'
  | 'promotion'
  | 'playoffs'
  | 'relegationPlayoff'
  | 'relegation';

const C = SoccerCriterion;
const top = (first: number, last: number): Zone => ({ from: 'top', first, last });
const bottom = (first: number, last: number): Zone => ({ from: 'bottom', first, last });

/** GD and goals first, head-to-head after (England, Germany, France). */
const GOALS_FIRST = [C.points, C.goalDifference, C.goalsFor, C.h2hPoints, C.lots] as const;

/**
 * European places by league position alone (cup winners and coefficient places can change
 * them in a given year): England, Spain, Germany, Italy 4 Champions League + Europa + Conference
 * League = top 6; France 3 + 1 qualifier, Europa, Conference = top 6.
 */
const TOP_DIVISION = {
  title: top(1, 1),
  top4: top(1, 4),
  europe: top(1, 6),
  relegation: bottom(1, 3),
};

export const SOCCER_RULES: Readonly<Record<string, SoccerRules>> = {
  E0: { win: 3, draw: 1, tieBreaks: GOALS_FIRST, zones: TOP_DIVISION, promotionPlayoffs: false },
  E1: {
    win: 3,
    draw: 1,
    tieBreaks: GOALS_FIRST,
    zones: {
      title: top(1, 1),
      promotion: top(1, 2),
      playoffs: top(3, 6),
      relegation: bottom(1, 3),
    },
    promotionPlayoffs: true,
  },
  D1: {
    win: 3,
    draw: 1,
    tieBreaks: [C.points, C.goalDifference, C.goalsFor, C.h2hPoints, C.awayGoalsFor, C.lots],
    zones: { ...TOP_DIVISION, relegationPlayoff: bottom(3, 3), relegation: bottom(1, 2) },
    promotionPlayoffs: false,
  },
  F1: {
    win: 3,
    draw: 1,
    tieBreaks: [C.points, C.goalDifference, C.goalsFor, C.h2hPoints, C.h2hGoalDifference, C.lots],
    zones: { ...TOP_DIVISION, relegationPlayoff: bottom(3, 3), relegation: bottom(1, 2) },
    promotionPlayoffs: false,
  },
  SP1: {
    win: 3,
    draw: 1,
    tieBreaks: [C.points, C.h2hPoints, C.h2hGoalDifference, C.goalDifference, C.goalsFor, C.lots],
    zones: TOP_DIVISION,
    promotionPlayoffs: false,
  },
  I1: {
    win: 3,
    draw: 1,
    tieBreaks: [C.points, C.h2hPoints, C.h2hGoalDifference, C.goalDifference, C.goalsFor, C.lots],
    zones: TOP_DIVISION,
    promotionPlayoffs: false,
  },
};

/** Zero-based positions [first, last] of a zone in a table of `teams`. */
export function zoneRange(zone: Zone, teams: number): [number, number] {
  return zone.from === 'top'
    ? [zone.first - 1, Math.min(zone.last, teams) - 1]
    : [Math.max(teams - zone.last, 0), teams - zone.first];
}
