import { API_KEY_PREFIX } from '@contract';
import type { FastifyRequest } from 'fastify';

/*
 * Reading an API key off a request belongs to authentication: the session routes must tell a
 * key apart from a session token to answer it, and the API's own check (features/api-keys)
 * reads the key the same way.
 */

/** The key a request carries: `Authorization: Bearer <key>`, else `X-API-Key`. */
export function presentedKey(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (match) return match[1];
  }
  const header = request.headers['x-api-key'];
  return typeof header === 'string' && header.trim() ? header.trim() : undefined;
}

/** True when the request carries something shaped like an API key (for session routes' 401). */
export const carriesApiKey = (request: FastifyRequest): boolean =>
  presentedKey(request)?.startsWith(API_KEY_PREFIX) ?? false;
