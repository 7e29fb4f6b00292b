import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { notAmong, rowsOf } from './raw.ts';

export interface UnsettledPrediction {
  id: string;
  matchId: number;
  leagueId: string;
  homeProb: number;
  drawProb: number | null;
  awayProb: number;
  pick: 'home' | 'draw' | 'away' | null;
  pickPrice: number | null;
  homeScore: number;
  awayScore: number;
}

/**
 * Predictions whose match has a result the clock lets us see, oldest matches first: kicked off
 * no later than the league's cutoff (the clock less a match's length), with a score on file.
 */
export async function unsettledPlayedPredictions(
  db: Db,
  cutoffs: { soccer: Date; nba: Date; nfl: Date },
  limit: number,
  /** Predictions skipped earlier in this run (they failed): left out, so the next batch moves on. */
  excluding: readonly string[] = [],
): Promise<UnsettledPrediction[]> {
  const rows = await rowsOf<{
    id: string;
    match_id: number;
    league_id: string;
    home_prob: number;
    draw_prob: number | null;
    away_prob: number;
    pick: UnsettledPrediction['pick'];
    pick_price: number | null;
    home_score: number;
    away_score: number;
  }>(
    db,
    sql`select p.id, p.match_id, p.league_id, p.home_prob, p.draw_prob, p.away_prob, p.pick,
               p.pick_price, m.home_score, m.away_score
        from predictions p join matches m on m.id = p.match_id
        where p.settled_at is null and p.match_id is not null
          and m.kickoff <= (case m.league_id
                when 'NBA' then ${cutoffs.nba.toISOString()}::timestamptz
                when 'NFL' then ${cutoffs.nfl.toISOString()}::timestamptz
                else ${cutoffs.soccer.toISOString()}::timestamptz end)
          and m.home_score is not null
          ${notAmong(sql`p.id`, excluding)}
        order by m.kickoff, p.id
        limit ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    matchId: Number(r.match_id),
    leagueId: r.league_id,
    homeProb: r.home_prob,
    drawProb: r.draw_prob,
    awayProb: r.away_prob,
    pick: r.pick,
    pickPrice: r.pick_price,
    homeScore: r.home_score,
    awayScore: r.away_score,
  }));
}

export interface Grade {
  id: string;
  outcome: 'home' | 'draw' | 'away';
  logLoss: number | null;
  brier: number | null;
  closingProb: number | null;
  clv: number | null;
}

/** Writes grades in one statement; a prediction already settled is left as it was. */
export async function saveGrades(db: Db, grades: readonly Grade[], settledAt: Date) {
  if (grades.length === 0) return 0;
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update predictions p
        set settled_at = ${settledAt.toISOString()}::timestamptz, outcome = g.outcome,
            log_loss = g.log_loss, brier = g.brier, closing_prob = g.closing_prob, clv = g.clv
        from json_to_recordset(${JSON.stringify(
          grades.map((g) => ({
            id: g.id,
            outcome: g.outcome,
            log_loss: g.logLoss,
            brier: g.brier,
            closing_prob: g.closingProb,
            clv: g.clv,
          })),
        )}::json) as g(id uuid, outcome text, log_loss float8, brier float8, closing_prob float8, clv float8)
        where p.id = g.id and p.settled_at is null
        returning p.id`,
  );
  return rows.length;
}

export interface SettledPick {
  id: string;
  matchId: number;
  leagueId: string;
  pick: UnsettledPrediction['pick'];
  pickPrice: number | null;
}

/** Settled predictions with a pick on these matches: those a new closing line regrades. */
export async function settledPicksOn(db: Db, matchIds: readonly number[]): Promise<SettledPick[]> {
  if (matchIds.length === 0) return [];
  const rows = await rowsOf<{
    id: string;
    match_id: number;
    league_id: string;
    pick: UnsettledPrediction['pick'];
    pick_price: number | null;
  }>(
    db,
    sql`select p.id, p.match_id, p.league_id, p.pick, p.pick_price
        from predictions p
        where p.match_id = any(${`{${matchIds.map(Number).join(',')}}`}::int[])
          and p.settled_at is not null and p.pick is not null
        order by p.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    matchId: Number(r.match_id),
    leagueId: r.league_id,
    pick: r.pick,
    pickPrice: r.pick_price === null ? null : Number(r.pick_price),
  }));
}

/** Writes settled predictions' closing probability and CLV; returns how many rows changed. */
export async function saveClosingGrades(
  db: Db,
  grades: readonly { id: string; closingProb: number | null; clv: number | null }[],
): Promise<number> {
  if (grades.length === 0) return 0;
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update predictions p
        set closing_prob = g.closing_prob, clv = g.clv
        from json_to_recordset(${JSON.stringify(
          grades.map((g) => ({ id: g.id, closing_prob: g.closingProb, clv: g.clv })),
        )}::json) as g(id uuid, closing_prob float8, clv float8)
        where p.id = g.id and p.settled_at is not null
          and (p.closing_prob is distinct from g.closing_prob or p.clv is distinct from g.clv)
        returning p.id`,
  );
  return rows.length;
}
