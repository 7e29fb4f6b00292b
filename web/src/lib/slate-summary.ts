import type { SearchResponse } from '@contract';
import { formatSignedPercent } from './percent.ts';

/** Why the match a slate answer details below its summary is that one. */
export type SlateHeadlineRule = 'strongest-edge' | 'first-kickoff' | 'first-listed';

export const SLATE_RULE_TEXT: Record<SlateHeadlineRule, string> = {
  'strongest-edge': 'the match of the strongest edge',
  'first-kickoff': 'the first to kick off',
  'first-listed': 'the first match listed',
};

export interface SlateSummary {
  /** The matches the answer rated. */
  matches: number;
  /** Value bets across them (each match's own count, not only the ten listed). */
  valueBets: number;
  /**
   * The value bet with the highest expected value on the slate (the server lists them best
   * first), named as such; null when the slate has none.
   */
  strongest: {
    description: string;
    sportsbook: string;
    expectedValue: string;
    fixture: string;
  } | null;
  /** The match shown in detail below the summary, and the rule that picked it. */
  detailed: { fixture: string; rule: SlateHeadlineRule } | null;
}

type SlateAnswer = Pick<SearchResponse, 'prediction' | 'matches' | 'valueBets'>;

/**
 * What is true of a slate as a whole (docs/product.md "Slate answers"): no one match of many is
 * its "final prediction". Counts, the strongest edge by a stated rule, and which match the
 * answer details below and why.
 */
export function slateSummary(result: SlateAnswer): SlateSummary {
  const { matches, valueBets, prediction } = result;
  const best = valueBets[0] ?? null;
  const detailedCard =
    matches.find((card) => card.matchId === prediction.matchId) ?? matches[0] ?? null;
  const fixtureOf = (home: string, away: string) => `${home} vs ${away}`;
  let rule: SlateHeadlineRule = 'first-listed';
  if (detailedCard && best && best.matchId === detailedCard.matchId) rule = 'strongest-edge';
  else if (
    detailedCard &&
    matches.every((card) => Date.parse(card.kickoff) >= Date.parse(detailedCard.kickoff))
  ) {
    rule = 'first-kickoff';
  }
  return {
    matches: matches.length,
    valueBets: matches.reduce((sum, card) => sum + card.valueBets, 0),
    strongest: best
      ? {
          description: best.description,
          sportsbook: best.sportsbook,
          expectedValue: formatSignedPercent(best.expectedValue),
          fixture: fixtureOf(best.homeTeam, best.awayTeam),
        }
      : null,
    detailed: detailedCard
      ? { fixture: fixtureOf(detailedCard.homeTeam, detailedCard.awayTeam), rule }
      : null,
  };
}
