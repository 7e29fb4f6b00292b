import {
  TeamParamsSchema,
  TeamsQuerySchema,
  V1TeamResponseSchema,
  V1TeamsResponseSchema,
} from '../../../contract/api-v1.ts';
import { paginate } from './cursor.ts';
import { leagueOf } from './league-param.ts';
import { teamDetail } from './team-detail.ts';
import { teamKey, teamsAtClock } from './team-list.ts';
import { asOfIso, KEYED_ERRORS, NOT_FOUND, type V1App, type V1Context } from './v1-context.ts';

/** GET /api/v1/teams and /api/v1/teams/{id}: the teams of each league at the clock. */
export function teamRoutes(app: V1App, v1: V1Context) {
  app.get(
    '/teams',
    {
      ...v1.keyed,
      schema: {
        tags: ['Teams'],
        summary: 'Teams',
        description:
          'The teams of each league in its current season at `asOf`, by league, then name. A club in two competitions (a league and the Champions League) is listed once for each.',
        querystring: TeamsQuerySchema,
        response: { 200: V1TeamsResponseSchema, ...KEYED_ERRORS },
      },
    },
    async (request) => {
      const { asOf, iso } = await asOfIso(v1);
      const { league, limit, cursor } = request.query;
      const leagueId = league
        ? leagueOf(await v1.search.state.getCatalogue(asOf), league).id
        : undefined;
      const teams = await teamsAtClock(v1, asOf);
      const listed = leagueId ? teams.filter((t) => t.league.id === leagueId) : teams;
      return { asOf: iso, ...paginate(listed, teamKey, limit, cursor) };
    },
  );

  app.get(
    '/teams/:id',
    {
      ...v1.keyed,
      schema: {
        tags: ['Teams'],
        summary: 'Team',
        description:
          'A team in its domestic league at `asOf` (or the one competition it plays in): its recent record, streak, season averages, ratings and home/away split there, its last five results before `asOf` (newest first) and its next fixture in any competition.',
        params: TeamParamsSchema,
        response: { 200: V1TeamResponseSchema, ...KEYED_ERRORS, ...NOT_FOUND },
      },
    },
    async (request) => {
      const { asOf, iso } = await asOfIso(v1);
      return { asOf: iso, data: await teamDetail(v1, asOf, request.params.id) };
    },
  );
}
