import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { backtestRecords, predictions } from '../schema.ts';
import { rowsOf } from './raw.ts';

/**
 * The public record counts each match once, by its first published prediction (the earliest
 * stored, then by id): asking again, someone else asking, or a slate answer that also stores its
 * headline match adds to the history but not to the record. Read with the prediction as `p`;
 * the (match_id, created_at, id) index answers it.
 */
export const FIRST_OF_ITS_MATCH = sql`p.match_id is not null and not exists (
  select 1 from predictions e
  where e.match_id = p.match_id and (e.created_at, e.id) < (p.created_at, p.id))`;

/** Settled predictions summed per league and calibration bin (tenths of the favourite's probability). */
export interface RecordCell {
  leagueId: string;
  league: string;
  bin: number;
  graded: number;
  correct: number;
  sumPredicted: number;
  sumLogLoss: number;
  logLossCount: number;
  sumBrier: number;
  brierCount: number;
  sumClv: number;
  clvCount: number;
}

/**
 * Strix's own record over its settled predictions, one per match. What Strix stood behind is the side its
 * published probability favours (the away side on a tie, as the result card shows it), derived
 * from the probabilities rather than the stored pick, which a user's disagree vote may have
 * flipped. A flipped pick's price is dropped, so the closing-line value left is Strix's own.
 */
export async function recordCells(db: Db): Promise<RecordCell[]> {
  const rows = await rowsOf<{
    league_id: string;
    league: string;
    bin: number;
    graded: number;
    correct: number;
    sum_predicted: number;
    sum_log_loss: number | null;
    log_loss_count: number;
    sum_brier: number | null;
    brier_count: number;
    sum_clv: number | null;
    clv_count: number;
  }>(
    db,
    sql`with graded as (
          select p.league_id, p.outcome, p.log_loss, p.brier, p.clv,
                 case when p.home_prob > p.away_prob then 'home' else 'away' end as favourite,
                 case when p.home_prob > p.away_prob then p.home_prob else p.away_prob end as predicted
          from predictions p
          where p.settled_at is not null and p.outcome is not null and ${FIRST_OF_ITS_MATCH}
        )
        select g.league_id, l.name as league,
               least(9, floor(g.predicted * 10))::int as bin,
               count(*)::int as graded,
               (count(*) filter (where g.favourite = g.outcome))::int as correct,
               sum(g.predicted)::float8 as sum_predicted,
               sum(g.log_loss)::float8 as sum_log_loss,
               count(g.log_loss)::int as log_loss_count,
               sum(g.brier)::float8 as sum_brier,
               count(g.brier)::int as brier_count,
               sum(g.clv)::float8 as sum_clv,
               count(g.clv)::int as clv_count
        from graded g join leagues l on l.id = g.league_id
        group by g.league_id, l.name, least(9, floor(g.predicted * 10))`,
  );
  return rows.map((r) => ({
    leagueId: r.league_id,
    league: r.league,
    bin: Number(r.bin),
    graded: Number(r.graded),
    correct: Number(r.correct),
    sumPredicted: Number(r.sum_predicted),
    sumLogLoss: Number(r.sum_log_loss ?? 0),
    logLossCount: Number(r.log_loss_count),
    sumBrier: Number(r.sum_brier ?? 0),
    brierCount: Number(r.brier_count),
    sumClv: Number(r.sum_clv ?? 0),
    clvCount: Number(r.clv_count),
  }));
}

export interface GradedPickRow {
  id: string;
  leagueId: string;
  league: string;
  homeTeam: string;
  awayTeam: string;
  kickoff: Date | null;
  homeProb: number;
  awayProb: number;
  outcome: 'home' | 'draw' | 'away';
  logLoss: number | null;
  brier: number | null;
  clv: number | null;
  modelVersion: string | null;
  settledAt: Date;
}

type GradedPickSqlRow = {
  id: string;
  league_id: string;
  league: string;
  home_team: string;
  away_team: string;
  kickoff: string | Date | null;
  home_prob: number;
  away_prob: number;
  outcome: 'home' | 'draw' | 'away';
  log_loss: number | null;
  brier: number | null;
  clv: number | null;
  model_version: string | null;
  settled_at: string | Date;
};

const GRADED_PICK_COLUMNS = sql`p.id, p.league_id, l.name as league, h.name as home_team,
  a.name as away_team, m.kickoff, p.home_prob, p.away_prob, p.outcome, p.log_loss, p.brier, p.clv,
  p.model_version, p.settled_at`;

const GRADED_PICK_JOINS = sql`from ${predictions} p
  join leagues l on l.id = p.league_id
  join teams h on h.id = p.home_team_id
  join teams a on a.id = p.away_team_id
  left join matches m on m.id = p.match_id`;

function toGradedPickRow(r: GradedPickSqlRow): GradedPickRow {
  return {
    id: r.id,
    leagueId: r.league_id,
    league: r.league,
    homeTeam: r.home_team,
    awayTeam: r.away_team,
    kickoff: r.kickoff === null ? null : new Date(r.kickoff),
    homeProb: Number(r.home_prob),
    awayProb: Number(r.away_prob),
    outcome: r.outcome,
    logLoss: r.log_loss === null ? null : Number(r.log_loss),
    brier: r.brier === null ? null : Number(r.brier),
    clv: r.clv === null ? null : Number(r.clv),
    modelVersion: r.model_version,
    settledAt: new Date(r.settled_at),
  };
}

/**
 * The latest graded predictions, one per match, newest first, as stored (the record never
 * rewrites them).
 */
export async function recentGradedPicks(db: Db, limit: number): Promise<GradedPickRow[]> {
  const rows = await rowsOf<GradedPickSqlRow>(
    db,
    sql`select ${GRADED_PICK_COLUMNS}
        ${GRADED_PICK_JOINS}
        where p.settled_at is not null and p.outcome is not null and ${FIRST_OF_ITS_MATCH}
        order by p.settled_at desc, m.kickoff desc nulls last, p.id
        limit ${limit}`,
  );
  return rows.map(toGradedPickRow);
}

export interface GradedPicksPage {
  /** Only this league's picks; every league's when absent. */
  leagueId?: string;
  /** Only picks settled at or before this instant; no bound when null. */
  settledBy: Date | null;
  /** The last pick of the previous page: this page starts after it. */
  after?: { settledAt: Date; id: string };
  limit: number;
}

/**
 * Every graded prediction (one per match), newest settled first (then by id, so the order is total), one page
 * at a time from a position rather than an offset: a pick graded between two pages is never
 * shown twice, and none already listed is skipped.
 */
export async function gradedPicksPage(db: Db, page: GradedPicksPage): Promise<GradedPickRow[]> {
  const filters = [sql`p.settled_at is not null and p.outcome is not null`, FIRST_OF_ITS_MATCH];
  if (page.leagueId) filters.push(sql`p.league_id = ${page.leagueId}`);
  if (page.settledBy) {
    filters.push(sql`p.settled_at <= ${page.settledBy.toISOString()}::timestamptz`);
  }
  if (page.after) {
    filters.push(
      sql`(p.settled_at, p.id) < (${page.after.settledAt.toISOString()}::timestamptz, ${page.after.id}::uuid)`,
    );
  }
  const rows = await rowsOf<GradedPickSqlRow>(
    db,
    sql`select ${GRADED_PICK_COLUMNS}
        ${GRADED_PICK_JOINS}
        where ${sql.join(filters, sql` and `)}
        order by p.settled_at desc, p.id desc
        limit ${page.limit}`,
  );
  return rows.map(toGradedPickRow);
}

/**
 * What the backtest before `before` was computed from: the played matches and closing prices
 * stored for kick-offs before it. A new result or price (an ingest, a live poll) changes it.
 */
export async function backtestDataVersion(db: Db, before: Date): Promise<string> {
  const iso = before.toISOString();
  // A background check, on one core: PostgreSQL's parallel plan for it finished sooner but took
  // both cores of a 2-core server for ~0.15 s (0.37 s of CPU against 0.21 s alone), and the
  // answers being served waited.
  const [row] = await db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return rowsOf<{ played: number; last_id: number | null; closing: number }>(
      tx as unknown as Db,
      sql`select
          (select count(*) from matches where kickoff < ${iso}::timestamptz and home_score is not null)::int as played,
          (select max(id) from matches where kickoff < ${iso}::timestamptz and home_score is not null)::int as last_id,
          (select count(*) from odds_snapshots o join matches m on m.id = o.match_id
            where o.kind = 'closing' and m.kickoff < ${iso}::timestamptz and o.captured_at < ${iso}::timestamptz)::int as closing`,
    );
  });
  return `${Number(row?.played ?? 0)}:${Number(row?.last_id ?? 0)}:${Number(row?.closing ?? 0)}`;
}

/**
 * How far the count of writes to results and prices has moved (migration
 * 0023_sports_data_changes.sql): one row, where `backtestDataVersion` reads every price.
 */
export async function sportsDataChanges(db: Db): Promise<string> {
  const [row] = await rowsOf<{ last_value: string | number; is_called: boolean }>(
    db,
    sql`select last_value, is_called from strix_sports_data_changes`,
  );
  return `${row?.last_value ?? 0}:${row?.is_called ?? false}`;
}

export async function loadBacktestRecord(db: Db, key: string) {
  const [row] = await db
    .select({ body: backtestRecords.body })
    .from(backtestRecords)
    .where(eq(backtestRecords.key, key))
    .limit(1);
  return row?.body;
}

/** Stores a computed backtest; a second writer of the same key (another process) changes nothing. */
export async function saveBacktestRecord(
  db: Db,
  values: { key: string; body: Record<string, unknown>; seconds: number; computedAt: Date },
) {
  await db.insert(backtestRecords).values(values).onConflictDoNothing();
}
