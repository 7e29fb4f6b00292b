// Compiles the server, and the data load it starts on a first run, to JavaScript in dist/server,
// so production runs plain Node with no TypeScript loader. Our own code (server, engine,
// contract) is bundled; packages stay imports resolved from node_modules. Code splitting keeps the
// modules the server loads on first use (share cards, avatars, image re-encoding, and through
// them satori, resvg, sharp and DiceBear) out of start-up, as they are when running from source.
// Files read at run time are found from the checkout's root (server/lib/app-root.ts).
import { rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_OUT_DIR = join(root, 'dist/server');
/**
 * When the build started and what it read, with each file's mtime, for ensure-build.mjs: the
 * build is stale when one of those files changed (or changed while it ran).
 */
export const SERVER_INPUTS_FILE = join(SERVER_OUT_DIR, 'inputs.json');
/** Files that change the output without being bundled. */
export const SERVER_BUILD_CONFIG = [
  'scripts/build-server.mjs',
  'tsconfig.json',
  'package-lock.json',
];

export async function buildServer() {
  const { build } = await import('esbuild');
  const startedAt = Date.now();
  rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'server/main.ts',
      ingest: 'scripts/ingest.ts',
      // The data load's parsing thread (server/data/ingest/parse-off-thread.ts).
      'parse-worker': 'server/data/ingest/parse-worker.ts',
      // The walk-forwards' fitting thread (server/sports/backtest/off-thread/fits-off-thread.ts).
      'fit-worker': 'server/sports/backtest/off-thread/fit-worker.ts',
    },
    outdir: SERVER_OUT_DIR,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    packages: 'external',
    // tsconfig's `paths` would do the same; spelled out so the alias cannot be taken for a package.
    alias: { '@contract': './contract/index.ts' },
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  const inputs = [...Object.keys(result.metafile.inputs), ...SERVER_BUILD_CONFIG];
  const files = inputs.map((path) => ({ path, mtimeMs: statSync(join(root, path)).mtimeMs }));
  writeFileSync(SERVER_INPUTS_FILE, `${JSON.stringify({ startedAt, files }, null, 1)}\n`);
  return { outputs: Object.keys(result.metafile.outputs).length, inputs: inputs.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const { outputs, inputs } = await buildServer();
  console.log(
    `Built the server into ${relative(process.cwd(), SERVER_OUT_DIR) || '.'}: ` +
      `${inputs} sources, ${outputs} files, ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}
