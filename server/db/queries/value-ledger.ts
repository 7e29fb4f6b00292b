import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rowsOf } from './raw.ts';
import { FIRST_OF_ITS_MATCH } from './record.ts';

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
