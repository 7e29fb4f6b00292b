import type { V1Fixture } from '../../../contract/api-v1.ts';
import { roundLabel } from '../../sports/cups/cup-rounds.ts';
import type { Fixture, LeagueInfo } from '../../sports/questions/interpret.ts';
import type { TeamDirectory } from '../../sports/questions/team-directory.ts';
import type { Catalogue } from '../../sports/state/catalogue.ts';
import { kickoffDayOf } from '../../sports/time/time-zones.ts';

/** A league as the API names it: id, name, sport. */
export const leagueRef = (league: LeagueInfo): V1Fixture['league'] => ({
  id: league.id,
  name: league.name,
  sport: league.sport,
});

/** A team as the API names it: id and the name people see ('Manchester City'). */
export const teamRef = (directory: TeamDirectory, id: number): V1Fixture['homeTeam'] => ({
  id,
  name: directory.team(id)?.name ?? 'Unknown team',
});

/**
 * A fixture as the API shows it, from a catalogue fixture (or any row shaped like one). `round`
 * is the source's ('League, Matchday 7'); the API gives the label people read.
 */
export function fixtureOf(
  catalogue: Pick<Catalogue, 'leagues' | 'directory'>,
  fixture: Fixture,
): V1Fixture {
  return {
    id: fixture.matchId,
    // Every fixture's league is in the catalogue: both are read from the same tables.
    league: leagueRef(catalogue.leagues.get(fixture.leagueId)!),
    homeTeam: teamRef(catalogue.directory, fixture.homeTeamId),
    awayTeam: teamRef(catalogue.directory, fixture.awayTeamId),
    kickoff: fixture.kickoff.toISOString(),
    kickoffTimeKnown: fixture.kickoffTimeKnown !== false,
    kickoffDay: kickoffDayOf(fixture),
    round: roundLabel(fixture.round),
  };
}
