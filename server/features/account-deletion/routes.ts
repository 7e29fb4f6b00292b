import {
  ACCOUNT_DELETION_MESSAGES,
  type AccountDeletionStatus,
  DeleteAccountRequestSchema,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { createPayments, type PaymentsProvider } from '../../data/payments/index.ts';
import { parseInput } from '../../lib/parse.ts';
import { withRequestLog } from '../../lib/request-log.ts';
import { rateLimit } from '../../rate-limit/route-limit.ts';
import { requireOwner, type UserParams } from '../auth/owner.ts';
import { clearSessionCookie, requireUser } from '../auth/request-auth.ts';
import { deleteAccount, deletionStatus } from './deletion-service.ts';

export function accountDeletionRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: { payments?: PaymentsProvider } = {},
) {
  const payments = options.payments ?? createPayments(ctx.config);
  // Attempts count per account, right or wrong, before the password is looked at.
  const attempts = {
    onRequest: [
      rateLimit(
        ctx.limits,
        'accountDelete',
        async (request, reply) => (await requireUser(ctx, request, reply)).user.id,
      ),
    ],
  };

  app.get<{ Params: UserParams }>(
    '/api/user/:userId/account-deletion',
    async (request, reply): Promise<AccountDeletionStatus> => {
      await requireOwner(ctx, request, reply, ACCOUNT_DELETION_MESSAGES.notYours);
      return deletionStatus(ctx, await requireUser(ctx, request, reply));
    },
  );

  app.delete<{ Params: UserParams }>('/api/user/:userId', attempts, async (request, reply) => {
    await requireOwner(ctx, request, reply, ACCOUNT_DELETION_MESSAGES.notYours);
    const session = await requireUser(ctx, request, reply);
    // A Google account has nothing to send: no body means an empty one.
    const input = parseInput(DeleteAccountRequestSchema, request.body ?? {});
    await deleteAccount({ ctx: withRequestLog(ctx, request), payments }, session, input);
    clearSessionCookie(ctx, reply);
    return reply.code(204).send();
  });
}
