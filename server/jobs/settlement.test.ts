import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadyResponse } from '../../contract/health.ts';
import { testConfig } from '../config/config.ts';
import { rowsOf } from '../db/queries/raw.ts';
import {
  AFTER,
  moveClock,
  myBets,
  recordBet,
  type TwoBettors,
  twoBettors,
} from '../features/bets/bets-test-kit.ts';
import { createMetrics } from '../features/metrics/registry.ts';
import { databaseKinds, type TestApp } from '../test/harness.ts';
import { scheduleSettlement } from './settlement.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One bet the settlement cannot grade, one the database refuses to settle: each is skipped and
 * reported, and every other bet of the batch is graded, run after run.
 */
describe.each(databaseKinds)('settlement with rows that fail on %s', (kind) => {
  let t: TestApp;
  let ana: TwoBettors['ana'];
  let ben: TwoBettors['ben'];
  let newcastle: number;
  let arsenal: number;

  beforeAll(async () => {
    ({ t, ana, ben, newcastle, arsenal } = await twoBettors(kind));
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  /** A bet stored as older code or a hand edit left it: the API would refuse it today. */
  async function legacyBet(
    userId: string,
    fields: { market: string; selection: string; stake: number },
  ) {
    const [row] = await rowsOf<{ id: string }>(
      t.database.db,
      sql`insert into bets (user_id, match_id, league_id, market, selection, line, price,
            stake_cents, taken_at, source)
          values (${userId}, ${newcastle}, 'E0', ${fields.market}, ${fields.selection}, null, 1.9,
            ${fields.stake}, '2025-01-15T10:00:00Z', 'manual')
          returning id`,
    );
    return row!.id;
  }

  it('grades everyone else’s bets, and /ready names the ones it skipped', async () => {
    const good = await recordBet(t, ana.token, ana.user.id, {
      matchId: newcastle,
      market: '1x2',
      selection: 'home',
      price: 1.5,
      stake: 10,
    });
    const other = await recordBet(t, ben.token, ben.user.id, {
      matchId: arsenal,
      market: '1x2',
      selection: 'draw',
      price: 3.4,
      stake: 2.5,
    });
    // A total without its line: grading it throws.
    const lineless = await legacyBet(ben.user.id, {
      market: 'total',
      selection: 'over',
      stake: 500,
    });
    // A zero stake from before the stake had to be positive: the check, since added back
    // without validating old rows, refuses any update of it.
    await t.database.db.execute(sql`alter table bets drop constraint bets_stake_positive`);
    const zero = await legacyBet(ben.user.id, { market: '1x2', selection: 'away', stake: 0 });
    await t.database.db.execute(
      sql`alter table bets add constraint bets_stake_positive check (stake_cents > 0) not valid`,
    );
    await moveClock(t, AFTER);

    const logged: string[] = [];
    const ctx = {
      db: t.database.db,
      config: { ...testConfig(), jobs: { ...testConfig().jobs, settlementEveryMs: 150 } },
      clock: t.clock,
      log: pino({ level: 'error' }, { write: (line: string) => logged.push(line) }),
      instanceId: 'test',
      metrics: createMetrics(),
    };
    const runs = async () =>
      (
        await rowsOf<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from job_runs
              where job = 'settlement' and finished_at is not null`,
        )
      )[0]!.n;
    const stop = scheduleSettlement(ctx);
    try {
      // Two runs: the skipped bets are tried again, and skipped again, without stopping it. A
      // period is the app clock's, so the clock moves on with the wait (a still clock would sit
      // in one period, and one run, for good).
      for (let waited = 0; (await runs()) < 2 && waited < 20_000; waited += 50) {
        await sleep(50);
        t.clock.advance(50);
      }
    } finally {
      await stop();
    }
    expect(await runs()).toBeGreaterThanOrEqual(2);

    const anas = (await myBets(t, ana.token, ana.user.id)).bets;
    expect(anas.find((b) => b.id === good.id)).toMatchObject({ status: 'won', profit: 5 });
    const bens = (await myBets(t, ben.token, ben.user.id)).bets;
    expect(bens.find((b) => b.id === other.id)).toMatchObject({ status: 'lost', profit: -2.5 });
    expect(bens.find((b) => b.id === lineless)).toMatchObject({ status: 'open' });
    expect(bens.find((b) => b.id === zero)).toMatchObject({ status: 'open' });

    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    const settlement = (ready.json() as ReadyResponse).checks.jobs.find(
      (j) => j.job === 'settlement',
    );
    expect(settlement).toMatchObject({ outcome: 'ok', failedRows: 2 });
    expect([...(settlement?.failedIds ?? [])].sort()).toEqual(
      [`bet:${lineless}`, `bet:${zero}`].sort(),
    );
    // The log says which rows and why; /ready only which.
    const line = logged.map((l) => JSON.parse(l)).find((l) => l.job === 'settlement');
    expect(line).toMatchObject({ skipped: 2, msg: 'settlement skipped rows that failed' });
    expect(line.rows.map((r: { id: string }) => r.id).sort()).toEqual(
      [`bet:${lineless}`, `bet:${zero}`].sort(),
    );
    expect(line.rows.find((r: { id: string }) => r.id === `bet:${lineless}`).reason).toBe(
      'A total needs its line',
    );
  });
});
