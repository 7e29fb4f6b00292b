import { V1ValueBetsResponseSchema, ValueBetsQuerySchema } from '../../../contract/api-v1.ts';
import { badRequest } from '../../lib/http-error.ts';
import {
  SLATE_DAYS,
  type SlateBet,
  valueBetSlate,
} from '../../sports/prediction/value-bet-slate.ts';
import { refuseKeyDuringBreak } from '../safer-gambling/guard.ts';
import { paginate } from './cursor.ts';
import { leagueOf } from './league-param.ts';
import { asOfIso, BREAK_403, KEYED_ERRORS, type V1App, type V1Context } from './v1-context.ts';

/** GET /api/v1/value-bets: the week's value bets at the clock, best expected value first. */
export function valueBetRoutes(app: V1App, v1: V1Context) {
  app.get(
    '/value-bets',
    {
      ...v1.keyed,
      preHandler: [refuseKeyDuringBreak(v1.ctx)],
      schema: {
        tags: ['Value bets'],
        summary: 'Value bets',
        description:
          `Every price known at \`asOf\` on a fixture kicking off in the next ${SLATE_DAYS} days that ` +
          'pays more than Strix’s probability says it should (the bets the web app shows), highest ' +
          'expected value first. `minOdds` and `maxOdds` compare `decimalOdds`, the price as quoted. ' +
          'An empty list is an answer: no price beats the probability by enough.',
        querystring: ValueBetsQuerySchema,
        response: { 200: V1ValueBetsResponseSchema, ...KEYED_ERRORS, 403: BREAK_403 },
      },
    },
    async (request) => {
      const { league, minEv, minOdds, maxOdds, limit, cursor } = request.query;
      if (minOdds !== undefined && maxOdds !== undefined && minOdds > maxOdds) {
        throw badRequest(`minOdds (${minOdds}) is above maxOdds (${maxOdds}).`);
      }
      const { asOf, iso } = await asOfIso(v1);
      const leagueId =
        league === undefined
          ? undefined
          : leagueOf(await v1.search.state.getCatalogue(asOf), league).id;
      const wanted = ({ leagueId: from, bet }: SlateBet) =>
        (leagueId === undefined || from === leagueId) &&
        (minEv === undefined || bet.expectedValue >= minEv) &&
        (minOdds === undefined || bet.decimalOdds >= minOdds) &&
        (maxOdds === undefined || bet.decimalOdds <= maxOdds);
      const bets = (
        await valueBetSlate(v1.search.state, asOf, v1.search.ctx.config.exchangeCommission)
      )
        .filter(wanted)
        .map((s) => s.bet);
      const page = paginate(
        bets,
        (b) => [-b.expectedValue, b.matchId, b.outcome, b.sportsbook],
        limit,
        cursor,
      );
      return { asOf: iso, ...page };
    },
  );
}
