import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.ts';
import {
  answerClientError,
  answerJson,
  answerNodeLevelRequests,
  HOST_MISSING,
  lacksHost,
} from '../../plugins/client-errors.ts';
import type { Metrics } from './registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts the metrics-only listener on METRICS_PORT (METRICS_HOST) and answers its address,
     * or undefined when METRICS_PORT is unset. Closed with the app.
     */
    listenForMetrics(): Promise<string | undefined>;
  }
}

/**
 * The separate listener: GET /metrics and nothing else, no token. It is meant for a port only
 * the monitoring network reaches (127.0.0.1 by default), so it stays out of the app's plugins,
 * hooks and request counts.
 */
export function registerMetricsListener(
  app: FastifyInstance,
  settings: Config['metrics'],
  metrics: Metrics,
) {
  // Host is checked below, so a request without it gets a sentence, not Node's empty 400.
  const server = createServer({ requireHostHeader: false }, (request, response) => {
    if (lacksHost(request)) return answerJson(response, 400, HOST_MISSING, { connection: 'close' });
    const path = (request.url ?? '/').split('?', 1)[0];
    if (path !== '/metrics') {
      return answerJson(response, 404, 'Only /metrics is served on this port.');
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return answerJson(response, 405, 'Metrics are read with GET.', { allow: 'GET, HEAD' });
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, {
          'content-type': metrics.registry.contentType,
          'cache-control': 'no-store',
        });
        response.end(text);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'collecting metrics failed');
        answerJson(response, 500, 'The metrics could not be collected.');
      },
    );
  });

  // The same answers as the app's port to what Node would answer itself (CONNECT, Expect, bytes
  // that are not HTTP): a JSON sentence, never a dropped or empty answer.
  answerNodeLevelRequests(server);
  server.on('clientError', answerClientError);

  app.decorate('listenForMetrics', async () => {
    if (settings.port === undefined) return undefined;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(settings.port, settings.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { address, family, port } = server.address() as AddressInfo;
    return `http://${family === 'IPv6' ? `[${address}]` : address}:${port}`;
  });

  // A scrape is cheap to repeat, so open connections are cut rather than waited for.
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  });
}
