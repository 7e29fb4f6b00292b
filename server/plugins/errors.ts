import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

/** Sentences for the errors Fastify itself raises while reading a request. */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The request body does not match its Content-Length.',
  },
};

const STATUS_SENTENCES: Record<number, string> = {
  400: 'The request could not be understood.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  408: 'The request took too long to arrive.',
  413: 'The request body is too large.',
  415: 'This content type is not supported.',
  429: 'Too many requests. Please slow down.',
};

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
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ error: known.message });
    // A JSON body that fails to parse surfaces as a SyntaxError with status 400.
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply
        .status(400)
        .send({ error: FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY!.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply
        .status(status)
        .send({ error: STATUS_SENTENCES[status] ?? 'The request could not be processed.' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send({ error: 'Something went wrong on our side. Please try again in a moment.' });
  });
}

export function apiNotFound(method: string, url: string) {
  const path = url.split('?')[0];
  return { error: `There is no API endpoint at ${method} ${path}.` };
}
