import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain less on the wire than compressing them costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's answers of 1 KB or more (a search answer is tens of KB of JSON) with
 * Brotli or gzip, as the browser accepts, marked Vary: Accept-Encoding. Only API routes: the
 * built web app's files are compressed once at build time (web/precompress.ts) and served as
 * those copies, and images are compressed already. Request bodies are never inflated: the body
 * limit must hold for what arrives. Register before any route: routes are wrapped as added.
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') && route.compress === undefined) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
