import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@contract': fileURLToPath(new URL('./contract/index.ts', import.meta.url)) },
  },
  test: {
    include: [
      '{contract,engine,server,web}/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'e2e/support/**/*.test.ts',
    ],
    // A folder and an id for the run's database templates (server/test/database-templates.ts).
    globalSetup: ['server/test/templates-setup.ts'],
    environment: 'node',
    // Three files at a time on two cores: most of a server test's time is spent waiting (on
    // PostgreSQL, a child process, a timer), so a third worker fills that; one worker per spare
    // core, Vitest's default here, ran the suite in 549 s, three in 360 s (docs/testing.md,
    // "How long it takes").
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
