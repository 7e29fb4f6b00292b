import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import ScanLastSequencer from './support/scan-last.ts';

export default defineConfig({
  resolve: {
    alias: { '@contract': fileURLToPath(new URL('../contract/index.ts', import.meta.url)) },
  },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/build.ts'],
    // Every fetch a spec makes records the secrets it carries, for the log scan.
    setupFiles: ['e2e/support/record-fetch.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One browser and one server at a time: the machine has two cores. The log scan runs last.
    fileParallelism: false,
    sequence: { sequencer: ScanLastSequencer },
  },
});
