import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a Brotli and a gzip copy beside every text asset of the build, once, at maximum
 * effort; the server hands them out by Accept-Encoding (@fastify/static `preCompressed`), so
 * no request pays for compression and the home route's script crosses the wire as Brotli.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'strix-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const path of walk(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        const bytes = readFileSync(path);
        // Tiny files gain nothing and cost a second lookup.
        if (bytes.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
