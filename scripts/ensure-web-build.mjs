// Builds the web app when dist/web is missing or older than its sources, so `npm start` on a
// fresh clone (or after a pull) always serves the current UI without a separate build step.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist/web/index.html');

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

const sources = ['web', 'contract', 'vite.config.ts', 'package-lock.json'].map((p) =>
  join(root, p),
);
const stale =
  !existsSync(builtIndex) ||
  Math.max(...sources.filter((p) => existsSync(p)).map(newestMtime)) > statSync(builtIndex).mtimeMs;

if (stale) {
  console.log('Building the web app (dist/web)…');
  const { build } = await import('vite');
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}
