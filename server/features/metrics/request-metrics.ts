import type { FastifyInstance } from 'fastify';
import type { Metrics } from './registry.ts';

/** The route label of requests no route matched (404s, and 405s answered by the not-found handler). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts and times every answered request by its route pattern ('/api/match/:id'), never the
 * address itself: addresses carry ids and arbitrary text, and each distinct label value is a
 * series Prometheus keeps.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE };
    metrics.httpRequests.inc({ ...labels, status: String(reply.statusCode) });
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}
