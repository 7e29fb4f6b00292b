import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/**
 * The app's context with the request's own logger in place of the app's: what a service logs while
 * answering a request then carries the request's id (`reqId`), like Fastify's own lines about it.
 */
export const withRequestLog = <T extends { log: FastifyBaseLogger }>(
  ctx: T,
  request: FastifyRequest,
): T => ({ ...ctx, log: request.log });
