import type { SportId } from '@contract';
import type { Db } from '../../db/client.ts';
import {
  currentSeasons,
  loadLeagueNames,
  loadTeamLeagues,
  loadTeams,
  loadUpcoming,
} from '../../db/queries/sports-catalogue.ts';
import { type UpcomingRow, visibleFixtures } from './fixture-visibility.ts';
import { buildDirectory } from './interpret/build-directory.ts';
import type { Fixture, InterpretContext, LeagueInfo } from './interpret/interpret.ts';
import type { TeamDirectory } from './interpret/team-directory.ts';

/** Everything question understanding needs at one clock position. */
export interface Catalogue {
  asOf: Date;
  directory: TeamDirectory;
  leagues: Map<string, LeagueInfo>;
  fixtures: Fixture[];
  fixtureById: Map<number, UpcomingRow>;
  /** Each league's current season label at the clock ('2024/25'). */
  seasons: Map<string, string>;
  interpretContext(now: Date, timeZone?: string): InterpretContext;
}

const DAY = 86_400_000;

export async function loadCatalogue(db: Db, asOf: Date): Promise<Catalogue> {
  const [teamRows, presence, leagueRows, seasons, upcoming] = await Promise.all([
    loadTeams(db),
    loadTeamLeagues(db, asOf),
    loadLeagueNames(db),
    currentSeasons(db, asOf),
    loadUpcoming(db, asOf, new Date(asOf.getTime() + 400 * DAY)),
  ]);
  const leagues = new Map<string, LeagueInfo>(
    leagueRows.map((l) => [l.id, { id: l.id, name: l.name, sport: l.sportId as SportId }]),
  );
  const seasonOf = new Map(seasons.map((s) => [s.league_id, s.label]));
  const visible = visibleFixtures(upcoming, seasonOf, asOf);
  const directory = buildDirectory(teamRows, presence, asOf);
  const fixtures: Fixture[] = visible.map((row) => ({
    matchId: row.id,
    leagueId: row.leagueId,
    homeTeamId: row.homeTeamId,
    awayTeamId: row.awayTeamId,
    kickoff: row.kickoff,
    kickoffTimeKnown: row.kickoffTimeKnown,
    ...(row.details?.round ? { round: row.details.round, season: row.season } : {}),
  }));
  return {
    asOf,
    directory,
    leagues,
    fixtures,
    fixtureById: new Map(visible.map((row) => [row.id, row])),
    seasons: seasonOf,
    interpretContext: (now, timeZone) => ({ directory, fixtures, leagues, now, timeZone }),
  };
}
