import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/harness.ts';
import { connectPostgres, type Database } from './client.ts';
import { countKeyRequest, insertApiKey } from './queries/api-keys.ts';
import { rowsOf } from './queries/raw.ts';
import { insertUser } from './queries/users.ts';

/**
 * The count of a key's requests (per day and per minute) commits without waiting for the disk (api-keys.ts
 * `countKeyRequest`): that must stay the counting statement's own, never the connection's, or
 * a search's payment sent next on the same pooled connection would be as unhurried.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('counting a key request on postgres', () => {
  let database: TestDatabase;
  let one: Database;
  let keyId: string;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    // One connection: what the count ran on is what the next statement runs on.
    one = connectPostgres(database.url!, 1);
    const user = await insertUser(one.db, {
      email: 'counting@example.com',
      name: 'Counting',
      passwordHash: null,
      provider: 'email',
      now: new Date('2026-03-11T09:00:00Z'),
    });
    const key = await insertApiKey(
      one.db,
      {
        userId: user!.id,
        name: 'Counting',
        keyHash: 'counting-hash',
        hint: 'strix_live_…abcd',
        now: new Date('2026-03-11T09:00:00Z'),
      },
      5,
    );
    keyId = (key as { id: string }).id;
  });
  afterAll(async () => {
    await one?.close();
    await database?.close();
  });

  const at = (iso: string) => ({ keyId, day: iso.slice(0, 10), minuteStart: new Date(iso) });

  it('counts up to the quota and no further, leaving the connection committing durably', async () => {
    const counts = [];
    for (let i = 0; i < 4; i++) {
      counts.push(
        await countKeyRequest(one.db, at('2026-03-11T09:00:00Z'), { perDay: 3, perMinute: 100 }),
      );
    }
    expect(counts).toEqual([
      { counted: true, today: 1, thisMinute: 1 },
      { counted: true, today: 2, thisMinute: 2 },
      { counted: true, today: 3, thisMinute: 3 },
      { counted: false, refusedBy: 'day' },
    ]);
    const [setting] = await rowsOf<{ synchronous_commit: string }>(
      one.db,
      sql`show synchronous_commit`,
    );
    expect(setting?.synchronous_commit).toBe('on');
  });

  it('counts each clock minute apart, and a request refused for its minute not toward the day', async () => {
    const limits = { perDay: 10, perMinute: 2 };
    const nine = at('2026-03-12T09:00:00Z');
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push(await countKeyRequest(one.db, nine, limits));
    counts.push(await countKeyRequest(one.db, at('2026-03-12T09:01:00Z'), limits));
    expect(counts).toEqual([
      { counted: true, today: 1, thisMinute: 1 },
      { counted: true, today: 2, thisMinute: 2 },
      { counted: false, refusedBy: 'minute' },
      { counted: true, today: 3, thisMinute: 1 },
    ]);
  });

  it('never reopens a minute for a request that read its clock before the minute turned', async () => {
    const limits = { perDay: 10, perMinute: 2 };
    const counts = [
      await countKeyRequest(one.db, at('2026-03-13T09:02:00Z'), limits),
      await countKeyRequest(one.db, at('2026-03-13T09:02:00Z'), limits),
      // Late: its clock read 09:01 (queued for a connection or the row's lock meanwhile).
      await countKeyRequest(one.db, at('2026-03-13T09:01:00Z'), limits),
      await countKeyRequest(one.db, at('2026-03-13T09:02:00Z'), limits),
      await countKeyRequest(one.db, at('2026-03-13T09:03:00Z'), limits),
    ];
    expect(counts).toEqual([
      { counted: true, today: 1, thisMinute: 1 },
      { counted: true, today: 2, thisMinute: 2 },
      { counted: false, refusedBy: 'minute' },
      { counted: false, refusedBy: 'minute' },
      { counted: true, today: 3, thisMinute: 1 },
    ]);
  });
});
