import { ReplayRequestSchema, type ReplayResponse } from '@contract';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { forbidden, unauthorized } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/parse.ts';
import { sameSecret } from '../../lib/same-secret.ts';
import { rateLimit } from '../../rate-limit/route-limit.ts';
import { runReplay } from './replay-run.ts';

export const REPLAY_CONTROL_PATH = '/api/internal/replay';
/** The header carrying the data folder's token (from its lock file, readable by its owner only). */
export const REPLAY_TOKEN_HEADER = 'x-strix-folder-token';

export const REPLAY_CONTROL_MESSAGES = {
  notLocal: 'The replay clock can be moved only from this machine.',
  token: "Moving the replay clock needs the data folder's token.",
} as const;

/** The peer's own address, not X-Forwarded-For: a proxy on this machine must not pass as local. */
const loopbackOnly: onRequestAsyncHookHandler = async (request) => {
  const peer = request.socket.remoteAddress ?? '';
  const local = peer === '::1' || /^(::ffff:)?127\./.test(peer);
  if (!local) throw forbidden(REPLAY_CONTROL_MESSAGES.notLocal);
};

const folderToken =
  (token: string): onRequestAsyncHookHandler =>
  async (request) => {
    const given = request.headers[REPLAY_TOKEN_HEADER];
    if (typeof given !== 'string' || !sameSecret(given, token)) {
      throw unauthorized(REPLAY_CONTROL_MESSAGES.token);
    }
  };

/**
 * POST /api/internal/replay: `npm run replay` while this process owns the embedded database (no
 * other process may open it). Only a server on a PGlite folder registers it; on PostgreSQL the
 * script writes the clock itself and every instance re-reads it.
 */
export function replayControlRoutes(app: FastifyInstance, ctx: AppContext) {
  const token = ctx.database.folderLock?.owner.token;
  // Live too: the move is then refused with the reason (the clock is the wall clock).
  if (!token) return;
  app.post(
    REPLAY_CONTROL_PATH,
    {
      onRequest: [
        loopbackOnly,
        folderToken(token),
        rateLimit(ctx.limits, 'replayControl', () => 'local'),
      ],
    },
    async (request): Promise<ReplayResponse> => {
      const { to } = parseInput(ReplayRequestSchema, request.body);
      return runReplay(ctx, new Date(to), (row) =>
        request.log.warn({ row: row.id, reason: row.reason }, 'replay settlement skipped a row'),
      );
    },
  );
}
