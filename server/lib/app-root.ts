import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's root folder (the one holding package.json), found by walking up from this
 * module, so it is the same whether the code runs from source (tsx, Vitest) or from the bundle in
 * dist/server, wherever esbuild put this code's chunk. Files the server reads at run time
 * (migrations, the share-card font, dist/web, the ingest entry) are resolved from here rather
 * than copied beside the bundle: the bundle already needs the checkout's node_modules (packages
 * stay external), and a single root means there is one place to look and no copy to go stale.
 */
export const APP_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));

/** True under tsx or Vitest; false in the compiled server, where modules end in .js. */
export const RUNNING_FROM_SOURCE = import.meta.url.endsWith('.ts');

export const appPath = (...segments: string[]): string => join(APP_ROOT, ...segments);

function findRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${start}.`);
  }
}
