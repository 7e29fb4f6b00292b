import type { V1Team } from '../../../contract/api-v1.ts';
import { SOCCER_LEAGUE_IDS } from '../../data/reference/leagues.ts';
import { loadSeasonTeams, loadTeamCountries } from '../../db/queries/season-teams.ts';
import { leagueRef } from './refs.ts';
import type { V1Context } from './v1-context.ts';

/**
 * Every team of every league at the clock, once per league it plays in this season (a club in
 * the Premier League and the Champions League is listed under both). Built once per clock
 * position: the list and each team's page read it.
 */
export function teamsAtClock(v1: V1Context, asOf: Date): Promise<V1Team[]> {
  return v1.search.state.memo(asOf, 'v1:teams', async () => {
    const catalogue = await v1.search.state.getCatalogue(asOf);
    const rows = await loadSeasonTeams(v1.ctx.db, asOf);
    const members = new Map<string, { leagueId: string; teamId: number }>();
    const add = (leagueId: string, teamId: number) =>
      members.set(`${leagueId}:${teamId}`, { leagueId, teamId });
    for (const row of rows) add(row.leagueId, row.teamId);
    // A side whose first game of the season is still to come is in it once its fixture is out.
    for (const fixture of catalogue.fixtureById.values()) {
      if (fixture.season !== catalogue.seasons.get(fixture.leagueId)) continue;
      add(fixture.leagueId, fixture.homeTeamId);
      add(fixture.leagueId, fixture.awayTeamId);
    }
    const countries = new Map(rows.map((r) => [r.teamId, r.country]));
    const unplaced = [...members.values()].map((m) => m.teamId).filter((id) => !countries.has(id));
    for (const [id, country] of await loadTeamCountries(v1.ctx.db, unplaced)) {
      countries.set(id, country);
    }
    // The association code says where a club from outside the six domestic leagues comes from;
    // for the clubs of those leagues the league already says it.
    const domestic = new Set(
      [...members.values()].filter((m) => SOCCER_LEAGUE_IDS.has(m.leagueId)).map((m) => m.teamId),
    );
    const teams: V1Team[] = [];
    for (const { leagueId, teamId } of members.values()) {
      const league = catalogue.leagues.get(leagueId);
      const team = catalogue.directory.team(teamId);
      if (!league || !team) continue;
      teams.push({
        id: teamId,
        name: team.name,
        league: leagueRef(league),
        country: domestic.has(teamId) ? null : (countries.get(teamId) ?? null),
      });
    }
    return teams;
  });
}

/** Where a team sits in the list's order: league, then name, then id. */
export const teamKey = (team: V1Team) => [team.league.id, team.name, team.id] as const;
