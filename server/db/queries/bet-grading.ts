import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { type BetRow, clvOf, profitCentsOf } from './bets.ts';
import { notAmong, rowsOf } from './raw.ts';

/** Grading people's recorded bets when their match is settled (features/bets/settle-bets.ts). */

const num = (v: number | string | null) => (v === null ? null : Number(v));

export interface OpenMatchBet {
  id: string;
  matchId: number;
  leagueId: string;
  kickoff: Date;
  kickoffTimeKnown: boolean;
  takenAt: Date;
  market: BetRow['market'];
  selection: BetRow['selection'];
  line: number | null;
  homeScore: number | null;
  awayScore: number | null;
}

export type GradedMatchBet = Omit<OpenMatchBet, 'homeScore' | 'awayScore'>;

/** A bet and its match as both queries select them (`MATCH_BET_COLUMNS`, bets b join matches m). */
interface MatchBetDbRow {
  id: string;
  match_id: number;
  league_id: string;
  kickoff: string | Date;
  kickoff_time_known: boolean;
  taken_at: string | Date;
  market: BetRow['market'];
  selection: BetRow['selection'];
  line: number | null;
}

const MATCH_BET_COLUMNS = sql`b.id, b.match_id, m.league_id, m.kickoff, m.kickoff_time_known,
               b.taken_at, b.market, b.selection, b.line`;

const matchBetOf = (r: MatchBetDbRow): GradedMatchBet => ({
  id: r.id,
  matchId: Number(r.match_id),
  leagueId: r.league_id,
  kickoff: new Date(r.kickoff),
  kickoffTimeKnown: r.kickoff_time_known !== false,
  takenAt: new Date(r.taken_at),
  market: r.market,
  selection: r.selection,
  line: num(r.line),
});

/**
 * Open bets on matches whose result the clock lets us see (kicked off by the league's cutoff,
 * score on file), and open bets on matches still without a score by `voidCutoff` (abandoned or
 * never played), oldest kick-offs first.
 */
export async function openBetsToGrade(
  db: Db,
  cutoffs: { soccer: Date; nba: Date; nfl: Date },
  voidCutoff: Date,
  limit: number,
  /** Bets skipped earlier in this run (they failed): left out, so the next batch moves on. */
  excluding: readonly string[] = [],
): Promise<OpenMatchBet[]> {
  const rows = await rowsOf<
    MatchBetDbRow & { home_score: number | null; away_score: number | null }
  >(
    db,
    sql`select ${MATCH_BET_COLUMNS}, m.home_score, m.away_score
        from bets b join matches m on m.id = b.match_id
        where b.status = 'open' and b.match_id is not null
          and ((m.home_score is not null and m.away_score is not null
                and m.kickoff <= (case m.league_id
                  when 'NBA' then ${cutoffs.nba.toISOString()}::timestamptz
                  when 'NFL' then ${cutoffs.nfl.toISOString()}::timestamptz
                  else ${cutoffs.soccer.toISOString()}::timestamptz end))
            or ((m.home_score is null or m.away_score is null)
                and m.kickoff <= ${voidCutoff.toISOString()}::timestamptz))
          ${notAmong(sql`b.id`, excluding)}
        order by m.kickoff, b.id
        limit ${limit}`,
  );
  return rows.map((r) => ({
    ...matchBetOf(r),
    homeScore: num(r.home_score),
    awayScore: num(r.away_score),
  }));
}

export interface BetGrade {
  id: string;
  status: 'won' | 'lost' | 'void';
  closingProb: number | null;
  settledAt: Date;
}

/**
 * Writes grades in one statement. Only rows still open are touched, so two instances settling
 * at once grade each bet once: the second UPDATE finds the row no longer open and skips it.
 * Profit and CLV are derived from the row's stake and price as they are at that moment.
 */
export async function saveBetGrades(db: Db, grades: readonly BetGrade[]): Promise<number> {
  if (grades.length === 0) return 0;
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update bets b
        set status = g.status, closing_prob = g.closing_prob, settled_at = g.settled_at,
            profit_cents = ${profitCentsOf(sql`g.status`, sql`b.stake_cents`, sql`b.price`)},
            clv = ${clvOf(sql`b.price`, sql`g.closing_prob`)}
        from json_to_recordset(${JSON.stringify(
          grades.map((g) => ({
            id: g.id,
            status: g.status,
            closing_prob: g.closingProb,
            settled_at: g.settledAt.toISOString(),
          })),
        )}::json) as g(id uuid, status text, closing_prob float8, settled_at timestamptz)
        where b.id = g.id and b.status = 'open'
        returning b.id`,
  );
  return rows.length;
}

/**
 * Bets already graded on these matches with their result on file (a void for a match never
 * played has no closing line to value): those whose closing-line value a newly arrived closing
 * line changes.
 */
export async function gradedBetsOn(db: Db, matchIds: readonly number[]): Promise<GradedMatchBet[]> {
  if (matchIds.length === 0) return [];
  const rows = await rowsOf<MatchBetDbRow>(
    db,
    sql`select ${MATCH_BET_COLUMNS}
        from bets b join matches m on m.id = b.match_id
        where b.match_id = any(${`{${matchIds.map(Number).join(',')}}`}::int[])
          and b.status <> 'open'
          and m.home_score is not null and m.away_score is not null
        order by b.id`,
  );
  return rows.map(matchBetOf);
}

/**
 * Writes graded bets' closing probability and the CLV it gives their price, in one statement;
 * a bet reopened in the meantime is left alone. Returns how many rows changed.
 */
export async function saveBetClosing(
  db: Db,
  grades: readonly { id: string; closingProb: number | null }[],
): Promise<number> {
  if (grades.length === 0) return 0;
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update bets b
        set closing_prob = g.closing_prob,
            clv = ${clvOf(sql`b.price`, sql`g.closing_prob`)}
        from json_to_recordset(${JSON.stringify(
          grades.map((g) => ({ id: g.id, closing_prob: g.closingProb })),
        )}::json) as g(id uuid, closing_prob float8)
        where b.id = g.id and b.status <> 'open'
          and b.closing_prob is distinct from g.closing_prob
        returning b.id`,
  );
  return rows.length;
}
