import { and, asc, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { leagues, matches, oddsSnapshots, seasons, teamAliases, teams } from '../schema.ts';
import { oneCopy } from './one-copy.ts';
import { afterKickoff, readInPages } from './paged-read.ts';
import { rowsOf } from './raw.ts';

export interface TeamRow {
  id: number;
  sportId: string;
  name: string;
  aliases: string[];
}

/** Every team with its normalised aliases: the directory questions are matched against. */
export async function loadTeams(db: Db): Promise<TeamRow[]> {
  const rows = await db
    .select({
      id: teams.id,
      sportId: teams.sportId,
      name: teams.name,
      aliases: sql<
        string[]
      >`coalesce(array_agg(${teamAliases.alias}) filter (where ${teamAliases.alias} is not null), '{}')`,
    })
    .from(teams)
    .leftJoin(teamAliases, eq(teamAliases.teamId, teams.id))
    .groupBy(teams.id)
    .orderBy(asc(teams.id));
  return rows;
}

export interface TeamLeagueRow {
  teamId: number;
  leagueId: string;
  /** Latest kick-off at or before `asOf`, and the first one after it. */
  lastBefore: Date | null;
  firstAfter: Date | null;
}

/** Which leagues each team plays in around `asOf` (one year either side). */
export async function loadTeamLeagues(db: Db, asOf: Date): Promise<TeamLeagueRow[]> {
  const from = new Date(asOf.getTime() - 366 * 86_400_000);
  const to = new Date(asOf.getTime() + 366 * 86_400_000);
  const rows = await rowsOf<{
    team_id: number;
    league_id: string;
    last_before: string | Date | null;
    first_after: string | Date | null;
  }>(
    db,
    sql`
    select team_id, league_id,
           max(kickoff) filter (where kickoff <= ${asOf.toISOString()}::timestamptz) as last_before,
           min(kickoff) filter (where kickoff > ${asOf.toISOString()}::timestamptz) as first_after
    from (
      select home_team_id as team_id, league_id, kickoff from ${matches}
      where kickoff between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz
      union all
      select away_team_id, league_id, kickoff from ${matches}
      where kickoff between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz
    ) t
    group by team_id, league_id`,
  );
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({
    teamId: Number(row.team_id),
    leagueId: row.league_id,
    lastBefore: date(row.last_before),
    firstAfter: date(row.first_after),
  }));
}

export interface LeagueMatchRow {
  id: number;
  kickoff: Date;
  kickoffTimeKnown: boolean;
  season: string;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number | null;
  awayScore: number | null;
  stats: Record<string, number> | null;
}

/** The columns of a LeagueMatchRow (matches joined to seasons), shared by every match read. */
export const LEAGUE_MATCH_COLUMNS = {
  id: matches.id,
  kickoff: matches.kickoff,
  kickoffTimeKnown: matches.kickoffTimeKnown,
  season: seasons.label,
  homeTeamId: matches.homeTeamId,
  awayTeamId: matches.awayTeamId,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  stats: matches.stats,
};

/**
 * A league's matches from `from` on, in kick-off order, scores included: the caller (the
 * league context) hides every result after the clock before anything else sees it.
 */
export async function loadLeagueMatches(
  db: Db,
  leagueId: string,
  from: Date,
): Promise<LeagueMatchRow[]> {
  return readInPages(
    (after, limit) =>
      db
        .select(LEAGUE_MATCH_COLUMNS)
        .from(matches)
        .innerJoin(seasons, eq(seasons.id, matches.seasonId))
        .where(and(eq(matches.leagueId, leagueId), gte(matches.kickoff, from), after))
        .orderBy(asc(matches.kickoff), asc(matches.id))
        .limit(limit),
    afterKickoff,
  );
}

export interface OddsDocRow {
  matchId: number;
  kind: 'opening' | 'closing' | 'snapshot';
  capturedAt: Date;
  source: string;
  quotes: { bookmaker: string; market: string; line: number | null; prices: number[] }[];
}

/** The prices of these matches known at `asOf` (captured at or before it), oldest first. */
export async function loadOdds(
  db: Db,
  matchIds: readonly number[],
  asOf: Date,
): Promise<OddsDocRow[]> {
  if (matchIds.length === 0) return [];
  const rows = await db
    .select({
      matchId: oddsSnapshots.matchId,
      kind: oddsSnapshots.kind,
      capturedAt: oddsSnapshots.capturedAt,
      source: oddsSnapshots.source,
      quotes: oddsSnapshots.quotes,
    })
    .from(oddsSnapshots)
    .where(and(inArray(oddsSnapshots.matchId, [...matchIds]), lte(oddsSnapshots.capturedAt, asOf)))
    .orderBy(asc(oddsSnapshots.matchId), asc(oddsSnapshots.capturedAt), asc(oddsSnapshots.id));
  for (const row of rows) row.source = oneCopy(row.source);
  return rows;
}

/** A match's league, kick-off and sides (its score is not read here), or undefined. */
export async function findMatch(db: Db, matchId: number) {
  const [row] = await db
    .select({
      leagueId: matches.leagueId,
      kickoff: matches.kickoff,
      kickoffTimeKnown: matches.kickoffTimeKnown,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
    })
    .from(matches)
    .where(eq(matches.id, matchId))
    .limit(1);
  return row;
}

export async function loadLeagueNames(db: Db) {
  return db.select({ id: leagues.id, name: leagues.name, sportId: leagues.sportId }).from(leagues);
}

/** A fixture as questions read it: league, kick-off, season (joined), sides, cup details. */
const FIXTURE_COLUMNS = {
  id: matches.id,
  leagueId: matches.leagueId,
  kickoff: matches.kickoff,
  kickoffTimeKnown: matches.kickoffTimeKnown,
  season: seasons.label,
  homeTeamId: matches.homeTeamId,
  awayTeamId: matches.awayTeamId,
  details: matches.details,
};

/** Matches kicking off in (asOf, until], every league, with their season: the fixture list. */
export async function loadUpcoming(db: Db, asOf: Date, until: Date) {
  return db
    .select({ ...FIXTURE_COLUMNS, stats: matches.stats })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .where(and(gt(matches.kickoff, asOf), lte(matches.kickoff, until)))
    .orderBy(asc(matches.kickoff), asc(matches.id));
}

/**
 * Matches that kicked off in (since, asOf], every league, newest first: whether a result is on
 * file, never the score (the caller decides whether the clock may know it yet).
 */
export async function loadKickedOff(db: Db, since: Date, asOf: Date) {
  return db
    .select({
      ...FIXTURE_COLUMNS,
      resultOnFile: sql<boolean>`(${matches.homeScore} is not null and ${matches.awayScore} is not null)`,
    })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .where(and(gt(matches.kickoff, since), lte(matches.kickoff, asOf)))
    .orderBy(desc(matches.kickoff), asc(matches.id));
}

/** The season label of each league's latest match at or before `asOf`. */
export async function currentSeasons(db: Db, asOf: Date) {
  return rowsOf<{ league_id: string; label: string }>(
    db,
    sql`select distinct on (m.league_id) m.league_id, s.label
        from ${matches} m join ${seasons} s on s.id = m.season_id
        where m.kickoff <= ${asOf.toISOString()}::timestamptz
        order by m.league_id, m.kickoff desc`,
  );
}
