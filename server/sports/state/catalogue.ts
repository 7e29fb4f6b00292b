import type { SportId } from '@contract';
import { isServedLeague, SERVED_SPORT_IDS } from '../../data/reference/leagues.ts';
import type { Db } from '../../db/client.ts';
import {
  currentSeasons,
  loadKickedOff,
  loadLeagueNames,
  loadTeamLeagues,
  loadTeams,
  loadUpcoming,
} from '../../db/queries/sports-catalogue.ts';
import { buildDirectory } from '../questions/build-directory.ts';
import type { Fixture, InterpretContext, LeagueInfo } from '../questions/interpret.ts';
import type { TeamDirectory } from '../questions/team-directory.ts';
import { knownAt } from '../time/known-at.ts';
import { AWAITING_RESULT_MS } from '../time/result-timing.ts';
import { type UpcomingRow, visibleFixtures } from './fixture-visibility.ts';

/** Everything question understanding needs at one clock position. */
export interface Catalogue {
  asOf: Date;
  directory: TeamDirectory;
  leagues: Map<string, LeagueInfo>;
  fixtures: Fixture[];
  /** Matches kicked off in the last AWAITING_RESULT_MS, newest first, in play or finished. */
  recent: Fixture[];
  fixtureById: Map<number, UpcomingRow>;
  /** Each league's current season label at the clock ('2024/25'). */
  seasons: Map<string, string>;
  interpretContext(now: Date, timeZone?: string): InterpretContext;
}

const DAY = 86_400_000;

type FixtureRow = Omit<UpcomingRow, 'stats'>;

/** A stored match as question understanding reads it (cup matches with their round). */
const toFixture = (row: FixtureRow): Fixture => ({
  matchId: row.id,
  leagueId: row.leagueId,
  homeTeamId: row.homeTeamId,
  awayTeamId: row.awayTeamId,
  kickoff: row.kickoff,
  kickoffTimeKnown: row.kickoffTimeKnown,
  ...(row.details?.round ? { round: row.details.round, season: row.season } : {}),
});

/**
 * Only the served leagues (SERVED_LEAGUE_IDS) and their sports' teams: MLB and NHL games sit in
 * the database unserved until their models land, so no question, list, fit or screen that reads
 * the catalogue sees them.
 */
async function loadServed(db: Db, asOf: Date) {
  const served = <T extends { leagueId: string }>(rows: T[]) =>
    rows.filter((row) => isServedLeague(row.leagueId));
  const [teamRows, presence, leagueRows, seasons, upcoming, kickedOff] = await Promise.all([
    loadTeams(db),
    loadTeamLeagues(db, asOf),
    loadLeagueNames(db),
    currentSeasons(db, asOf),
    loadUpcoming(db, asOf, new Date(asOf.getTime() + 400 * DAY)),
    loadKickedOff(db, new Date(asOf.getTime() - AWAITING_RESULT_MS), asOf),
  ]);
  return {
    teamRows: teamRows.filter((team) => SERVED_SPORT_IDS.has(team.sportId)),
    presence: served(presence),
    leagueRows: leagueRows.filter((league) => isServedLeague(league.id)),
    seasons: seasons.filter((season) => isServedLeague(season.league_id)),
    upcoming: served(upcoming),
    kickedOff: served(kickedOff),
  };
}

export async function loadCatalogue(db: Db, asOf: Date): Promise<Catalogue> {
  const { teamRows, presence, leagueRows, seasons, upcoming, kickedOff } = await loadServed(
    db,
    asOf,
  );
  const leagues = new Map<string, LeagueInfo>(
    leagueRows.map((l) => [l.id, { id: l.id, name: l.name, sport: l.sportId as SportId }]),
  );
  const seasonOf = new Map(seasons.map((s) => [s.league_id, s.label]));
  const visible = visibleFixtures(upcoming, seasonOf, asOf);
  const directory = buildDirectory(teamRows, presence, asOf);
  const fixtures = visible.map(toFixture);
  // Finished once its result is known at the clock, as the league state counts a match played.
  const recent: Fixture[] = kickedOff.map((row) => ({
    ...toFixture(row),
    status: knownAt(asOf).finished(row.leagueId, row.kickoff, row.resultOnFile)
      ? 'finished'
      : 'in-play',
  }));
  return {
    asOf,
    directory,
    leagues,
    fixtures,
    recent,
    fixtureById: new Map(visible.map((row) => [row.id, row])),
    seasons: seasonOf,
    interpretContext: (now, timeZone) => ({ directory, fixtures, recent, leagues, now, timeZone }),
  };
}
