import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** The route as registered, parameters included ('/api/stats/:home/:away'). */
  url: string;
}

/**
 * Runs `build` and returns, besides what it built, every route the Fastify instances it created
 * registered. Fastify announces each new instance on the 'fastify.initialization' diagnostics
 * channel before any plugin or route is added, so an onRoute hook attached there sees them all:
 * a new route is covered without anyone listing it.
 */
export async function withRegisteredRoutes<T>(
  build: () => Promise<T>,
): Promise<{ built: T; routes: RegisteredRoute[] }> {
  const routes: RegisteredRoute[] = [];
  const onInstance = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
  };
  subscribe('fastify.initialization', onInstance);
  try {
    const built = await build();
    return { built, routes };
  } finally {
    unsubscribe('fastify.initialization', onInstance);
  }
}
