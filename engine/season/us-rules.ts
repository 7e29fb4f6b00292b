import { UsCriterion } from './us-table.ts';

/**
 * NBA and NFL regular-season rules as far as the data allows (we have results and scores, not
 * strength-of-schedule or net points in every subset the rules name):
 * - NBA (NBA Tie-Breaking Procedures, 2024/25): conference seeds by win %; two teams level:
 *   head-to-head, then division leader, then conference record; more than two: division leader
 *   first, then win % among the tied teams, then conference record; once the group splits, what
 *   is still level starts again with the two- or multi-team steps (the recursion in TieRanker).
 *   Later steps (record against play-off teams, point differential) are replaced by lots. Seeds
 *   1–6 go to the play-offs, 7–10 to the play-in (7 v 8: winner is the 7th seed; the loser hosts
 *   the winner of 9 v 10 for the 8th seed).
 * - NFL (NFL Tie-Breaking Procedures): a division's winner by win %, then head-to-head, division
 *   record, conference record; common games and strength of victory/schedule are not computed
 *   and are replaced by lots. The four division winners take seeds 1–4 by win %, head-to-head,
 *   conference record; the best three others are the wild cards (seeds 5–7) by the same order
 *   (the rule that first keeps only the best team of each division among tied wild-card
 *   candidates is approximated by the head-to-head step).
 */
const U = UsCriterion;

export const NBA_DIVISION_ORDER = [U.winPct, U.h2hPct, U.conferencePct, U.lots] as const;
export const NBA_CONFERENCE_ORDER = [
  U.winPct,
  U.divisionLeaderOfMany,
  U.h2hPct,
  U.divisionLeaderOfTwo,
  U.conferencePct,
  U.lots,
] as const;
export const NFL_DIVISION_ORDER = [
  U.winPct,
  U.h2hPct,
  U.divisionPct,
  U.conferencePct,
  U.lots,
] as const;
export const NFL_SEED_ORDER = [U.winPct, U.h2hPct, U.conferencePct, U.lots] as const;

/**
 * MLB (Official Baseball Rules and the 2022 collective bargaining agreement): each league (AL,
 * NL: the 'conference' of the alignment) seeds its three division winners 1–3 by record, then
 * the three best other teams as wild cards 4–6; seeds 1 and 2 skip the wild-card round. Ties
 * are broken by head-to-head record, then record within the division (no tie-break games since
 * 2022); what the rules list after that (record in the second half of league games) is left to
 * lots. Earlier formats: 2010–2011 four teams a league, 2012–2019 and 2021 five (two wild cards,
 * who met in one game), 2020 eight.
 */
export const MLB_DIVISION_ORDER = [U.winPct, U.h2hPct, U.divisionPct, U.lots] as const;
export const MLB_SEED_ORDER = [U.winPct, U.h2hPct, U.divisionPct, U.lots] as const;

export interface MlbFormat {
  /** Teams per league in the postseason. */
  playoffs: number;
  /** Seeds that skip the first round. */
  byes: number;
}

export const MLB_FORMAT: MlbFormat = { playoffs: 6, byes: 2 };

/**
 * The postseason format of an MLB season: 2010 and 2011 four teams a league (three division
 * winners and one wild card, no wild-card round), 2012–2019 and 2021 five, 2020 eight.
 */
export function mlbFormat(season: number): MlbFormat {
  if (season >= 2022) return MLB_FORMAT;
  if (season === 2020) return { playoffs: 8, byes: 0 };
  if (season <= 2011) return { playoffs: 4, byes: 0 };
  return { playoffs: 5, byes: 3 };
}

export type UsLeagueRules = 'NBA' | 'NFL' | 'MLB';

export const NBA_PLAYOFF_SEEDS = 6;
export const NBA_PLAY_IN_LAST = 10;
export const NFL_PLAYOFF_SEEDS = 7;
