import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How long, once closing has begun, a connection with nothing in progress stays open: time for a
 * request its client has already sent to arrive and be answered (with a 503) instead of lost.
 */
export const IDLE_LINGER_MS = 1_000;

export const SHUTTING_DOWN = 'Strix is restarting. Please try again in a moment.';

/**
 * Lets `app.close()` drain without dropping a request. Left to itself, Node's `server.close()`
 * destroys every keep-alive connection that has no request in progress at that instant, so a
 * request the client has just written on one fails with ECONNRESET; and a connection that was
 * busy stays open after its answer (which said keep-alive) until the 72 s keep-alive timeout, so
 * the server cannot finish closing within any grace period. Instead, once closing has begun:
 * every answer says `Connection: close` (Node ends the connection after sending it), a request
 * arriving on an open connection gets a 503 in the API's own shape (also `Connection: close`;
 * Fastify's return503OnClosing would answer in its own), and a connection with nothing in
 * progress is ended once it has been quiet for `idleLingerMs`. Build the app with
 * `return503OnClosing: false` and `forceCloseConnections: false`.
 */
export function registerGracefulClose(app: FastifyInstance, idleLingerMs = IDLE_LINGER_MS) {
  const server = app.server;
  /** Every open connection and how many of its requests are unanswered. */
  const inProgress = new Map<Socket, number>();
  const quietTimers = new Map<Socket, NodeJS.Timeout>();
  let closing = false;

  const endWhenQuiet = (socket: Socket) => {
    clearTimeout(quietTimers.get(socket));
    quietTimers.set(
      socket,
      setTimeout(() => {
        quietTimers.delete(socket);
        // Judged after this turn's reads, not in the timers phase that precedes them: when the
        // loop was held past the linger (a long synchronous step, a starved CPU), a request
        // already waiting on the socket is read first and counted, instead of being reset unread.
        setImmediate(() => {
          if (inProgress.get(socket) === 0 && !socket.destroyed) socket.destroySoon();
        });
      }, idleLingerMs),
    );
  };

  server.on('connection', (socket: Socket) => {
    inProgress.set(socket, 0);
    socket.once('close', () => {
      inProgress.delete(socket);
      clearTimeout(quietTimers.get(socket));
      quietTimers.delete(socket);
    });
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    inProgress.set(socket, (inProgress.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const unanswered = inProgress.get(socket);
      if (unanswered === undefined) return; // the connection is gone already
      inProgress.set(socket, unanswered - 1);
      // An answer whose headers left before closing began still said keep-alive.
      if (closing && unanswered === 1 && !socket.destroyed) endWhenQuiet(socket);
    });
  });

  // Called by server.close() (Node 19+) in place of destroying quiet connections on the spot.
  server.closeIdleConnections = () => {
    for (const [socket, unanswered] of inProgress) {
      if (unanswered === 0) endWhenQuiet(socket);
    }
  };

  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // Registered first, so it runs before any route's own hooks (limits, authentication).
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .code(503)
      .headers({ connection: 'close', 'retry-after': '1', 'cache-control': 'no-store' })
      .send({ error: SHUTTING_DOWN });
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
