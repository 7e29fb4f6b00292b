import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { appPath } from '../lib/app-root.ts';
import { isApiRequest } from './api-path.ts';
import { answerApiNotFound } from './errors.ts';
import { servedShell, spaShell } from './spa-shell.ts';

export const WEB_DIST_DIR = appPath('dist/web');

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every other
 * GET path answered with index.html so the client router can show its page (or its 404).
 */
export async function registerSpa(
  app: FastifyInstance,
  webDir = WEB_DIST_DIR,
  publicUrl = 'http://localhost',
) {
  const hasBuild = existsSync(`${webDir}/index.html`);
  const shell = hasBuild ? spaShell(webDir) : null;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (web/precompress.ts).
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiRequest(request)) {
      return answerApiNotFound(request, reply);
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && shell !== null) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(servedShell(shell, publicUrl));
    }
    return reply.status(404).send({ error: 'Not found.' });
  });
}
