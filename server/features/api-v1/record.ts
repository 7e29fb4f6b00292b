import {
  PicksQuerySchema,
  V1PicksResponseSchema,
  V1RecordResponseSchema,
} from '../../../contract/api-v1.ts';
import { gradedPicksPage } from '../../db/queries/record.ts';
import { badRequest } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/parse.ts';
import { loadRecord, toPick } from '../record/record-service.ts';
import { decodeCursor, encodeCursor, INVALID_CURSOR } from './cursor.ts';
import { leagueOf } from './league-param.ts';
import { asOfIso, KEYED_ERRORS, type V1App, type V1Context } from './v1-context.ts';

/** Settlement runs once a minute, so the record cannot change faster than this (as the web's). */
const RECORD_MINUTE_MS = 60_000;

/** The position a picks cursor holds: the last pick's settlement instant and id. */
function pickPosition(cursor: string): { settledAt: Date; id: string } {
  const [settledAt, id, ...rest] = decodeCursor(cursor);
  const at = typeof settledAt === 'string' ? new Date(settledAt) : null;
  if (!at || Number.isNaN(at.getTime()) || typeof id !== 'string' || !isUuid(id) || rest.length) {
    throw badRequest(INVALID_CURSOR);
  }
  return { settledAt: at, id };
}

/** GET /api/v1/record and /api/v1/record/picks: Strix's graded predictions. */
export function recordRoutes(app: V1App, v1: V1Context) {
  app.get(
    '/record',
    {
      ...v1.keyed,
      schema: {
        tags: ['Record'],
        summary: 'Record',
        description:
          'Every settled match Strix published a prediction for, graded once by its first published prediction: totals, calibration by tenths of the favoured side’s probability, and each league. `computedAt` says when the figures were summed (at most a minute before).',
        response: { 200: V1RecordResponseSchema, ...KEYED_ERRORS },
      },
    },
    async () => {
      const { asOf, iso } = await asOfIso(v1);
      const now = v1.ctx.clock.now();
      // Summed once a minute per clock position: settlement is what changes it, once a minute.
      const minute = Math.floor(now.getTime() / RECORD_MINUTE_MS);
      const record = await v1.search.state.memo(asOf, `v1:record:${minute}`, () =>
        loadRecord(v1.ctx.db, now),
      );
      const { totals, calibration, byLeague, computedAt } = record;
      return { asOf: iso, data: { totals, calibration, byLeague, computedAt } };
    },
  );

  app.get(
    '/record/picks',
    {
      ...v1.keyed,
      schema: {
        tags: ['Record'],
        summary: 'Graded picks',
        description:
          'Every graded match’s first published prediction, newest settled first, as stored when it was made: the side Strix favoured, its probability, the result and the scores. A prediction is graded once its result is known at the clock.',
        querystring: PicksQuerySchema,
        response: { 200: V1PicksResponseSchema, ...KEYED_ERRORS },
      },
    },
    async (request) => {
      const { asOf, iso } = await asOfIso(v1);
      const { league, limit, cursor } = request.query;
      const leagueId = league
        ? leagueOf(await v1.search.state.getCatalogue(asOf), league).id
        : undefined;
      const rows = await gradedPicksPage(v1.ctx.db, {
        leagueId,
        // Live, the clock is the wall clock to the minute and a pick settled since is not yet in
        // the answer. Replayed, grading stamps the wall clock but only grades results known at
        // the data clock, which never goes back: every graded pick is known at the clock.
        settledBy: v1.ctx.config.live ? asOf : null,
        after: cursor ? pickPosition(cursor) : undefined,
        limit: limit + 1,
      });
      const data = rows.slice(0, limit).map(toPick);
      const last = data.at(-1);
      return {
        asOf: iso,
        data,
        nextCursor: rows.length > limit && last ? encodeCursor([last.settledAt, last.id]) : null,
      };
    },
  );
}
