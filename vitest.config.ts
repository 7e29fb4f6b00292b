import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { allTestFiles, isolatedTestFiles } from './scripts/test-files.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

const resolve = {
  alias: { '@contract': fileURLToPath(new URL('./contract/index.ts', import.meta.url)) },
};
const test: NonNullable<TestProjectInlineConfiguration['test']> = {
  // A folder and an id for the run's database templates (server/test/database-templates.ts).
  globalSetup: ['server/test/templates-setup.ts'],
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * `files` as two projects, run together (docs/testing.md, "How long it takes"). Most files share
 * their worker's modules with the files run before them there: importing the app, its drivers and
 * PGlite's WebAssembly once per worker, not once per file, halves the suite's CPU time. The web
 * app's files and any file that mocks a module get a fresh module graph each
 * (scripts/test-files.ts says which).
 */
export function unitProjects(files: string[]): TestProjectInlineConfiguration[] {
  const isolated = new Set(isolatedTestFiles(root));
  return [
    {
      resolve,
      test: {
        ...test,
        name: 'shared modules',
        include: files.filter((file) => !isolated.has(file)),
        isolate: false,
      },
    },
    { resolve, test: { ...test, name: 'isolated', include: files.filter((f) => isolated.has(f)) } },
  ];
}

export default defineConfig({
  resolve,
  test: {
    // Three files at a time on two cores: most of a server test's time is spent waiting (on
    // PostgreSQL, a child process, a timer), so a third worker fills that.
    maxWorkers: 3,
    projects: unitProjects(allTestFiles(root)),
  },
});
