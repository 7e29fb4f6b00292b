import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error.ts';

/**
 * The spec's client posts some calls (activate an avatar, create a share image) with a JSON
 * content type and no body, which Fastify's own JSON parser refuses. In this scope an empty body
 * reads as no body; anything else must still be valid JSON.
 */
export function allowEmptyJsonBody(scope: FastifyInstance) {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('The request body is not valid JSON.'), undefined);
    }
  });
}
