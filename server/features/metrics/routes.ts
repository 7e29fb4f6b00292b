import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { sameSecret } from '../../lib/same-secret.ts';
import { bearerToken } from '../auth/request-auth.ts';

export const METRICS_MESSAGES = {
  notServed: 'Metrics are not served on this port.',
  token: 'Metrics need the metrics token: send it as "Authorization: Bearer <token>".',
} as const;

/**
 * GET /metrics on the main port, for Prometheus: only with METRICS_TOKEN set, and only to
 * requests bearing it. Without the token it is 404 here (METRICS_PORT, if set, serves it
 * without one on its own listener, see listener.ts).
 */
export function metricsRoutes(app: FastifyInstance, ctx: AppContext) {
  const { token } = ctx.config.metrics;
  const { registry } = ctx.metrics;
  app.get('/metrics', async (request, reply) => {
    if (!token) throw notFound(METRICS_MESSAGES.notServed);
    const given = bearerToken(request);
    if (given === undefined || !sameSecret(given, token)) {
      throw new HttpError(401, METRICS_MESSAGES.token, {
        'www-authenticate': 'Bearer realm="metrics"',
      });
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
