import { createHash } from 'node:crypto';
import { type Interpretation, USAGE_MESSAGES } from '@contract';
import type { PaidSearch } from '../../db/queries/searches.ts';

/**
 * What a paid answer is, so the same person asking for it again the same day pays nothing: a
 * match answer is its fixture whatever the words ('Arsenal vs Man City prediction' and 'Arsenal
 * Manchester City odds' are one), a what-if its league and two teams in the order named (the
 * first may have home advantage), a slate its kind and fixtures (hashed: a week of every league
 * is hundreds of ids, and the key sits in an index). The viewer's time zone only changes how
 * days are written, so it is not part of it.
 */
export function matchAnswerKey(
  interpretation: Interpretation,
  fixtureIds: readonly number[],
): string {
  const { leagueId, homeTeamId, awayTeamId } = interpretation;
  if (homeTeamId !== null && awayTeamId !== null) {
    const fixture = fixtureIds[0];
    if (fixture !== undefined) return `match:${fixture}`;
    return `what-if:${leagueId}:${homeTeamId}:${awayTeamId}`;
  }
  const fixtures = createHash('sha256').update(fixtureIds.join(',')).digest('base64url');
  return `slate:${interpretation.intent}:${leagueId ?? ''}:${fixtures}`;
}

/** A season question: its league and what was asked of it. */
export function outlookAnswerKey(interpretation: Interpretation): string {
  const asked = interpretation.outlook;
  return `outlook:${interpretation.leagueId}:${JSON.stringify(asked ? [asked.market, asked.teamId, asked.group, asked.position, asked.negated] : null)}`;
}

/**
 * The answer's charge fields. A plan that pays for everything is never charged, so its
 * re-opening needs no note.
 */
export function chargeOf(stored: Pick<PaidSearch, 'charged' | 'spentFrom'>) {
  return {
    charged: stored.charged,
    chargeNote:
      stored.charged || stored.spentFrom === 'subscription' ? null : USAGE_MESSAGES.notChargedAgain,
  };
}
