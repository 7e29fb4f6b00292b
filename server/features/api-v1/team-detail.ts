import type { V1Team, V1TeamDetail } from '../../../contract/api-v1.ts';
import { CUP_LEAGUE_IDS } from '../../data/reference/leagues.ts';
import { notFound } from '../../lib/http-error.ts';
import { formGuide, gamesOf } from '../../sports/prediction/facts.ts';
import type { Catalogue } from '../../sports/state/catalogue.ts';
import { fixtureOf, teamRef } from './refs.ts';
import { teamsAtClock } from './team-list.ts';
import { teamStat } from './team-stats.ts';
import type { V1Context } from './v1-context.ts';

/**
 * The league a team's page is about: its domestic league (Arsenal's is the Premier League even
 * in a Champions League week), else the one competition it plays in (Benfica's is the UCL).
 */
function primaryEntry(catalogue: Catalogue, teams: readonly V1Team[], teamId: number) {
  const entries = teams.filter((t) => t.id === teamId);
  const domestic = entries.filter((e) => !CUP_LEAGUE_IDS.has(e.league.id));
  const home = catalogue.directory.team(teamId)?.leagueId;
  return domestic.find((e) => e.league.id === home) ?? domestic[0] ?? entries[0];
}

/**
 * GET /api/v1/teams/{id}: the team in its main league at the clock, its stats there, its last
 * five results (all before the clock: the league state holds no later result) and its next
 * fixture in any competition. Fixed until the clock moves, so built once per position.
 */
export function teamDetail(v1: V1Context, asOf: Date, teamId: number): Promise<V1TeamDetail> {
  return v1.search.state.memo(asOf, `v1:team:${teamId}`, async () => {
    const [teams, catalogue] = await Promise.all([
      teamsAtClock(v1, asOf),
      v1.search.state.getCatalogue(asOf),
    ]);
    const team = primaryEntry(catalogue, teams, teamId);
    if (!team) {
      throw notFound(
        `No team has id ${teamId} at the clock: see /api/v1/teams for the teams and their ids.`,
      );
    }
    const state = await v1.search.state.getLeague(team.league.id, asOf);
    const upcoming = catalogue.fixtures
      .filter((f) => f.homeTeamId === teamId || f.awayTeamId === teamId)
      .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.matchId - b.matchId);
    const stats = teamStat(state, {
      id: teamId,
      fixtures: upcoming.filter((f) => f.leagueId === team.league.id),
      others: teams.filter((t) => t.league.id === team.league.id).map((t) => t.id),
    });
    const next = upcoming[0];
    return {
      team,
      stats,
      form: formGuide(gamesOf(state.played, teamId), (id) => teamRef(catalogue.directory, id).name),
      nextFixture: next ? fixtureOf(catalogue, next) : null,
    };
  });
}
