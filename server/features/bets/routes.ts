import {
  BET_LIMITS,
  BET_MESSAGES,
  type Bet,
  type BetsResponse,
  CreateBetRequestSchema,
  type DeleteBetResponse,
  type ImportBetsResponse,
  UpdateBetRequestSchema,
} from '@contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/parse.ts';
import { rateLimit } from '../../rate-limit/route-limit.ts';
import { requireOwner, type UserParams } from '../auth/owner.ts';
import { requireUser } from '../auth/request-auth.ts';
import {
  betIdOf,
  createBet,
  editBet,
  listMyBets,
  myBetsAtClock,
  removeBet,
} from './bet-service.ts';
import { betsCsv } from './csv-export.ts';
import { importBets } from './csv-import.ts';

/** A bet id that is not the owner's is a 404, as if it did not exist. */
type BetParams = { userId: string; betId: string };

export interface BetRoutesOptions {
  /**
   * Checks every bets route runs after the rate limit and before its handler, e.g. refusing
   * betting content during a person's break. Each one may throw an HttpError.
   */
  guards?: preHandlerAsyncHookHandler[];
}

export async function betRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: BetRoutesOptions = {},
) {
  const guards = options.guards ?? [];
  // Reads per client address, like the other signed-in reads; writes and imports per account.
  const account = async (request: FastifyRequest, reply: FastifyReply) =>
    (await requireUser(ctx, request, reply)).user.id;
  const read = { onRequest: [rateLimit(ctx.limits, 'betsRead')], preHandler: guards };
  const write = { onRequest: [rateLimit(ctx.limits, 'betsWrite', account)], preHandler: guards };
  const bulk = { onRequest: [rateLimit(ctx.limits, 'betsImport', account)], preHandler: guards };

  app.get<{ Params: UserParams }>(
    '/api/user/:userId/bets',
    read,
    async (request, reply): Promise<BetsResponse> => {
      const userId = await requireOwner(ctx, request, reply, BET_MESSAGES.notYours);
      return listMyBets(ctx, userId);
    },
  );

  app.post<{ Params: UserParams }>('/api/user/:userId/bets', write, async (request, reply) => {
    const userId = await requireOwner(ctx, request, reply, BET_MESSAGES.notYours);
    const bet: Bet = await createBet(ctx, userId, parseInput(CreateBetRequestSchema, request.body));
    return reply.code(201).send(bet);
  });

  app.patch<{ Params: BetParams }>(
    '/api/user/:userId/bets/:betId',
    write,
    async (request, reply): Promise<Bet> => {
      const userId = await requireOwner(ctx, request, reply, BET_MESSAGES.notYours);
      const input = parseInput(UpdateBetRequestSchema, request.body);
      return editBet(ctx, userId, betIdOf(request.params.betId), input);
    },
  );

  app.delete<{ Params: BetParams }>(
    '/api/user/:userId/bets/:betId',
    write,
    async (request, reply): Promise<DeleteBetResponse> => {
      const userId = await requireOwner(ctx, request, reply, BET_MESSAGES.notYours);
      return removeBet(ctx, userId, betIdOf(request.params.betId));
    },
  );

  app.get<{ Params: UserParams }>(
    '/api/user/:userId/bets/export.csv',
    read,
    async (request, reply) => {
      const userId = await requireOwner(ctx, request, reply, BET_MESSAGES.notYours);
      // The CSV is the bets alone: no summary is worked out for it.
      const { bets, asOf } = await myBetsAtClock(ctx, userId);
      const day = asOf.toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="strix-bets-${day}.csv"`)
        .send(betsCsv(bets));
    },
  );

  await importRoute(app, ctx, bulk);
}

/** POST …/bets/import. The CSV itself is the body, parsed in this scope only. */
async function importRoute(
  app: FastifyInstance,
  ctx: AppContext,
  options: { onRequest: onRequestAsyncHookHandler[]; preHandler: preHandlerAsyncHookHandler[] },
) {
  // The import takes the CSV itself as the body; only this scope understands text/csv (not
  // text/plain, which a cross-site form may send without a preflight).
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: BET_LIMITS.importMaxBytes + 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: UserParams }>(
      '/api/user/:userId/bets/import',
      options,
      async (request, reply): Promise<ImportBetsResponse> => {
        const userId = await requireOwner(ctx, request, reply, BET_MESSAGES.notYours);
        if (typeof request.body !== 'string') throw badRequest(BET_MESSAGES.importNotCsv);
        return importBets(ctx, userId, request.body);
      },
    );
  });
}
