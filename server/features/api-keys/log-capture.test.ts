import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config/config.ts';
import { openPglite } from '../../db/client.ts';

it('writes no key from an address into the request log', async () => {
  const lines: string[] = [];
  const database = await openPglite();
  await database.migrate();
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    database,
    webDir: '/nonexistent',
    logStream: new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  });
  const key = `strix_live_${'k'.repeat(43)}`;
  const response = await app.inject({ method: 'GET', url: `/api/v1/leagues?api_key=${key}` });
  expect(response.statusCode).toBe(400);
  await app.close();
  await database.close();
  const log = lines.join('');
  expect(log).toContain('/api/v1/leagues?api_key=[redacted]');
  expect(log).not.toContain(key);
});
