import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/harness.ts';
import { SportsState } from './sports-state.ts';

const AS_OF = new Date('2025-01-15T12:00:00Z');

describe('warming the models', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('pglite', 'mini-mirror');
  });
  afterAll(async () => database.close());

  it('lets timers and requests in between leagues, and still fits every league', async () => {
    const state = new SportsState(database.db, { staleAfterMs: 3_600_000, live: false });
    let warmed = false;
    // A timer due at once stands for a request or the server's listen waiting on the event loop.
    const timer = new Promise<{ warmedYet: boolean; fitted: number }>((resolve) =>
      setTimeout(() => resolve({ warmedYet: warmed, fitted: state.readiness(AS_OF).fitted }), 0),
    );
    await state.warm(AS_OF).then(() => {
      warmed = true;
    });
    const seen = await timer;
    const after = state.readiness(AS_OF);
    expect(seen.warmedYet).toBe(false);
    expect(seen.fitted).toBeLessThan(after.leagues!);
    expect(after).toMatchObject({ warmed: true });
    expect(after.fitted).toBe(after.leagues);
    expect(after.leagues).toBeGreaterThan(3);
  }, 120_000);
});
