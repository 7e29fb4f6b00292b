// `npm start`'s first step: builds the web app (dist/web) and the server (dist/server) when they
// are missing or older than their sources, so a fresh clone or a pull starts the current code
// with no separate build step, and a start with nothing changed only compares file times.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_BUILD_CONFIG, SERVER_INPUTS_FILE } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function webIsStale() {
  const builtIndex = join(root, 'dist/web/index.html');
  if (!existsSync(builtIndex)) return true;
  const sources = ['web', 'contract', 'vite.config.ts', 'package-lock.json']
    .map((p) => join(root, p))
    .filter((p) => existsSync(p));
  return Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs;
}

/** The server build lists what it read; any of those files changed (or gone) means rebuild. */
function serverIsStale() {
  if (!existsSync(SERVER_INPUTS_FILE) || !existsSync(join(root, 'dist/server/main.js'))) {
    return true;
  }
  const { startedAt, files } = JSON.parse(readFileSync(SERVER_INPUTS_FILE, 'utf8'));
  const listed = new Set(files.map((file) => file.path));
  if (SERVER_BUILD_CONFIG.some((path) => !listed.has(path))) return true;
  return files.some(({ path, mtimeMs }) => {
    const full = join(root, path);
    if (!existsSync(full)) return true;
    // Changed since, or while, the build read it.
    const now = statSync(full).mtimeMs;
    return now !== mtimeMs || mtimeMs > startedAt;
  });
}

if (webIsStale()) {
  console.log('Building the web app (dist/web)…');
  // What is built is what production serves, whoever asks: the end-to-end tests run this under
  // vitest's NODE_ENV=test, which Vite would otherwise pass on to React as a development build.
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}
if (serverIsStale()) {
  console.log('Building the server (dist/server)…');
  await buildServer();
}
