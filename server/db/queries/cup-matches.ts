import { aliasedTable, and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { type MatchDetails, matches, seasons, teams } from '../schema.ts';

export interface CompetitionMatchRow {
  id: number;
  leagueId: string;
  kickoff: Date;
  kickoffTimeKnown: boolean;
  season: string;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number | null;
  awayScore: number | null;
  stats: Record<string, number> | null;
  details: MatchDetails | null;
  /** Each club's football association (UEFA code), where a source placed it. */
  homeCountry: string | null;
  awayCountry: string | null;
}

const homeTeam = aliasedTable(teams, 'home_team');
const awayTeam = aliasedTable(teams, 'away_team');

/**
 * Every match of these leagues from `from` on, in kick-off order, scores included: the cross-
 * league fit reads the domestic leagues and the UEFA competitions together. The caller hides
 * every result not known at its clock before anything else sees it.
 */
export async function loadCompetitionWindow(
  db: Db,
  leagueIds: readonly string[],
  from: Date,
): Promise<CompetitionMatchRow[]> {
  return db
    .select({
      id: matches.id,
      leagueId: matches.leagueId,
      kickoff: matches.kickoff,
      kickoffTimeKnown: matches.kickoffTimeKnown,
      season: seasons.label,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      stats: matches.stats,
      details: matches.details,
      homeCountry: homeTeam.country,
      awayCountry: awayTeam.country,
    })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(and(inArray(matches.leagueId, [...leagueIds]), gte(matches.kickoff, from)))
    .orderBy(asc(matches.kickoff), asc(matches.id));
}
