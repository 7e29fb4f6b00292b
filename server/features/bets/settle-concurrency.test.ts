import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres } from '../../db/client.ts';
import { insertBets, type NewBet } from '../../db/queries/bets.ts';
import { rowsOf } from '../../db/queries/raw.ts';
import { createTestApp, registerUser, type TestApp } from '../../test/harness.ts';
import { AFTER, matchId } from './bets-test-kit.ts';
import { settleBets } from './settle-bets.ts';

/**
 * Two instances settling at the same moment, each on its own connection pool to the same
 * PostgreSQL: every bet is graded exactly once (the grades written add up to the bets, and no
 * row is written twice). PostgreSQL only: PGlite is one process's.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('bet settlement under concurrency', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('postgres', { from: 'mini-mirror' });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('grades each bet once when two instances settle at once', async () => {
    const user = await registerUser(t.app);
    const newcastle = await matchId(t, 'Newcastle', 'Wolves', '2025-01-15');
    const arsenal = await matchId(t, 'Arsenal', 'Tottenham', '2025-01-15');
    const bets: NewBet[] = Array.from({ length: 1200 }, (_, i) => ({
      matchId: i % 2 ? newcastle : arsenal,
      leagueId: 'E0',
      event: null,
      market: '1x2',
      selection: 'home',
      line: null,
      price: 1.5 + (i % 7) / 10,
      stakeCents: 100 + i,
      bookmaker: null,
      takenAt: new Date('2025-01-15T12:00:00Z'),
      source: 'manual',
      note: null,
      status: 'open',
      settledAt: null,
    }));
    await insertBets(t.database.db, user.user.id, bets, new Date());
    // A second pool stands for the second instance.
    const other = connectPostgres(t.database.url!, 5);
    try {
      // Every write to a bet bumps a counter, so a bet graded twice would show.
      await t.database.db.execute(
        sql`alter table bets add column graded_times int not null default 0`,
      );
      await t.database.db.execute(sql`
        create function count_grade() returns trigger language plpgsql as $$
        begin
          new.graded_times := old.graded_times + 1;
          return new;
        end $$`);
      await t.database.db.execute(
        sql`create trigger count_grade before update on bets for each row execute function count_grade()`,
      );
      const [a, b] = await Promise.all([
        settleBets(t.database.db, AFTER),
        settleBets(other.db, AFTER),
      ]);
      expect(a + b).toBe(1200);
      const [row] = await rowsOf<{ graded: number; twice: number; open: number }>(
        t.database.db,
        sql`select count(*) filter (where graded_times = 1)::int as graded,
                   count(*) filter (where graded_times > 1)::int as twice,
                   count(*) filter (where status = 'open')::int as open
            from bets`,
      );
      expect(row).toEqual({ graded: 1200, twice: 0, open: 0 });
      // And a third run finds nothing left.
      expect(await settleBets(other.db, AFTER)).toBe(0);
    } finally {
      await other.close();
    }
  }, 120_000);
});
