import { FixturesQuerySchema, V1FixturesResponseSchema } from '../../../contract/api-v1.ts';
import { paginate } from './cursor.ts';
import { DEFAULT_WINDOW_DAYS, dayWindow, inWindow, MAX_WINDOW_DAYS } from './fixture-window.ts';
import { leagueOf } from './league-param.ts';
import { fixtureOf } from './refs.ts';
import { asOfIso, KEYED_ERRORS, type V1App, type V1Context } from './v1-context.ts';

/** GET /api/v1/fixtures: the upcoming fixtures known at the clock, in kick-off order. */
export function fixtureRoutes(app: V1App, v1: V1Context) {
  app.get(
    '/fixtures',
    {
      ...v1.keyed,
      schema: {
        tags: ['Fixtures'],
        summary: 'Upcoming fixtures',
        description:
          'The fixtures published by `asOf` that kick off after it, in kick-off order, over the UTC ' +
          `days \`from\` to \`to\` (default: the day of \`asOf\` and the ${DEFAULT_WINDOW_DAYS} after; ` +
          `at most ${MAX_WINDOW_DAYS} days). A fixture with only a date (\`kickoffTimeKnown\` false) ` +
          'counts on that date, `kickoffDay`.',
        querystring: FixturesQuerySchema,
        response: { 200: V1FixturesResponseSchema, ...KEYED_ERRORS },
      },
    },
    async (request) => {
      const { league, from, to, limit, cursor } = request.query;
      const { asOf, iso } = await asOfIso(v1);
      const catalogue = await v1.search.state.getCatalogue(asOf);
      const window = dayWindow(asOf, from, to);
      const leagueId = league === undefined ? undefined : leagueOf(catalogue, league).id;
      // The catalogue holds only the fixtures visible at the clock, every one after it (a
      // season's worth): mapped once per clock position, not per request.
      const all = await v1.search.state.memo(asOf, 'v1:fixtures', async () =>
        catalogue.fixtures.map((fixture) => fixtureOf(catalogue, fixture)),
      );
      const fixtures = all.filter(
        (fixture) =>
          (leagueId === undefined || fixture.league.id === leagueId) && inWindow(fixture, window),
      );
      const page = paginate(fixtures, (f) => [Date.parse(f.kickoff), f.id], limit, cursor);
      return { asOf: iso, ...page };
    },
  );
}
