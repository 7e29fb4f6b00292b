import type { RecordPick, RecordResponse } from '@contract';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { V1Record } from '../../../contract/api-v1.ts';
import { gradedPicksPage } from '../../db/queries/record.ts';
import { predictions } from '../../db/schema.ts';
import { databaseKinds } from '../../test/harness.ts';
import { predict, predictor, SETTLE_AT, settle } from '../record/settled-picks-kit.ts';
import { encodeCursor } from './cursor.ts';
import { walk } from './page-walk.ts';
import { type V1TestClient, v1TestClient } from './v1-test-client.ts';

const SETTLED_ASOF = SETTLE_AT.toISOString();
const newestFirst = (a: RecordPick, b: RecordPick) =>
  b.settledAt.localeCompare(a.settledAt) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);

describe.each(databaseKinds)('/api/v1/record on %s', (kind) => {
  let app: V1TestClient;
  /** When each graded pick was settled, two at a time a minute apart (ties broken by id). */
  let stamps: Date[];

  beforeAll(async () => {
    app = await v1TestClient(kind);
  }, 180_000);
  afterAll(() => app?.t.close());

  it('is empty, not made up, before anything is graded', async () => {
    const record = await app.get<{ data: V1Record }>('/api/v1/record');
    expect(record.status).toBe(200);
    expect(record.body.data.totals).toMatchObject({ graded: 0, correct: 0, meanLogLoss: null });
    expect(record.body.data.calibration).toEqual([]);
    expect(record.body.data.byLeague).toEqual([]);
    const picks = await app.get<{ data: RecordPick[]; nextCursor: null }>('/api/v1/record/picks');
    expect(picks.body).toMatchObject({ data: [], nextCursor: null });
  });

  it('grades as the web record does, without its list of picks', async () => {
    const { t } = app;
    const ana = await predictor(t, 'Ana Lima', 'ana_v1');
    await predict(t, ana.token, [
      'newcastle',
      'leicester',
      'everton',
      'arsenal',
      'raptors',
      'clippers',
    ]);
    expect(await settle(t)).toBe(6);
    // Graded in three batches a minute apart, so the order by settlement says something.
    const rows = await t.database.db
      .select({ id: predictions.id, settledAt: predictions.settledAt })
      .from(predictions)
      .where(isNotNull(predictions.settledAt));
    stamps = [];
    for (const [i, row] of rows.entries()) {
      const at = new Date(row.settledAt!.getTime() + Math.floor(i / 2) * 60_000);
      stamps.push(at);
      await t.database.db
        .update(predictions)
        .set({ settledAt: at })
        .where(eq(predictions.id, row.id));
    }

    const v1 = await app.get<{ asOf: string; data: V1Record }>('/api/v1/record');
    expect(v1.status).toBe(200);
    expect(v1.body.asOf).toBe(SETTLED_ASOF);
    expect(v1.body.data).not.toHaveProperty('picks');
    const web = (await t.app.inject({ url: '/api/record' })).json() as RecordResponse;
    expect(web.totals.graded).toBe(6);
    expect(v1.body.data.totals).toEqual(web.totals);
    expect(v1.body.data.calibration).toEqual(web.calibration);
    expect(v1.body.data.byLeague).toEqual(web.byLeague);
  });

  it('lists every graded pick newest settled first, two at a time without repeats', async () => {
    const whole = await app.get<{ asOf: string; data: RecordPick[]; nextCursor: string | null }>(
      '/api/v1/record/picks?limit=100',
    );
    expect(whole.status).toBe(200);
    expect(whole.body.nextCursor).toBeNull();
    const all = whole.body.data;
    expect(all).toHaveLength(6);
    expect(all).toEqual([...all].sort(newestFirst));
    expect(all[0]!.settledAt).toBe(new Date(Math.max(...stamps.map(Number))).toISOString());
    // Graded only once the result was known at the clock.
    for (const pick of all) {
      expect(Date.parse(pick.kickoff!)).toBeLessThan(Date.parse(whole.body.asOf));
    }
    // The same picks as the web's record shows.
    const web = (await app.t.app.inject({ url: '/api/record' })).json() as RecordResponse;
    expect([...all].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...web.picks].sort((a, b) => a.id.localeCompare(b.id)),
    );

    const { items, pages } = await walk<RecordPick>(app, '/api/v1/record/picks', 2);
    expect(pages).toBe(3);
    expect(items).toEqual(all);
    expect(new Set(items.map((p) => p.id)).size).toBe(6);
  });

  it('filters by league and refuses an unknown league or a cursor it did not give out', async () => {
    const epl = await walk<RecordPick>(app, '/api/v1/record/picks?league=E0', 3);
    expect(epl.items.map((p) => p.leagueId)).toEqual(['E0', 'E0', 'E0', 'E0']);
    expect(epl.items).toEqual([...epl.items].sort(newestFirst));
    const nba = await app.get<{ data: RecordPick[] }>('/api/v1/record/picks?league=nba');
    expect(nba.body.data.map((p) => p.leagueId)).toEqual(['NBA', 'NBA']);

    const unknown = await app.get<{ error: string }>('/api/v1/record/picks?league=XX');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain('/api/v1/leagues');
    for (const cursor of ['garbage!', encodeCursor(['yesterday', 'x']), encodeCursor([1])]) {
      const bad = await app.get<{ error: string }>(`/api/v1/record/picks?cursor=${cursor}`);
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatch(/^cursor is not one this API gave out/);
    }
  });

  it('leaves out, live, a pick settled after the clock', async () => {
    // Live, the clock is the wall clock to the minute; the query takes it as its bound.
    const sorted = [...stamps].sort((a, b) => a.getTime() - b.getTime());
    const clock = sorted[3]!;
    const rows = await gradedPicksPage(app.t.database.db, { settledBy: clock, limit: 100 });
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.settledAt.getTime() <= clock.getTime())).toBe(true);
    const unbounded = await gradedPicksPage(app.t.database.db, { settledBy: null, limit: 100 });
    expect(unbounded).toHaveLength(6);
  });
});
