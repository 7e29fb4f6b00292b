import { aliasedTable, and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { type MatchDetails, matches, seasons, teams } from '../schema.ts';
import { afterKickoff, readInPages } from './paged-read.ts';
import { LEAGUE_MATCH_COLUMNS, type LeagueMatchRow } from './sports-catalogue.ts';

export interface CompetitionMatchRow extends LeagueMatchRow {
  leagueId: string;
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
  return readInPages(
    (after, limit) =>
      db
        .select({
          ...LEAGUE_MATCH_COLUMNS,
          leagueId: matches.leagueId,
          details: matches.details,
          homeCountry: homeTeam.country,
          awayCountry: awayTeam.country,
        })
        .from(matches)
        .innerJoin(seasons, eq(seasons.id, matches.seasonId))
        .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
        .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
        .where(and(inArray(matches.leagueId, [...leagueIds]), gte(matches.kickoff, from), after))
        .orderBy(asc(matches.kickoff), asc(matches.id))
        .limit(limit),
    afterKickoff,
  );
}
