import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { oneCopy } from './one-copy.ts';
import { rowsOf } from './raw.ts';
import { FIRST_OF_ITS_MATCH } from './record.ts';
import type { OddsDocRow } from './sports-catalogue.ts';

/** A value bet an answer listed, as stored with its prediction (never rewritten). */
export interface ListedValueBet {
  leagueId: string;
  season: string;
  kickoff: Date;
  outcome: 'home' | 'draw' | 'away';
  result: 'home' | 'draw' | 'away';
  sportsbook: string;
  /** Net of any commission. */
  price: number;
  expectedValue: number;
}

/**
 * The value bets listed by the first answer on each match (as the record counts it), for the
 * settled matches that kicked off before `before` (the clock's day: settlement stamps wall time).
 */
export async function listedValueBets(db: Db, before: Date): Promise<ListedValueBet[]> {
  const rows = await rowsOf<{
    league_id: string;
    season: string;
    kickoff: string | Date;
    result: ListedValueBet['result'];
    bets: { outcome: ListedValueBet['outcome']; sportsbook: string; price: number; ev: number }[];
  }>(
    db,
    sql`select p.league_id, s.label as season, m.kickoff, p.outcome as result,
               p.payload->'valueBets' as bets
        from predictions p
        join matches m on m.id = p.match_id
        join seasons s on s.id = m.season_id
        where p.settled_at is not null and p.outcome is not null
          and m.kickoff < ${before.toISOString()}::timestamptz
          and jsonb_typeof(p.payload->'valueBets') = 'array'
          and ${FIRST_OF_ITS_MATCH}`,
  );
  return rows.flatMap((row) =>
    row.bets.map((bet) => ({
      leagueId: row.league_id,
      season: row.season,
      kickoff: new Date(row.kickoff),
      outcome: bet.outcome,
      result: row.result,
      sportsbook: bet.sportsbook,
      price: bet.price,
      expectedValue: bet.ev,
    })),
  );
}

/**
 * `loadOdds` for the ledger: each document's 1X2 quotes only (the ledger reads nothing else, and
 * the handicap and total quotes are most of a document), captured at or before `asOf`; a closing
 * document's only from `closingBook` (the ledger scores closing-line value against one book's
 * closing price, and closing documents are half the rows).
 */
export async function loadOneXTwoOdds(
  db: Db,
  matchIds: readonly number[],
  asOf: Date,
  closingBook: string,
): Promise<OddsDocRow[]> {
  if (matchIds.length === 0) return [];
  const rows = await rowsOf<{
    match_id: number;
    kind: OddsDocRow['kind'];
    captured_at: string | Date;
    source: string;
    quotes: OddsDocRow['quotes'];
  }>(
    db,
    sql`select o.match_id, o.kind, o.captured_at, o.source,
               coalesce(case when o.kind = 'closing'
                 then jsonb_path_query_array(o.quotes, '$[*] ? (@.market == "1x2" && @.bookmaker == $book)',
                                             jsonb_build_object('book', ${closingBook}::text))
                 else jsonb_path_query_array(o.quotes, '$[*] ? (@.market == "1x2")') end, '[]'::jsonb) as quotes
        from odds_snapshots o
        where o.match_id = any(${`{${matchIds.map(Number).join(',')}}`}::int[])
          and o.captured_at <= ${asOf.toISOString()}::timestamptz
        order by o.match_id, o.captured_at, o.id`,
  );
  return rows.map((r) => ({
    matchId: r.match_id,
    kind: r.kind,
    capturedAt: new Date(r.captured_at),
    source: oneCopy(r.source),
    quotes: r.quotes,
  }));
}
