import { resultCutoffs, resultKnownAt } from './result-timing.ts';

/** A match's score as stored: null on both sides until a result is on file. */
interface Scored {
  kickoff: Date;
  homeScore: number | null;
  awayScore: number | null;
}

/**
 * What the clock may see: the one rule that keeps the future out of every model, table, answer,
 * grade and bet (docs/architecture.md#what-the-clock-may-see). A result is known once it is on
 * file and the match is over by the clock (its length and a margin after kick-off,
 * result-timing.ts); a price once it was captured by the clock. Reads in SQL take their
 * cut-offs from here too (`resultCutoffs`, and `asOf` for prices), so the database filters by
 * the same rule.
 */
export function knownAt(asOf: Date) {
  const at = asOf.getTime();
  const over = (leagueId: string, kickoff: Date) =>
    resultKnownAt(leagueId, kickoff).getTime() <= at;
  const result = (leagueId: string, match: Scored) =>
    match.homeScore !== null && match.awayScore !== null && over(leagueId, match.kickoff);
  return {
    asOf,
    /** The match is over at the clock: a bet on it is refused, its result may be shown. */
    over,
    /** Its result is on file and over at the clock: tables, models and grades count it. */
    result,
    /** The rows whose result the clock may see, in their order (one read's worth at once). */
    results: <T extends Scored>(leagueId: string, rows: readonly T[]): T[] =>
      rows.filter((r) => result(leagueId, r)),
    /** The same, for a row that only says whether a result is on file. */
    finished: (leagueId: string, kickoff: Date, resultOnFile: boolean) =>
      resultOnFile && over(leagueId, kickoff),
    /** A price captured by the clock. */
    price: (capturedAt: Date) => capturedAt.getTime() <= at,
    /** The latest kick-off whose result is known, per league kind, for SQL filters. */
    resultCutoffs: () => resultCutoffs(asOf),
  };
}
