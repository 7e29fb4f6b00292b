import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { picks } from '../schema.ts';
import { rowsOf } from './raw.ts';

export type PickSource = (typeof picks.$inferSelect)['source'];
export type PickChoice = (typeof picks.$inferSelect)['choice'];
type Result = 'home' | 'draw' | 'away';

export interface NewPick {
  userId: string;
  matchId: number;
  source: PickSource;
  choice: PickChoice;
  predictionId: string | null;
  /** Strix's published probabilities (0–1) when picked, if one was shown. */
  probs: { home: number; draw: number | null; away: number } | null;
  /** The app's clock. */
  pickedAt: Date;
}

/**
 * Makes or replaces the person's pick for the match. The unique (user, match) index decides, so
 * any number of requests at once leave one row, holding the choice written last. A settled pick
 * is never rewritten (the service refuses picks after kick-off; this guards a clock moved back).
 * Returns false when the pick was settled and so left as it was.
 */
export async function upsertPick(db: Db, pick: NewPick): Promise<boolean> {
  const rows = await rowsOf<{ id: string | number }>(
    db,
    sql`insert into ${picks} (user_id, match_id, source, choice, prediction_id, home_prob,
                              draw_prob, away_prob, picked_at)
        values (${pick.userId}, ${pick.matchId}, ${pick.source}, ${pick.choice},
                ${pick.predictionId}, ${pick.probs?.home ?? null}, ${pick.probs?.draw ?? null},
                ${pick.probs?.away ?? null}, ${pick.pickedAt.toISOString()}::timestamptz)
        on conflict (user_id, match_id) do update
          set source = excluded.source, choice = excluded.choice,
              prediction_id = excluded.prediction_id, home_prob = excluded.home_prob,
              draw_prob = excluded.draw_prob, away_prob = excluded.away_prob,
              picked_at = excluded.picked_at
          where ${picks}.settled_at is null
        returning id`,
  );
  return rows.length > 0;
}

export async function findPick(
  db: Db,
  userId: string,
  matchId: number,
): Promise<{ source: PickSource; choice: PickChoice } | null> {
  const [row] = await db
    .select({ source: picks.source, choice: picks.choice })
    .from(picks)
    .where(and(eq(picks.userId, userId), eq(picks.matchId, matchId)))
    .limit(1);
  return row ?? null;
}

export interface PlayedPick {
  /** The row id as text (bigint). */
  id: string;
  choice: PickChoice;
  leagueId: string;
  kickoff: Date;
  homeScore: number;
  awayScore: number;
}

/**
 * Unsettled picks whose match has a result the clock lets us see (the cut-offs predictions are
 * graded by), oldest matches first.
 */
export async function unsettledPlayedPicks(
  db: Db,
  cutoffs: { soccer: Date; nba: Date; nfl: Date },
  limit: number,
  excluding: readonly string[] = [],
): Promise<PlayedPick[]> {
  const rows = await rowsOf<{
    id: string | number;
    choice: PickChoice;
    league_id: string;
    kickoff: string | Date;
    home_score: number;
    away_score: number;
  }>(
    db,
    sql`select k.id, k.choice, m.league_id, m.kickoff, m.home_score, m.away_score
        from picks k join matches m on m.id = k.match_id
        where k.settled_at is null
          and m.kickoff <= (case m.league_id
                when 'NBA' then ${cutoffs.nba.toISOString()}::timestamptz
                when 'NFL' then ${cutoffs.nfl.toISOString()}::timestamptz
                else ${cutoffs.soccer.toISOString()}::timestamptz end)
          and m.home_score is not null and m.away_score is not null
          ${excluding.length > 0 ? sql`and k.id::text not in (select json_array_elements_text(${JSON.stringify(excluding)}::json))` : sql``}
        order by m.kickoff, k.id
        limit ${limit}`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    choice: r.choice,
    leagueId: r.league_id,
    kickoff: new Date(r.kickoff),
    homeScore: r.home_score,
    awayScore: r.away_score,
  }));
}

export interface PickGrade {
  id: string;
  outcome: Result;
  correct: boolean;
  /** When the result became known by the clock (the match's end). */
  settledAt: Date;
}

/** Writes grades in one statement; a pick already settled is left as it was. */
export async function savePickGrades(db: Db, grades: readonly PickGrade[]): Promise<number> {
  if (grades.length === 0) return 0;
  const rows = await rowsOf<{ id: string | number }>(
    db,
    sql`update picks k
        set outcome = g.outcome, correct = g.correct, settled_at = g.settled_at
        from json_to_recordset(${JSON.stringify(
          grades.map((g) => ({
            id: g.id,
            outcome: g.outcome,
            correct: g.correct,
            settled_at: g.settledAt.toISOString(),
          })),
        )}::json) as g(id bigint, outcome text, correct boolean, settled_at timestamptz)
        where k.id = g.id and k.settled_at is null
        returning k.id`,
  );
  return rows.length;
}
