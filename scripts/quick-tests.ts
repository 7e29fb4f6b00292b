/**
 * Which test files make the fast loop (`npm run test:quick`, vitest.quick.config.ts): every test
 * file that needs no database, no app instance, no other process and no browser. A file qualifies
 * by what it imports, followed through our own modules to the end, so a test moved to another
 * folder, or a new one, lands on the right side without a list to keep (docs/testing.md, The fast
 * loop).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { allTestFiles } from './test-files.ts';

/**
 * What makes a test slow, reached through any chain of imports: the test harness (a migrated
 * database and an app per test), the database clients, the app itself, child processes, Redis
 * and the browser driver.
 */
const SLOW_MODULES = [
  /^server\/test\/harness\.ts$/,
  /^server\/db\/client\.ts$/,
  /^server\/app\.ts$/,
];
const SLOW_PACKAGES = new Set([
  'node:child_process',
  'child_process',
  'pg',
  '@electric-sql/pglite',
  'ioredis',
  'playwright-core',
]);

/** The specifiers of a module's static and dynamic imports (and re-exports). */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function resolveLocal(root: string, from: string, specifier: string): string | undefined {
  if (specifier === '@contract') return 'contract/index.ts';
  if (!specifier.startsWith('.')) return undefined;
  const base = relative(root, resolve(root, dirname(from), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(join(root, candidate))) return candidate;
  }
  return undefined;
}

interface Module {
  slow: boolean;
  imports: string[];
}

/** Reads `file` and every local module it imports, into `graph`. */
function readGraph(root: string, file: string, graph: Map<string, Module>) {
  const pending = [file];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (graph.has(next)) continue;
    const module: Module = {
      slow: SLOW_MODULES.some((pattern) => pattern.test(next!)),
      imports: [],
    };
    graph.set(next, module);
    const source = readFileSync(join(root, next), 'utf8');
    for (const [, specifier] of source.matchAll(IMPORT)) {
      if (!specifier) continue;
      if (SLOW_PACKAGES.has(specifier)) module.slow = true;
      const local = resolveLocal(root, next, specifier);
      if (local) {
        module.imports.push(local);
        pending.push(local);
      }
    }
  }
}

/** Marks every module that reaches a slow one, however long the chain (cycles included). */
function spreadSlowness(graph: Map<string, Module>) {
  for (let changed = true; changed; ) {
    changed = false;
    for (const module of graph.values()) {
      if (!module.slow && module.imports.some((file) => graph.get(file)?.slow)) {
        module.slow = true;
        changed = true;
      }
    }
  }
}

/** The quick test files under `root`, as paths relative to it. */
export function quickTestFiles(root: string): string[] {
  const tests = allTestFiles(root);
  const graph = new Map<string, Module>();
  for (const file of tests) readGraph(root, file, graph);
  spreadSlowness(graph);
  return tests.filter((file) => !graph.get(file)!.slow).sort();
}
