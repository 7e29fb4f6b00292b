import {
  MatchParamsSchema,
  V1MatchOddsResponseSchema,
  V1MatchStatsResponseSchema,
  V1PredictionResponseSchema,
} from '../../../contract/api-v1.ts';
import { getMatchStats } from '../match/match-stats.ts';
import { matchView } from '../match/match-view.ts';
import { keyOwnerOnBreak, refuseKeyDuringBreak } from '../safer-gambling/guard.ts';
import { oddsOf, predictionOf } from './match-mapping.ts';
import {
  asOfIso,
  BREAK_403,
  KEYED_ERRORS,
  NOT_FOUND,
  type V1App,
  type V1Context,
} from './v1-context.ts';

const ERRORS = { ...KEYED_ERRORS, ...NOT_FOUND } as const;

/**
 * GET /api/v1/matches/{id}, …/odds, …/stats: one match at the clock, by its id. A match not
 * yet published at `asOf` is not found, exactly like one that does not exist.
 */
export function matchRoutes(app: V1App, v1: V1Context) {
  const { search } = v1;

  app.get(
    '/matches/:id',
    {
      ...v1.keyed,
      schema: {
        tags: ['Matches'],
        summary: 'Match prediction',
        description:
          'The match and Strix’s prediction: published, model and market probabilities (0–1), confidence, and the reasons. A match that has kicked off shows the prediction published before kick-off, and its score once known.',
        params: MatchParamsSchema,
        response: { 200: V1PredictionResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { asOf, iso } = await asOfIso(v1);
      const view = await matchView(search, request.params.id, asOf);
      // The market's probabilities are its prices in other units: not for a key on a break,
      // in numbers or in the texts.
      const onBreak = keyOwnerOnBreak(v1.ctx, request);
      return { asOf: iso, data: predictionOf(view, onBreak) };
    },
  );

  app.get(
    '/matches/:id/odds',
    {
      ...v1.keyed,
      preHandler: [refuseKeyDuringBreak(v1.ctx)],
      schema: {
        tags: ['Matches'],
        summary: 'Match odds',
        description:
          'Each bookmaker’s latest prices known at `asOf`, with when they were captured and whether they are stale; the line’s movement over time. A match that has kicked off shows every price known, its closing line among them.',
        params: MatchParamsSchema,
        response: { 200: V1MatchOddsResponseSchema, ...ERRORS, 403: BREAK_403 },
      },
    },
    async (request) => {
      const { asOf, iso } = await asOfIso(v1);
      const id = request.params.id;
      // The line history can be a day of polls: shaped once per clock position.
      const data = await search.state.memo(asOf, `v1:odds:${id}`, async () =>
        oddsOf(await matchView(search, id, asOf)),
      );
      return { asOf: iso, data };
    },
  );

  app.get(
    '/matches/:id/stats',
    {
      ...v1.keyed,
      schema: {
        tags: ['Matches'],
        summary: 'Match stats',
        description:
          'Both sides’ recent and home/away records, model ratings, and up to three players a side where the league has player lines (an empty list elsewhere).',
        params: MatchParamsSchema,
        response: { 200: V1MatchStatsResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { asOf, iso } = await asOfIso(v1);
      return { asOf: iso, data: await getMatchStats(search, request.params.id, asOf) };
    },
  );
}
