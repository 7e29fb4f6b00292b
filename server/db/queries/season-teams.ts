import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { matches, teams } from '../schema.ts';
import { rowsOf } from './raw.ts';

export interface SeasonTeamRow {
  leagueId: string;
  teamId: number;
  /** The club's association code as stored (ENG, POR…); null for NBA/NFL teams. */
  country: string | null;
}

/**
 * The teams of each league's current season at `asOf` (the season of the league's latest match
 * at or before it, as currentSeasons reads it): every side with a match of that season kicked
 * off by the clock. A club in two competitions is listed once for each.
 */
export async function loadSeasonTeams(db: Db, asOf: Date): Promise<SeasonTeamRow[]> {
  const at = asOf.toISOString();
  const rows = await rowsOf<{ league_id: string; team_id: number; country: string | null }>(
    db,
    sql`with current_season as (
          select distinct on (m.league_id) m.league_id, m.season_id
          from ${matches} m
          where m.kickoff <= ${at}::timestamptz
          order by m.league_id, m.kickoff desc
        ),
        sides as (
          select m.league_id, m.home_team_id as team_id
          from ${matches} m join current_season c
            on c.league_id = m.league_id and c.season_id = m.season_id
          where m.kickoff <= ${at}::timestamptz
          union
          select m.league_id, m.away_team_id
          from ${matches} m join current_season c
            on c.league_id = m.league_id and c.season_id = m.season_id
          where m.kickoff <= ${at}::timestamptz
        )
        select s.league_id, s.team_id, t.country
        from sides s join ${teams} t on t.id = s.team_id`,
  );
  return rows.map((r) => ({
    leagueId: r.league_id,
    teamId: Number(r.team_id),
    country: r.country,
  }));
}

/** Stored association codes of these teams (clubs a source has placed), by team. */
export async function loadTeamCountries(
  db: Db,
  teamIds: readonly number[],
): Promise<Map<number, string | null>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db
    .select({ id: teams.id, country: teams.country })
    .from(teams)
    .where(inArray(teams.id, [...teamIds]));
  return new Map(rows.map((r) => [r.id, r.country]));
}
