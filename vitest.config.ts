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
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
