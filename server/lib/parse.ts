import { TEAM_NAME_MAX } from '@contract';
import type { z } from 'zod';
import { badRequest } from './http-error.ts';

/**
 * Parses untrusted input with a contract schema. The first problem becomes the 400's sentence;
 * contract messages name their field, and zod's generic ones get the field's path in front.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  if (input === null || input === undefined || typeof input !== 'object' || Array.isArray(input)) {
    throw badRequest('The request body must be a JSON object.');
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  const message =
    field && !issue.message.toLowerCase().includes(String(issue.path.at(-1)).toLowerCase())
      ? `${field}: ${issue.message}`
      : issue.message;
  throw badRequest(message);
}

/** Ids the database makes (UUIDs); anything else names no row and needs no query to say so. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/** A team name from a path: trimmed, present and no longer than any team's name can be. */
export function teamNameParam(value: unknown, side: string): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw badRequest(`The ${side} team name is missing.`);
  if (name.length > TEAM_NAME_MAX) throw badRequest(`The ${side} team name is too long.`);
  return name;
}
