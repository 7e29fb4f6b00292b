import { setImmediate as nextTurn } from 'node:timers/promises';
import { type LedgerBet, ledgerBets, VALUE_RULE } from '../../../engine/value/index.ts';
import type { Db } from '../../db/client.ts';
import { loadMarketOdds } from '../../db/queries/market-odds.ts';
import { readInSlices } from '../../db/queries/paged-read.ts';
import { loadLeagueMatches } from '../../db/queries/sports-catalogue.ts';
import { LEDGER_CLOSING_BOOK, soccerLedgerMatch } from '../odds/ledger-match.ts';
import { knownAt } from '../time/known-at.ts';
import { groupOdds } from './group-odds.ts';

/** The ledger starts with the 2016/17 season: every league's files carry named books from then. */
export const LEDGER_FROM = new Date('2016-07-01T00:00:00Z');

/**
 * Every bet the value rule would have listed in one soccer league's matches settled before
 * `cutoff`, on the market's fair price (odds/ledger-match.ts). It reads every 1X2 price of the
 * league's matches since 2016/17, on the serving thread, between requests (docs/performance.md
 * "The day's ledger, cheaper").
 */
export async function soccerLeagueBets(
  db: Db,
  leagueId: string,
  cutoff: Date,
  commission: number,
): Promise<LedgerBet[]> {
  const rows = knownAt(cutoff).results(
    leagueId,
    await loadLeagueMatches(db, leagueId, LEDGER_FROM),
  );
  // Turns of the event loop between the steps: requests get in (value-ledger.ts).
  await nextTurn();
  // A slice of matches at a time (paged-read.ts): a league's prices at once held the loop.
  const docs = await readInSlices(
    rows.map((r) => r.id),
    (ids) => loadMarketOdds(db, ids, cutoff, '1x2', LEDGER_CLOSING_BOOK),
  );
  const odds = groupOdds(docs);
  const matches = rows.flatMap((r) => {
    const docs = (odds.get(r.id) ?? []).filter(
      (d) => d.kind === 'closing' || d.capturedAt <= r.kickoff,
    );
    const match = soccerLedgerMatch(
      {
        id: String(r.id),
        league: leagueId,
        season: r.season,
        kickoff: r.kickoff,
        homeScore: r.homeScore!,
        awayScore: r.awayScore!,
        docs,
      },
      VALUE_RULE,
      commission,
    );
    return match ? [match] : [];
  });
  return ledgerBets(matches, VALUE_RULE);
}
