import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMissingUserReference } from '../../db/errors.ts';
import { rowsOf } from '../../db/queries/raw.ts';
import { ACCOUNT_GONE } from '../../plugins/errors.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  type TestApp,
} from '../../test/harness.ts';

/**
 * A write authorised a moment before its author's account was deleted reaches the database after
 * the account went. A trigger deletes the author just before the write lands, which is that race
 * with the timing pinned: the person is told their account is gone (401), never a 500.
 */
describe.each(databaseKinds)('a write racing the deletion of its account on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.database.db.execute(sql`create function test_delete_author() returns trigger
      language plpgsql as $$ begin delete from users where id = new.user_id; return new; end $$`);
    await t.database.db.execute(sql`create trigger test_delete_author before insert on bets
      for each row execute function test_delete_author()`);
  });
  afterAll(async () => {
    await t?.database.db.execute(sql`drop trigger if exists test_delete_author on bets`);
    await t?.database.db.execute(sql`drop function if exists test_delete_author()`);
    await t?.close();
  });

  it('answers 401 saying the account is gone, and saves nothing', async () => {
    const eve = await registerUser(t.app);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/user/${eve.user.id}/bets`,
      headers: bearer(eve.token),
      remoteAddress: nextIp(),
      payload: { event: 'Home v Away', market: '1x2', selection: 'home', price: 2, stake: 1 },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ error: ACCOUNT_GONE });
    // (The trigger's deletion rolls back with the refused write; in the real race it had
    // committed before.)
    const [left] = await rowsOf<{ bets: number }>(
      t.database.db,
      sql`select count(*)::int as bets from bets where user_id = ${eve.user.id}`,
    );
    expect(left).toEqual({ bets: 0 });
  });

  it('tells a missing person apart from any other missing reference', async () => {
    const other = await t.database.db
      .execute(
        sql`insert into team_follows (user_id, team_id)
          select id, -1 from users limit 1`,
      )
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    const gone = await t.database.db
      .execute(
        sql`insert into time_spent (user_id, day, seconds, last_seen_at)
          values ('00000000-0000-4000-8000-000000000000', '2025-01-01', 1, now())`,
      )
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(other).toBeDefined();
    expect(gone).toBeDefined();
    expect(isMissingUserReference(other)).toBe(false);
    expect(isMissingUserReference(gone)).toBe(true);
  });
});
