import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Test files live here (as in vitest.config.ts). */
const ROOTS = ['contract', 'engine', 'server', 'web', 'scripts', 'e2e/support'];
const TEST_FILE = /\.test\.tsx?$/;

function testFilesUnder(root: string, dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFilesUnder(root, path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** Every unit and integration test file under `root`, as paths relative to it. */
export function allTestFiles(root: string): string[] {
  return ROOTS.flatMap((dir) => testFilesUnder(root, dir)).sort();
}

/** A module mock: it takes effect only where the mocked module has not been loaded yet. */
const MODULE_MOCK = /\bvi\.(?:mock|doMock)\(/;

/**
 * The test files that need a fresh module graph of their own (vitest.config.ts): the web app's,
 * which render into a DOM and mock the API modules, and any other file that mocks a module, as a
 * module another file in the same worker already loaded could not be mocked any more.
 */
export function isolatedTestFiles(root: string): string[] {
  return allTestFiles(root).filter(
    (file) => file.startsWith('web/') || MODULE_MOCK.test(readFileSync(join(root, file), 'utf8')),
  );
}
