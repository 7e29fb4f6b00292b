import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rowsOf } from './raw.ts';

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
 * Strix's own record over every settled prediction. What Strix stood behind is the side its
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
          where p.settled_at is not null and p.outcome is not null
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
