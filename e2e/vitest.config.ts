import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LOG_SCAN_SPEC } from './support/scan-last.ts';

/**
 * The specs that run alone: the live weekend plays on a clock at ×600, where a busy core turns
 * into a missed kick-off, and the fleet starts two servers and nginx of its own.
 */
const ALONE = ['e2e/live-weekend.e2e.ts', 'e2e/fleet.e2e.ts'];

const shared = {
  resolve: {
    alias: { '@contract': fileURLToPath(new URL('../contract/index.ts', import.meta.url)) },
  },
};
const sharedTest = {
  // Every fetch a spec makes records the secrets it carries, for the log scan.
  setupFiles: ['e2e/support/record-fetch.ts'],
  environment: 'node',
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

/*
 * Three groups, one after the other (docs/testing.md, "How long it takes"): the browser specs two
 * at a time (each one server and one browser; a spec mostly waits on the page, so two share the
 * two cores well), then the specs that run alone, then the log scan, once every server of the run
 * has stopped.
 */
export default defineConfig({
  ...shared,
  test: {
    globalSetup: ['e2e/support/build.ts'],
    projects: [
      {
        ...shared,
        test: {
          ...sharedTest,
          name: 'browser',
          include: ['e2e/**/*.e2e.ts'],
          exclude: [...ALONE, LOG_SCAN_SPEC],
          maxWorkers: 2,
          // One retry (docs/testing.md "Browser specs that race"): a retried pass is printed as one.
          retry: 1,
          sequence: { groupOrder: 0 },
        },
      },
      {
        ...shared,
        test: {
          ...sharedTest,
          name: 'alone',
          include: ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        ...shared,
        test: {
          ...sharedTest,
          name: 'log scan',
          include: [LOG_SCAN_SPEC],
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
