import { type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.ts';
import { statusSentence } from './errors.ts';

/** Node's parser errors that mean more than "could not be understood". */
const PARSER_STATUSES = new Map<string, number>([
  // Headers, or an address, over Node's header size limit (16 KB).
  ['HPE_HEADER_OVERFLOW', 431],
  ['ERR_HTTP_REQUEST_TIMEOUT', 408],
  ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 413],
]);

const NOT_A_PROXY = 'This server is not a proxy: it does not take CONNECT requests.';
export const HOST_MISSING = 'The request has no Host header, which HTTP/1.1 requires.';
const EXPECTATION_FAILED = 'The only Expect header this server takes is Expect: 100-continue.';

const JSON_TYPE = 'application/json; charset=utf-8';

/** An answer in the API's shape written straight on the socket, which is then closed. */
function answerOnSocket(socket: Duplex, status: number, sentence: string, error?: Error) {
  if (socket.writable) {
    const body = JSON.stringify({ error: sentence });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: ${JSON_TYPE}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/** An `{ error }` answer on a plain Node response (outside Fastify, which has its own). */
export function answerJson(
  response: ServerResponse,
  status: number,
  sentence: string,
  headers: Record<string, string> = {},
) {
  const body = JSON.stringify({ error: sentence });
  response.writeHead(status, {
    'content-type': JSON_TYPE,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(body);
}

/**
 * Fastify's `clientErrorHandler` option. Requests Node's HTTP parser refuses (oversized headers,
 * an unknown method, bytes that are not HTTP) never reach Fastify; they are answered on the
 * socket in the API's own shape instead of Fastify's, then the connection is closed.
 */
export function answerClientError(error: ConnectionError, socket: Socket) {
  // The peer is gone: there is nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = PARSER_STATUSES.get(error.code) ?? 400;
  answerOnSocket(socket, status, statusSentence(status), error);
}

/** RFC 9112 §3.2: a server must answer 400 to an HTTP/1.1 request without Host. */
export const lacksHost = (request: IncomingMessage) =>
  request.httpVersionMajor === 1 &&
  request.httpVersionMinor >= 1 &&
  request.headers.host === undefined;

/**
 * What Node's HTTP server would answer itself, before any handler, gets an `{ error }` sentence
 * instead: without a listener Node drops a CONNECT's connection without a word and answers an
 * unknown Expect with an empty 417. For any Node server of ours (the app's, the metrics port's).
 */
export function answerNodeLevelRequests(server: Server) {
  server.on('connect', (_request: IncomingMessage, socket: Duplex) =>
    answerOnSocket(socket, 501, NOT_A_PROXY),
  );
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    // Whatever body follows was not asked for: the connection ends with this answer.
    response.shouldKeepAlive = false;
    answerJson(response, 417, EXPECTATION_FAILED);
  });
}

/**
 * The app's server: the answers above, and the Host check. Node answers a missing Host (400)
 * with an empty body, so the server is built with `http: { requireHostHeader: false }` and the
 * check is made here, first of all hooks.
 */
export function registerNodeLevelAnswers(app: FastifyInstance) {
  answerNodeLevelRequests(app.server);
  app.addHook('onRequest', async (request) => {
    if (lacksHost(request.raw)) throw new HttpError(400, HOST_MISSING, { connection: 'close' });
  });
}
