import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/harness.ts';
import { oneAtATime } from './one-at-a-time.ts';
import { createStoredComputation, RECHECK_MS } from './stored-computation.ts';

const CLOCK = new Date('2025-01-15T12:00:00Z');
const dialect = new PgDialect();

describe.each(databaseKinds)('a stored computation on %s', (kind) => {
  let database: TestDatabase;
  /** Every statement the computation sent, as SQL text. */
  const sent: string[] = [];
  /** The database as the computation sees it, with what it sends written down. */
  let watched: Db;

  beforeAll(async () => {
    database = await createTestDatabase(kind, 'mini-mirror');
    watched = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver);
        return (query: Parameters<Db['execute']>[0]) => {
          sent.push(dialect.sqlToQuery(query as never).sql);
          return target.execute(query);
        };
      },
    });
  }, 120_000);
  afterAll(() => database.close());
  afterEach(() => vi.useRealTimers());

  it('re-reads its data version only after results or prices were written, and then recomputes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-11T09:00:00Z'));
    let computed = 0;
    const computation = createStoredComputation(watched, {
      keyPrefix: `stored-computation-test-${kind}:`,
      version: 'v1',
      asOf: async () => CLOCK,
      now: () => new Date(),
      compute: async (_cutoff, computedAt) => {
        computed++;
        return { computedAt: computedAt.toISOString(), run: computed };
      },
    });
    try {
      expect(await computation.current()).toMatchObject({ status: 'computing' });
      await computation.settled();
      expect(await computation.current()).toMatchObject({ run: 1 });

      // A minute on, nothing written: the same answer, and no price was counted for it.
      sent.length = 0;
      vi.setSystemTime(Date.now() + RECHECK_MS + 1);
      expect(await computation.current()).toMatchObject({ run: 1 });
      expect(sent.filter((text) => text.includes('odds_snapshots'))).toEqual([]);

      // A closing price for a match played before the clock arrives (a late file, a live poll).
      await database.db.execute(sql`
        insert into odds_snapshots (match_id, kind, captured_at, source, quotes)
        select id, 'closing', kickoff, 'stored-computation.test', '[]'::jsonb
        from matches where kickoff < '2025-01-01' and home_score is not null
        order by kickoff limit 1`);
      // Within the minute the version is not read again; after it, it is, and it has moved.
      expect(await computation.current()).toMatchObject({ run: 1 });
      vi.setSystemTime(Date.now() + RECHECK_MS + 1);
      expect(await computation.current()).toMatchObject({ status: 'computing' });
      await computation.settled();
      expect(await computation.current()).toMatchObject({ run: 2 });
      expect(computed).toBe(2);
    } finally {
      await computation.close();
    }
  });
  it('with turns shared, a second computation starts only once the first is stored', async () => {
    const log: string[] = [];
    let finishFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    const turns = oneAtATime();
    const computationOf = (name: string, held?: Promise<void>) =>
      createStoredComputation(database.db, {
        keyPrefix: `stored-computation-turns-${kind}-${name}:`,
        version: 'v1',
        asOf: async () => CLOCK,
        now: () => new Date(),
        turns,
        compute: async (_cutoff, computedAt) => {
          log.push(`${name} starts`);
          await held;
          log.push(`${name} ends`);
          return { computedAt: computedAt.toISOString(), name };
        },
      });
    const first = computationOf('ledger', firstHeld);
    const second = computationOf('backtest');
    try {
      expect(await first.current()).toMatchObject({ status: 'computing' });
      expect(await second.current()).toMatchObject({ status: 'computing' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The second waits its turn: asked again meanwhile, it is still computing.
      expect(log).toEqual(['ledger starts']);
      expect(await second.current()).toMatchObject({ status: 'computing' });
      finishFirst();
      await first.settled();
      await second.settled();
      expect(log).toEqual(['ledger starts', 'ledger ends', 'backtest starts', 'backtest ends']);
      expect(await second.current()).toMatchObject({ name: 'backtest' });
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('a computation still waiting its turn when the server closes never starts, and its close does not wait', async () => {
    const started: string[] = [];
    let finishFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    const turns = oneAtATime();
    const computationOf = (name: string, held?: Promise<void>) =>
      createStoredComputation(database.db, {
        keyPrefix: `stored-computation-closing-${kind}-${name}:`,
        version: 'v1',
        asOf: async () => CLOCK,
        now: () => new Date(),
        turns,
        compute: async (_cutoff, computedAt) => {
          started.push(name);
          await held;
          return { computedAt: computedAt.toISOString() };
        },
      });
    const first = computationOf('first', firstHeld);
    const waiting = computationOf('waiting');
    try {
      await first.current();
      await waiting.current();
      // The first still runs: the waiting one's close must not wait for it.
      const closed = await Promise.race([
        waiting.close().then(() => 'closed'),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2_000)),
      ]);
      expect(closed).toBe('closed');
    } finally {
      finishFirst();
      await Promise.all([first.close(), waiting.close()]);
    }
    expect(started).toEqual(['first']);
  });

  it('a computation whose turn comes after a newer day was asked for is skipped for the newer one', async () => {
    const cutoffs: string[] = [];
    let finishBlocker!: () => void;
    const blockerHeld = new Promise<void>((resolve) => {
      finishBlocker = resolve;
    });
    const turns = oneAtATime();
    let clock = CLOCK;
    const blocker = createStoredComputation(database.db, {
      keyPrefix: `stored-computation-blocker-${kind}:`,
      version: 'v1',
      asOf: async () => CLOCK,
      now: () => new Date(),
      turns,
      compute: async (_cutoff, computedAt) => {
        await blockerHeld;
        return { computedAt: computedAt.toISOString() };
      },
    });
    const daily = createStoredComputation(database.db, {
      keyPrefix: `stored-computation-daily-${kind}:`,
      version: 'v1',
      asOf: async () => clock,
      now: () => new Date(),
      turns,
      compute: async (cutoff, computedAt) => {
        cutoffs.push(cutoff.toISOString().slice(0, 10));
        return { computedAt: computedAt.toISOString(), day: cutoff.toISOString().slice(0, 10) };
      },
    });
    try {
      await blocker.current();
      expect(await daily.current()).toMatchObject({ status: 'computing' });
      // The clock reaches the next day while that day's computation still waits its turn.
      clock = new Date(CLOCK.getTime() + 86_400_000);
      expect(await daily.current()).toMatchObject({ status: 'computing' });
      finishBlocker();
      await blocker.settled();
      await daily.settled();
      expect(cutoffs).toEqual(['2025-01-16']);
      expect(await daily.current()).toMatchObject({ day: '2025-01-16' });
    } finally {
      finishBlocker();
      await Promise.all([blocker.close(), daily.close()]);
    }
  });
});
