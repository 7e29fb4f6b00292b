import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/harness.ts';
import { matches } from '../schema.ts';
import { afterKickoff, readInPages } from './paged-read.ts';

describe.each(databaseKinds)('reading matches in pages on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, 'mini-mirror');
  }, 120_000);
  afterAll(() => database.close());

  const premierLeague =
    (database: TestDatabase) =>
    (after: Parameters<Parameters<typeof readInPages>[0]>[0], limit: number) =>
      database.db
        .select({ id: matches.id, kickoff: matches.kickoff })
        .from(matches)
        .where(and(eq(matches.leagueId, 'E0'), after))
        .orderBy(asc(matches.kickoff), asc(matches.id))
        .limit(limit);

  it('reads the same rows in the same order as one read, across kick-offs shared by many matches', async () => {
    const whole = await readInPages(premierLeague(database), afterKickoff, 1_000_000);
    // Saturday 15:00 is shared by several matches: pages of 7 end inside such a group.
    const sharedKickoffs = whole.length - new Set(whole.map((r) => r.kickoff.getTime())).size;
    expect(sharedKickoffs).toBeGreaterThan(0);
    expect(whole.length).toBeGreaterThan(50);
    expect(await readInPages(premierLeague(database), afterKickoff, 7)).toEqual(whole);
  });

  it('lets the event loop turn between pages', async () => {
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    let pages = 0;
    let turnedBeforeLastPage = false;
    await readInPages(
      async (after, limit) => {
        pages++;
        turnedBeforeLastPage ||= pages > 1 && turned;
        return premierLeague(database)(after, limit);
      },
      afterKickoff,
      50,
    );
    expect(pages).toBeGreaterThan(2);
    expect(turnedBeforeLastPage).toBe(true);
  });
});
