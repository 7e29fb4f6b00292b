import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/harness.ts';
import { AuthCache, startAuthCache } from './auth-cache.ts';
import { announceAuthChange } from './auth-changes.ts';
import { findSession, insertSession } from './queries/sessions.ts';
import { insertUser } from './queries/users.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A read that counts how often it reached the "database". */
function countedRead<T>(value: T) {
  const read = async () => {
    read.calls++;
    return value;
  };
  read.calls = 0;
  return read;
}

describe('the auth cache', () => {
  it('reads through while not listening, and serves from memory once it is', async () => {
    const cache = new AuthCache();
    const read = countedRead({ userId: 'u1' });
    await cache.session('h1', read);
    await cache.session('h1', read);
    expect(read.calls).toBe(2);
    cache.setConnected(true);
    await cache.session('h1', read);
    await cache.session('h1', read);
    expect(read.calls).toBe(3);
    // The connection lost: nothing it may have missed is served.
    cache.setConnected(false);
    await cache.session('h1', read);
    expect(read.calls).toBe(4);
  });

  it('forgets a user’s sessions and keys on a change to the user, and only theirs', async () => {
    const cache = new AuthCache();
    cache.setConnected(true);
    const mine = countedRead({ userId: 'u1' });
    const myKey = countedRead({ userId: 'u1' });
    const theirs = countedRead({ userId: 'u2' });
    await cache.session('h1', mine);
    await cache.key('k1', myKey);
    await cache.session('h2', theirs);
    cache.apply({ kind: 'user', userId: 'u1' });
    await cache.session('h1', mine);
    await cache.key('k1', myKey);
    await cache.session('h2', theirs);
    expect([mine.calls, myKey.calls, theirs.calls]).toEqual([2, 2, 1]);
    cache.apply({ kind: 'session', tokenHash: 'h2' });
    await cache.session('h2', theirs);
    expect(theirs.calls).toBe(2);
  });

  it('does not keep a read that a change overtook while the database answered', async () => {
    const cache = new AuthCache();
    cache.setConnected(true);
    let release: () => void = () => {};
    const slow = async () => {
      slow.calls++;
      if (slow.calls === 1) await new Promise<void>((resolve) => (release = resolve));
      return { userId: 'u1' };
    };
    slow.calls = 0;
    const first = cache.session('h1', slow);
    await sleep(0);
    cache.apply({ kind: 'user', userId: 'u1' }); // e.g. a logout committed meanwhile
    release();
    await first;
    await cache.session('h1', slow);
    expect(slow.calls).toBe(2);
  });

  it('keeps no unknown token, so made-up ones cannot push real sessions out', async () => {
    const cache = new AuthCache({ maxEntries: 2 });
    cache.setConnected(true);
    const real = countedRead({ userId: 'u1' });
    await cache.session('real', real);
    for (let i = 0; i < 10; i++) await cache.session(`junk${i}`, async () => undefined);
    await cache.session('real', real);
    expect(real.calls).toBe(1);
  });
});

describe.each(databaseKinds)('the auth cache on %s', (kind) => {
  let database: TestDatabase | undefined;
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
    await database?.close();
  });

  async function signedIn() {
    database = await createTestDatabase(kind);
    const now = new Date('2026-03-11T09:00:00Z');
    const user = await insertUser(database.db, {
      email: `cache-${Math.random()}@example.com`,
      name: 'Cache',
      passwordHash: null,
      provider: 'email',
      now,
    });
    const tokenHash = `hash-${Math.random()}`;
    await insertSession(database.db, {
      tokenHash,
      userId: user!.id,
      now,
      expiresAt: new Date(now.getTime() + 86_400_000),
      userAgent: null,
      ip: null,
    });
    const started = await startAuthCache(database, () => {});
    stop = started.stop;
    const db = database.db;
    let reads = 0;
    const read = () => {
      reads++;
      return findSession(db, tokenHash);
    };
    return { cache: started.cache, db, user: user!, tokenHash, read, reads: () => reads };
  }

  /** Reads until a read reaches the database, for at most a second; returns the session then. */
  async function rereadWithinASecond(s: Awaited<ReturnType<typeof signedIn>>) {
    const before = s.reads();
    const until = Date.now() + 1000;
    for (;;) {
      const session = await s.cache.session(s.tokenHash, s.read);
      if (s.reads() > before || Date.now() > until) return { session, reread: s.reads() > before };
      await sleep(10);
    }
  }

  it('hears a change written by anyone at commit: a session deleted in plain SQL ends', async () => {
    const s = await signedIn();
    expect((await s.cache.session(s.tokenHash, s.read))?.user.name).toBe('Cache');
    await s.cache.session(s.tokenHash, s.read);
    expect(s.reads()).toBe(1);
    // Not through our queries (which also announce locally): only the database's trigger tells.
    await s.db.execute(sql`update users set name = 'Renamed' where id = ${s.user.id}`);
    const renamed = await rereadWithinASecond(s);
    expect(renamed.reread).toBe(true);
    expect(renamed.session?.user.name).toBe('Renamed');
    await s.db.execute(sql`delete from sessions where token_hash = ${s.tokenHash}`);
    const gone = await rereadWithinASecond(s);
    expect(gone).toEqual({ session: undefined, reread: true });
  });

  it('hears a break started, which comes with the session', async () => {
    const s = await signedIn();
    expect((await s.cache.session(s.tokenHash, s.read))?.breakUntil).toBeNull();
    await s.db.execute(
      sql`insert into betting_limits (user_id, break_kind, break_started_at, break_until)
          values (${s.user.id}, 'cool-off', now(), now() + interval '1 day')`,
    );
    const after = await rereadWithinASecond(s);
    expect(after.session?.breakKind).toBe('cool-off');
  });

  it('forgets at once what this process changed itself, before the database says so', async () => {
    const s = await signedIn();
    await s.cache.session(s.tokenHash, s.read);
    announceAuthChange({ kind: 'session', tokenHash: s.tokenHash });
    await s.cache.session(s.tokenHash, s.read);
    expect(s.reads()).toBe(2);
  });

  it.runIf(kind === 'postgres')(
    'stops serving from memory while its listening connection is down, and listens again',
    async () => {
      const s = await signedIn();
      expect(s.cache.serving).toBe(true);
      await s.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN%'`,
      );
      const until = Date.now() + 1000;
      while (s.cache.serving && Date.now() < until) await sleep(10);
      expect(s.cache.serving).toBe(false);
      const back = Date.now() + 3000;
      while (!s.cache.serving && Date.now() < back) await sleep(20);
      expect(s.cache.serving).toBe(true);
    },
  );
});
