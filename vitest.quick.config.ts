import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { quickTestFiles } from './scripts/quick-tests.ts';
import { unitProjects } from './vitest.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The fast loop, `npm run test:quick` (docs/testing.md, The fast loop): the engine, the contract,
 * the web app and the server's pure units, i.e. every test file that needs no database, app
 * instance, other process or browser (scripts/quick-tests.ts picks them by what they import).
 * `npm test` runs these and all the rest.
 */
export default defineConfig({
  test: {
    // Nothing here waits on a database or a server: both cores compute.
    maxWorkers: 2,
    projects: unitProjects(quickTestFiles(root)),
  },
});
