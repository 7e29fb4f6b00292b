import type { V1Fixture } from '../../../contract/api-v1.ts';
import { badRequest } from '../../lib/http-error.ts';
import { roundLabel } from '../forecasts/cup-rounds.ts';
import type { Catalogue } from '../search/catalogue.ts';
import type { UpcomingRow } from '../search/fixture-visibility.ts';
import type { LeagueInfo } from '../search/interpret/interpret.ts';
import type { TeamDirectory } from '../search/interpret/team-directory.ts';
import { kickoffDayOf } from '../search/interpret/time-zones.ts';

/** The league a `league` parameter names, or the 400 that points at the list of ids. */
export function leagueOf(catalogue: Catalogue, id: string): LeagueInfo {
  // Ids are short codes ('E0', 'NBA'); 'nba' is meant the same way, so case does not matter.
  const wanted = id.toUpperCase();
  const league = [...catalogue.leagues.values()].find((l) => l.id.toUpperCase() === wanted);
  if (!league) {
    throw badRequest(
      `league ${JSON.stringify(id)} is not a league Strix rates: see /api/v1/leagues for the ids.`,
    );
  }
  return league;
}

export const leagueRef = (league: LeagueInfo) => ({
  id: league.id,
  name: league.name,
  sport: league.sport,
});

/** A team as the web's cards name it (the same fallback as the prediction's names). */
export const teamRef = (directory: TeamDirectory, id: number) => ({
  id,
  name: directory.team(id)?.name ?? 'Unknown team',
});

/** An upcoming fixture known at the clock, as /api/v1 shows it. */
export function v1Fixture(catalogue: Catalogue, row: UpcomingRow): V1Fixture {
  const league = catalogue.leagues.get(row.leagueId)!;
  return {
    id: row.id,
    league: leagueRef(league),
    homeTeam: teamRef(catalogue.directory, row.homeTeamId),
    awayTeam: teamRef(catalogue.directory, row.awayTeamId),
    kickoff: row.kickoff.toISOString(),
    kickoffTimeKnown: row.kickoffTimeKnown,
    kickoffDay: kickoffDayOf(row),
    // The label the web's cup cards show ('League phase · Matchday 7'); leagues have no rounds.
    round: roundLabel(row.details?.round),
  };
}
