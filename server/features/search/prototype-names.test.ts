import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';
import { PROTOTYPE_NAMES } from '../../test/hostile-text.ts';

/**
 * Questions and team names made of the names of inherited object properties ('constructor' was
 * read as a weekday and crashed the date reader) are ordinary unknown words: a 4xx with a
 * sentence, or an answer, never a 500.
 */
describe.each(databaseKinds)('questions made of object property names, on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
    const user = await registerUser(t.app);
    token = user.token;
    await setPlan(t.database, user.user.id, 'premium');
  }, 120_000);
  afterAll(() => t?.close());

  const call = async (options: InjectOptions) => {
    const response = await t.app.inject({ remoteAddress: nextIp(), ...options });
    const label = `${options.method ?? 'GET'} ${options.url} ${JSON.stringify(options.payload ?? '')}`;
    expect(response.statusCode, `${label} → ${response.body}`).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(typeof response.json().error, label).toBe('string');
    }
    return response;
  };
  const path = (text: string) => encodeURIComponent(text);

  it('GET /api/interpret', async () => {
    for (const name of PROTOTYPE_NAMES) {
      for (const q of [name, `${name} vs Chelsea`, `Arsenal vs ${name}`, `${name} games ${name}`]) {
        await call({ url: `/api/interpret?q=${path(q)}` });
      }
    }
  });

  it('GET /api/stats and /api/dynamic-predictions', async () => {
    for (const name of PROTOTYPE_NAMES) {
      for (const route of ['stats', 'dynamic-predictions']) {
        await call({ url: `/api/${route}/${path(name)}/Chelsea` });
        await call({ url: `/api/${route}/Chelsea/${path(name)}` });
      }
    }
  });

  it('POST /api/search', async () => {
    for (const name of PROTOTYPE_NAMES) {
      for (const query of [name, `Arsenal vs Chelsea ${name}`]) {
        await call({
          method: 'POST',
          url: '/api/search',
          headers: bearer(token),
          payload: { query },
        });
      }
    }
  });

  it('votes and public profiles', async () => {
    for (const name of PROTOTYPE_NAMES) {
      await call({ url: `/api/votes/${path(name)}/Chelsea` });
      await call({
        method: 'POST',
        url: '/api/vote',
        payload: { homeTeam: name, awayTeam: 'Chelsea', voteType: 'upvote' },
      });
      await call({ url: `/api/users/${path(name)}` });
      await call({ url: `/api/avatar/suggestions/${path(name)}` });
    }
  });
});
