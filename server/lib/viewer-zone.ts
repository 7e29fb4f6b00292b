import { INVALID_TIME_ZONE_MESSAGE, isTimeZone, TIME_ZONE_HEADER } from '@contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './http-error.ts';

/**
 * The viewer's IANA zone from the X-Time-Zone header, spelt as Intl spells it so one zone is
 * one cache entry; undefined without the header (texts then use the league's own zone). A zone
 * that does not exist is a 400: guessing one would name the wrong day.
 */
export function viewerTimeZone(request: FastifyRequest): string | undefined {
  const raw = request.headers[TIME_ZONE_HEADER];
  const name = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!name) return undefined;
  if (!isTimeZone(name)) throw badRequest(INVALID_TIME_ZONE_MESSAGE);
  return new Intl.DateTimeFormat('en-GB', { timeZone: name }).resolvedOptions().timeZone;
}
