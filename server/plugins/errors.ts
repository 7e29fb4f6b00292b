import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMissingUserReference } from '../db/errors.ts';
import { HttpError } from '../lib/http-error.ts';

interface Answer {
  status: number;
  message: string;
}

/**
 * Sentences for the errors Fastify itself raises while reading a request. Its own messages quote
 * the address or the body back, so none of them is ever sent.
 */
const FRAMEWORK_ERRORS = new Map<string, Answer>([
  [
    'FST_ERR_CTP_INVALID_JSON_BODY',
    { status: 400, message: 'The request body is not valid JSON.' },
  ],
  [
    'FST_ERR_CTP_EMPTY_JSON_BODY',
    { status: 400, message: 'The request body is empty; send a JSON object.' },
  ],
  ['FST_ERR_CTP_BODY_TOO_LARGE', { status: 413, message: 'The request body is too large.' }],
  [
    'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    { status: 415, message: 'Send the request body as JSON (Content-Type: application/json).' },
  ],
  [
    'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
    { status: 400, message: 'The request body does not match its Content-Length.' },
  ],
  // Raised by the router, before any route runs (see answerFrameworkError).
  [
    'FST_ERR_BAD_URL',
    { status: 400, message: 'This address is not valid: part of it could not be decoded.' },
  ],
  ['FST_ERR_MAX_PARAM_LENGTH', { status: 414, message: 'Part of this address is too long.' }],
]);

const STATUS_SENTENCES = new Map<number, string>([
  [400, 'The request could not be understood.'],
  [404, 'Not found.'],
  [405, 'This method is not allowed here.'],
  [408, 'The request took too long to arrive.'],
  [413, 'The request body is too large.'],
  [414, 'Part of this address is too long.'],
  [415, 'This content type is not supported.'],
  [429, 'Too many requests. Please slow down.'],
  [431, 'The request headers or its address are too large.'],
]);

const GENERIC_CLIENT_ERROR = 'The request could not be processed.';
/** A write whose author's account was deleted while it was on its way (see isMissingUserReference). */
export const ACCOUNT_GONE = 'This account no longer exists: it was deleted. Nothing was saved.';
const INTERNAL_ERROR = 'Something went wrong on our side. Please try again in a moment.';

/** The sentence a 4xx status gets when nothing more specific is known. */
export const statusSentence = (status: number) =>
  STATUS_SENTENCES.get(status) ?? GENERIC_CLIENT_ERROR;

/**
 * Every error leaves as `{ "error": "<sentence>" }`. Expected problems carry their own sentence;
 * anything unexpected is logged with its stack and answered with a generic 500, so internals never
 * reach the client.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ ...error.extra, error: error.message });
    }
    // A request the route's zod schema refused (the /api/v1 routes validate with their schemas):
    // the first problem, in the contract's own sentence, naming where it was found.
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ error: validationSentence(error) });
    }
    const known = typeof error.code === 'string' ? FRAMEWORK_ERRORS.get(error.code) : undefined;
    if (known) return reply.status(known.status).send({ error: known.message });
    // A JSON body that fails to parse surfaces as a SyntaxError with status 400.
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply
        .status(400)
        .send({ error: FRAMEWORK_ERRORS.get('FST_ERR_CTP_INVALID_JSON_BODY')!.message });
    }
    if (isMissingUserReference(error)) {
      request.log.info('write refused: the account was deleted meanwhile');
      return reply.status(401).send({ error: ACCOUNT_GONE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ error: statusSentence(status) });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ error: INTERNAL_ERROR });
  });
}

const PLACES: Record<string, string> = {
  querystring: 'query parameter',
  params: 'address',
  body: 'body',
  headers: 'header',
};

function validationSentence(error: {
  validation: { message?: string; instancePath?: string }[];
  validationContext?: string;
}): string {
  const issue = error.validation[0];
  if (!issue?.message) return statusSentence(400);
  const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const message = issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
  // Contract messages name their field; zod's generic ones get it in front.
  if (!field || message.toLowerCase().includes(field.toLowerCase())) return message;
  const place = PLACES[error.validationContext ?? ''] ?? 'field';
  return `The ${place} ${field}: ${message}`;
}

/**
 * Fastify's `frameworkErrors` option: errors the router raises before a route is chosen (an
 * undecodable address, a parameter over the length limit) skip the error handler, so they are
 * answered here in the same shape.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // Raised before any hook runs, so the onSend hook that keeps errors out of caches does not.
  reply.header('cache-control', 'no-store');
  const known = FRAMEWORK_ERRORS.get(error.code);
  if (known) {
    request.log.info({ code: error.code }, 'client error');
    return reply.status(known.status).send({ error: known.message });
  }
  request.log.error({ err: error }, 'unexpected router error');
  return reply.status(500).send({ error: INTERNAL_ERROR });
}

/** Methods an API path may be registered under; any other method is refused for every path. */
const ROUTABLE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * No API route for this method and address: a 405 listing in Allow what the address does take,
 * or a 404. Neither sentence repeats the address, which is whatever the client chose to send.
 */
export function answerApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0]!;
  const allowed = ROUTABLE_METHODS.filter((method) => {
    try {
      return request.server.findRoute({ method, url: path }) !== null;
    } catch {
      return false;
    }
  });
  if (allowed.length > 0) {
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send({ error: 'This API endpoint does not support this HTTP method.' });
  }
  return reply.status(404).send({ error: 'There is no API endpoint at this address.' });
}
