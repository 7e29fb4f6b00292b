import type { FastifyRequest } from 'fastify';

/** Query parameters a key could be put in by mistake (addresses end up in logs and histories). */
export const KEY_PARAMS = ['api_key', 'apikey', 'apiKey', 'key', 'token', 'access_token'];

/**
 * Other secrets that travel in addresses: the password-reset link's token (`/auth?resetToken=…`,
 * opened from the mail), Google's one-time authorization code on the sign-in callback, and the
 * anonymous voter id the web app mirrors into `/api/votes/…?session=` (the `strix_voter` cookie's
 * value, which is redacted with the other cookies).
 */
const OTHER_SECRET_PARAMS = ['resetToken', 'code', 'session'];

const KEY_IN_QUERY = new RegExp(
  `([?&](?:${[...KEY_PARAMS, ...OTHER_SECRET_PARAMS].join('|')})=)[^&#]*`,
  'g',
);

/** The address with the value of any key-like or secret parameter replaced, for the logs. */
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
