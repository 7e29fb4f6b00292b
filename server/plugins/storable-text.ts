import { findUnstorableText, type TextPlace, unstorableTextMessage } from '@contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error.ts';

/** Throws the 400 for the first string in `input` that PostgreSQL could not store. */
export function assertStorableText(place: TextPlace, input: unknown) {
  const found = findUnstorableText(input);
  if (found) throw badRequest(unstorableTextMessage(place, found.field));
}

/**
 * One check for every route: the address, the query string and a parsed body may hold no text
 * PostgreSQL refuses (multipart fields are read later, by the route, with the same check).
 * It runs after the body is parsed and before any handler, so a refused request changes nothing.
 */
export function registerStorableTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    assertStorableText('params', request.params);
    assertStorableText('query', request.query);
    assertStorableText('body', request.body);
  });
}
