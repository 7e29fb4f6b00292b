import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/harness.ts';
import { createDataVersion, RECHECK_MS } from './data-version.ts';
import { oneAtATime } from './one-at-a-time.ts';
import { createStoredComputation } from './stored-computation.ts';

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
    // Statements sent in a transaction are written down too.
    const watch = (db: Db): Db =>
      new Proxy(db, {
        get(target, property, receiver) {
          if (property === 'transaction') {
            return (work: (tx: Db) => Promise<unknown>) =>
              target.transaction((tx) => work(watch(tx as unknown as Db)));
          }
          if (property !== 'execute') return Reflect.get(target, property, receiver);
          return (query: Parameters<Db['execute']>[0]) => {
            sent.push(dialect.sqlToQuery(query as never).sql);
            return target.execute(query);
          };
        },
      });
    watched = watch(database.db);
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
  it('reads the data version once for the computations that share it', async () => {
    const dataVersion = createDataVersion(watched);
    const computations = ['ledger', 'backtest'].map((name) =>
      createStoredComputation(watched, {
        keyPrefix: `stored-computation-shared-${kind}-${name}:`,
        version: 'v1',
        asOf: async () => CLOCK,
        now: () => new Date(),
        dataVersion,
        compute: async (_cutoff, computedAt) => ({ computedAt: computedAt.toISOString(), name }),
      }),
    );
    try {
      sent.length = 0;
      const asked = await Promise.all(computations.map((c) => c.current()));
      expect(asked).toEqual([
        expect.objectContaining({ status: 'computing' }),
        expect.objectContaining({ status: 'computing' }),
      ]);
      await Promise.all(computations.map((c) => c.settled()));
      expect(await Promise.all(computations.map((c) => c.current()))).toEqual([
        expect.objectContaining({ name: 'ledger' }),
        expect.objectContaining({ name: 'backtest' }),
      ]);
      // The exact version counts every closing price: once between the two.
      expect(sent.filter((text) => text.includes('odds_snapshots'))).toHaveLength(1);
    } finally {
      await Promise.all(computations.map((c) => c.close()));
    }
  });

  /** A promise that resolves once `release` is called. */
  const held = () => {
    let release!: () => void;
    const promise = new Promise<void>((resolve) => {
      release = resolve;
    });
    return { promise, release };
  };

  /**
   * Computations that take turns, reading the clock `asOf`: each writes "<name> starts" and
   * "<name> ends" to `log`, waiting for `until` (when given) in between.
   */
  function turnTakers(test: string, log: string[], asOf: () => Date = () => CLOCK) {
    const turns = oneAtATime();
    return (name: string, until?: Promise<void>) =>
      createStoredComputation(database.db, {
        keyPrefix: `stored-computation-${test}-${kind}-${name}:`,
        version: 'v1',
        asOf: async () => asOf(),
        now: () => new Date(),
        turns,
        compute: async (cutoff, computedAt) => {
          log.push(`${name} starts`);
          await until;
          log.push(`${name} ends`);
          return {
            computedAt: computedAt.toISOString(),
            name,
            day: cutoff.toISOString().slice(0, 10),
          };
        },
      });
  }

  it('with turns shared, a second computation starts only once the first is stored', async () => {
    const log: string[] = [];
    const ledgerHeld = held();
    const computationOf = turnTakers('turns', log);
    const first = computationOf('ledger', ledgerHeld.promise);
    const second = computationOf('backtest');
    try {
      expect(await first.current()).toMatchObject({ status: 'computing' });
      expect(await second.current()).toMatchObject({ status: 'computing' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The second waits its turn: asked again meanwhile, it is still computing.
      expect(log).toEqual(['ledger starts']);
      expect(await second.current()).toMatchObject({ status: 'computing' });
      ledgerHeld.release();
      await first.settled();
      await second.settled();
      expect(log).toEqual(['ledger starts', 'ledger ends', 'backtest starts', 'backtest ends']);
      expect(await second.current()).toMatchObject({ name: 'backtest' });
    } finally {
      ledgerHeld.release();
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('a computation still waiting its turn when the server closes never starts, and its close does not wait', async () => {
    const log: string[] = [];
    const firstHeld = held();
    const computationOf = turnTakers('closing', log);
    const first = computationOf('first', firstHeld.promise);
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
      firstHeld.release();
      await Promise.all([first.close(), waiting.close()]);
    }
    expect(log).toEqual(['first starts', 'first ends']);
  });

  it('a computation whose turn comes after a newer day was asked for is skipped for the newer one', async () => {
    const log: string[] = [];
    const blockerHeld = held();
    let clock = CLOCK;
    const computationOf = turnTakers('newer-day', log, () => clock);
    const blocker = computationOf('blocker', blockerHeld.promise);
    const daily = computationOf('daily');
    try {
      await blocker.current();
      expect(await daily.current()).toMatchObject({
        status: 'computing',
        asOf: '2025-01-15T00:00:00.000Z',
      });
      // The clock reaches the next day while that day's computation still waits its turn.
      clock = new Date(CLOCK.getTime() + 86_400_000);
      expect(await daily.current()).toMatchObject({
        status: 'computing',
        asOf: '2025-01-16T00:00:00.000Z',
      });
      blockerHeld.release();
      await blocker.settled();
      await daily.settled();
      // The daily computation ran once, for the newer day.
      expect(log).toEqual(['blocker starts', 'blocker ends', 'daily starts', 'daily ends']);
      expect(await daily.current()).toMatchObject({ day: '2025-01-16' });
    } finally {
      blockerHeld.release();
      await Promise.all([blocker.close(), daily.close()]);
    }
  });
});
