import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';
import { statusSentence } from './errors.ts';

/** Node's parser errors that mean more than "could not be understood". */
const PARSER_STATUSES = new Map<string, number>([
  // Headers, or an address, over Node's header size limit (16 KB).
  ['HPE_HEADER_OVERFLOW', 431],
  ['ERR_HTTP_REQUEST_TIMEOUT', 408],
  ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 413],
]);

/**
 * Fastify's `clientErrorHandler` option. Requests Node's HTTP parser refuses (oversized headers,
 * an unknown method, bytes that are not HTTP) never reach Fastify; they are answered on the
 * socket in the API's own shape instead of Fastify's, then the connection is closed.
 */
export function answerClientError(error: ConnectionError, socket: Socket) {
  // The peer is gone: there is nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = PARSER_STATUSES.get(error.code) ?? 400;
  if (socket.writable) {
    const body = JSON.stringify({ error: statusSentence(status) });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
