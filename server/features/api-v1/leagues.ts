import {
  PageQuerySchema,
  type V1League,
  V1LeaguesResponseSchema,
} from '../../../contract/api-v1.ts';
import { paginate } from './cursor.ts';
import { asOfIso, KEYED_ERRORS, type V1App, type V1Context } from './v1-context.ts';

/** GET /api/v1/leagues: every league Strix rates, with its season at the clock. */
export function leagueRoutes(app: V1App, v1: V1Context) {
  app.get(
    '/leagues',
    {
      ...v1.keyed,
      schema: {
        tags: ['Fixtures'],
        summary: 'Leagues',
        description: 'Every league Strix rates, with its current season at `asOf`.',
        querystring: PageQuerySchema,
        response: { 200: V1LeaguesResponseSchema, ...KEYED_ERRORS },
      },
    },
    async (request) => {
      const { asOf, iso } = await asOfIso(v1);
      const catalogue = await v1.search.state.getCatalogue(asOf);
      const leagues: V1League[] = [...catalogue.leagues.values()].map((league) => ({
        id: league.id,
        name: league.name,
        sport: league.sport,
        season: catalogue.seasons.get(league.id) ?? null,
      }));
      const page = paginate(leagues, (l) => [l.id], request.query.limit, request.query.cursor);
      return { asOf: iso, ...page };
    },
  );
}
