import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/harness.ts';
import { compareSnapshots, snapshotContents } from './contents-snapshot.ts';
import { users, votes } from './schema.ts';

const people = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'ana@example.com',
    name: 'Ana',
    credits: 25,
  },
  { id: '00000000-0000-4000-8000-000000000002', email: 'ben@example.com', name: 'Ben', credits: 0 },
].map((person) => ({
  ...person,
  createdAt: new Date('2025-01-15T12:00:00Z'),
  updatedAt: new Date('2025-01-15T12:00:00Z'),
}));

const ballots = [
  { id: 1, target: 'match:7', choice: 'home' as const, userId: people[0]!.id },
  { id: 2, target: 'match:7', choice: 'away' as const, sessionId: 'anonymous-voter' },
].map((ballot) => ({ ...ballot, createdAt: new Date('2025-01-15T12:05:00Z') }));

/** The check the backup test relies on: it must see every kind of loss, and nothing else. */
describe.each(databaseKinds)('comparing database contents on %s', (kind) => {
  let original: TestDatabase;
  let copy: TestDatabase;

  beforeAll(async () => {
    [original, copy] = await Promise.all([createTestDatabase(kind), createTestDatabase(kind)]);
    await original.db.insert(users).values(people);
    await original.db.insert(votes).values(ballots);
    // The same rows written in the other order are the same contents.
    await copy.db.insert(users).values([...people].reverse());
    await copy.db.insert(votes).values([...ballots].reverse());
  });
  afterAll(async () => {
    await original?.close();
    await copy?.close();
  });

  const differences = async () =>
    compareSnapshots(await snapshotContents(original.db), await snapshotContents(copy.db));

  it('finds two databases with the same rows, in any order, the same', async () => {
    const snapshot = await snapshotContents(original.db);
    expect(snapshot.tables['public.users']).toMatchObject({ rows: 2 });
    expect(snapshot.tables['public.votes']).toMatchObject({ rows: 2 });
    expect(snapshot.tables['drizzle.__drizzle_migrations']!.rows).toBeGreaterThan(10);
    expect(snapshot.structure).toContain('table public.rate_limits unlogged');
    expect(await differences()).toEqual([]);
  });

  it('names a lost row, a changed value, a sequence behind and a lost index', async () => {
    await copy.db.delete(votes).where(eq(votes.id, 2));
    expect(await differences()).toEqual(['Table public.votes has 1 rows, not 2.']);
    await copy.db.insert(votes).values(ballots[1]!);

    // Same count, one value changed.
    await copy.db.update(users).set({ credits: 24 }).where(eq(users.id, people[0]!.id));
    expect(await differences()).toEqual([
      'Table public.users has its 2 rows with different contents.',
    ]);
    await copy.db.update(users).set({ credits: 25 }).where(eq(users.id, people[0]!.id));

    // A sequence behind would hand out ids that already exist.
    await original.db.execute(sql`select setval('votes_id_seq', 2)`);
    expect(await differences()).toEqual(['Sequence public.votes_id_seq is at its start, not 2.']);
    await copy.db.execute(sql`select setval('votes_id_seq', 2)`);

    await copy.db.execute(sql`drop index votes_target_user_unique`);
    expect(await differences()).toEqual([
      'Missing: index CREATE UNIQUE INDEX votes_target_user_unique ON public.votes USING btree (target, user_id) WHERE (user_id IS NOT NULL).',
    ]);
  });
});

describe('compareSnapshots', () => {
  it('names a table or sequence that only one side has', () => {
    const one = { rows: 1, checksum: 'a' };
    expect(
      compareSnapshots(
        {
          tables: { 'public.users': one, 'public.votes': one },
          sequences: { s: '1' },
          structure: [],
        },
        { tables: { 'public.users': one, 'public.extra': one }, sequences: {}, structure: ['x'] },
      ),
    ).toEqual([
      'Table public.extra was not in the original.',
      'Table public.votes is missing.',
      'Sequence s is missing.',
      'Not in the original: x.',
    ]);
  });
});
