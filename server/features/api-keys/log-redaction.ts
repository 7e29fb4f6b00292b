import type { FastifyRequest } from 'fastify';

/** Query parameters a key could be put in by mistake (addresses end up in logs and histories). */
export const KEY_PARAMS = ['api_key', 'apikey', 'apiKey', 'key', 'token', 'access_token'];

const KEY_IN_QUERY = new RegExp(`([?&](?:${KEY_PARAMS.join('|')})=)[^&#]*`, 'g');

/** The address with the value of any key-like parameter replaced, for the logs. */
export const redactAddress = (url: string): string => url.replace(KEY_IN_QUERY, '$1[redacted]');

/**
 * Fastify's own request serializer, with the address redacted: a refused request that put its
 * key in the query string would otherwise write the key into every log line about it.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactAddress(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
