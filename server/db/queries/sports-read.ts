import { and, count, gt, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { matches } from '../schema.ts';

/** Matches with a result whose kick-off falls in (from, to], per league. */
export async function countMatchesPlayedBetween(db: Db, from: Date, to: Date) {
  return db
    .select({ leagueId: matches.leagueId, n: count() })
    .from(matches)
    .where(and(gt(matches.kickoff, from), lte(matches.kickoff, to), isNotNull(matches.homeScore)))
    .groupBy(matches.leagueId)
    .orderBy(matches.leagueId);
}
