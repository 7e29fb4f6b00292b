import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { SearchResponse } from '@contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config/config.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { VOTER_COOKIE } from '../features/community/routes.ts';
import { appPath } from '../lib/app-root.ts';
import { manualClock } from '../lib/clock.ts';
import {
  bearer,
  createEmptyPostgresDatabase,
  createTestApp,
  mailedResetToken,
  memoryMailer,
  nextIp,
  registerUser,
  type TestApp,
} from '../test/harness.ts';
import { pgDump, pgRestore, requirePgTool } from '../test/pg-client-tools.ts';
import { connectPostgres, type Database } from './client.ts';
import { compareSnapshots, snapshotContents } from './contents-snapshot.ts';

const tar = promisify(execFile);

type Person = Awaited<ReturnType<typeof registerUser>>;

/**
 * The backup docs/operations.md describes, done for real (Backups): people use the app, pg_dump takes
 * the database in the custom format, pg_restore puts it into a fresh database, and the restored
 * one must hold every row, sequence, index and constraint the original did, and serve the same
 * people the same answers. PostgreSQL only: pg_dump cannot reach the embedded PGlite.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('backup and restore (PostgreSQL)', () => {
  let t: TestApp;
  /** The original server's mail: the reset link made before the backup comes from here. */
  const mailer = memoryMailer();
  let dataDir: string;
  let restoredDataDir: string;
  let workDir: string;
  let restoredTarget: { url: string; drop(): Promise<void> } | undefined;
  let restored: Database | undefined;
  let restoredApp: FastifyInstance | undefined;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const { rows } = await admin.query<{ v: number }>(
      "select current_setting('server_version_num')::int as v",
    );
    await admin.end();
    const serverMajor = Math.floor(Number(rows[0]!.v) / 10_000);
    await requirePgTool('pg_dump', serverMajor);
    await requirePgTool('pg_restore', serverMajor);

    dataDir = await mkdtemp(join(tmpdir(), 'strix-backup-data-'));
    restoredDataDir = await mkdtemp(join(tmpdir(), 'strix-restored-data-'));
    workDir = await mkdtemp(join(tmpdir(), 'strix-backup-'));
    t = await createTestApp('postgres', {
      env: { DATA_DIR: dataDir },
      mailer,
      from: 'mini-mirror',
    });
  }, 120_000);

  afterAll(async () => {
    await restoredApp?.close();
    await restored?.close();
    await restoredTarget?.drop();
    await t?.close();
    for (const dir of [dataDir, restoredDataDir, workDir]) {
      if (dir) await rm(dir, { recursive: true, force: true });
    }
  });

  it('restores into a fresh database with nothing lost, and the people in it carry on', async () => {
    const app = t.app;
    const ana = await registerUser(app, { name: 'Ana Lima' });
    const ben = await registerUser(app, { name: 'Ben Okafor' });
    const cara = await registerUser(app, { name: 'Cara Nunes' });

    // Ana: a profile with a picture and an avatar, 25 credits bought, six searches (five from
    // today's allowance, one credit), votes on a prediction and a match, a share card.
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/user/profile',
          headers: bearer(ana.token),
          payload: { username: 'ana_lima', bio: 'Arsenal since 1998.' },
        })
      ).statusCode,
    ).toBe(200);
    await uploadProfilePicture(app, ana.token);
    const avatar = await app.inject({
      method: 'POST',
      url: `/api/user/${ana.user.id}/avatar/generate`,
      headers: bearer(ana.token),
      payload: { style: 'cartoon', description: 'Cheerful fan with a big grin' },
    });
    expect(avatar.statusCode).toBe(200);
    await buyWithTestCheckout(app, ana.token, '/api/credits/purchase', { packageType: 'medium' });
    const anaSearches: SearchResponse[] = [];
    for (const query of [
      'Arsenal vs Manchester City',
      'Chelsea vs Liverpool',
      'NBA Lakers vs Warriors odds',
      'Chiefs vs Texans',
      'Premier League best bets today',
      'Liverpool vs Arsenal',
    ]) {
      anaSearches.push(await search(app, ana.token, query));
    }
    expect(anaSearches.map((answer) => answer.spentFrom)).toEqual([
      ...Array(5).fill('allowance'),
      'credit',
    ]);
    const called = anaSearches[0]!.prediction;
    const votedTeams = `/api/votes/${encodeURIComponent(called.homeTeam)}/${encodeURIComponent(called.awayTeam)}`;
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/vote',
          headers: bearer(ana.token),
          remoteAddress: nextIp(),
          payload: { homeTeam: called.homeTeam, awayTeam: called.awayTeam, voteType: 'upvote' },
        })
      ).statusCode,
    ).toBe(200);
    const matchVotes = `/api/match/${called.matchId}/votes`;
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/match/${called.matchId}/vote`,
          headers: bearer(ana.token),
          remoteAddress: nextIp(),
          payload: { choice: 'home' },
        })
      ).statusCode,
    ).toBe(200);
    const share = await app.inject({
      method: 'POST',
      url: `/api/predictions/${called.predictionId}/image`,
      headers: bearer(ana.token),
    });
    expect(share.statusCode).toBe(200);

    // Ben: Premium through the test checkout, an API key used once, a search on the plan; he
    // follows Ana.
    await buyWithTestCheckout(app, ben.token, '/api/subscription/create', { planType: 'premium' });
    const key = await app.inject({
      method: 'POST',
      url: '/api/user/api-keys',
      headers: bearer(ben.token),
      payload: { name: 'Trading bot' },
    });
    expect(key.statusCode).toBe(201);
    const apiKey = key.json().secret as string;
    expect((await app.inject({ url: '/api/v1/leagues', headers: bearer(apiKey) })).statusCode).toBe(
      200,
    );
    expect((await search(app, ben.token, 'Arsenal vs Manchester City')).spentFrom).toBe(
      'subscription',
    );
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/users/ana_lima/follow',
          headers: bearer(ben.token),
        })
      ).statusCode,
    ).toBe(200);

    // Cara: a second session from signing in again, and a password reset asked for (its token
    // is used only after the restore). Someone without an account votes with the voter cookie.
    const caraLogin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      payload: { email: cara.email, password: cara.password },
    });
    expect(caraLogin.statusCode).toBe(200);
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: nextIp(),
      payload: { email: cara.email },
    });
    expect(forgot.statusCode).toBe(200);
    const resetToken = mailedResetToken(mailer, cara.email);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/match/${called.matchId}/vote`,
      remoteAddress: nextIp(),
      payload: { choice: 'away' },
    });
    expect(anonymous.statusCode).toBe(200);
    const voterCookie = anonymous.cookies.find((c) => c.name === VOTER_COOKIE)!.value;

    // The value-bet ledger the searches asked for is computed in the background and stored when
    // done: it lands before the snapshot, not between it and the dump.
    await vi.waitFor(
      async () => {
        const ledger = await app.inject({
          method: 'GET',
          url: '/api/record/value-bets',
          remoteAddress: nextIp(),
        });
        expect(ledger.json().status).not.toBe('computing');
      },
      { timeout: 60_000, interval: 250 },
    );
    // What each of them sees, read before the backup (reads count against rate limits, which
    // live in the database: they must not come between the snapshot and the dump).
    const views = (target: FastifyInstance) =>
      readViews(target, { ana, ben, voterCookie, votedTeams, matchVotes });
    const before = await views(app);
    expect(before.anaLimits).toMatchObject({ remainingCredits: 24, usedToday: 5 });
    expect(before.benKeys.keys[0].usage).toEqual({ today: 1, month: 1 });
    expect(before.anaVotes.userVote).toEqual({ voteType: 'upvote' });
    expect(before.anaMatchVotes).toMatchObject({ home: 1, away: 1, userVote: 'home' });
    expect(before.benSeesAna).toMatchObject({ username: 'ana_lima', isFollowing: true });
    const pictureBytes = await media(app, before.anaProfile.profileImageUrl);
    expect(pictureBytes.length).toBeGreaterThan(100);

    const original = await snapshotContents(t.database.db);
    for (const table of [
      'users',
      'sessions',
      'password_reset_tokens',
      'searches',
      'predictions',
      'usage_days',
      'credit_ledger',
      'subscriptions',
      'checkout_sessions',
      'votes',
      'follows',
      'avatars',
      'api_keys',
      'api_key_usage',
      'rate_limits',
      'matches',
    ]) {
      expect(original.tables[`public.${table}`]?.rows, table).toBeGreaterThan(0);
    }
    expect(original.tables['public.users']!.rows).toBe(3);
    expect(original.tables['public.sessions']!.rows).toBe(4);

    // The backup, while the app is still up: pg_dump reads one consistent snapshot.
    const dumpFile = join(workDir, 'strix.dump');
    await pgDump(t.database.url!, dumpFile);
    await tar('tar', ['-C', dataDir, '-czf', join(workDir, 'media.tar.gz'), 'media']);

    // The restore: a fresh, empty database, and the media folder into a new DATA_DIR.
    restoredTarget = await createEmptyPostgresDatabase();
    await pgRestore(dumpFile, restoredTarget.url);
    await tar('tar', ['-C', restoredDataDir, '-xzf', join(workDir, 'media.tar.gz')]);
    restored = connectPostgres(restoredTarget.url, 5);
    const copy = await snapshotContents(restored.db);
    expect(compareSnapshots(original, copy)).toEqual([]);
    expect(copy.structure).toContain('table public.rate_limits unlogged');

    // The app migrates on start: on a restored current dump that changes nothing.
    await restored.migrate();
    expect(compareSnapshots(original, await snapshotContents(restored.db))).toEqual([]);

    // A server on the restored database and media answers everyone as before.
    restoredApp = await buildApp({
      config: testConfig({ DATA_DIR: restoredDataDir }),
      database: restored,
      clock: manualClock(t.clock.now()),
      mailer: memoryMailer(),
      webDir: '/nonexistent',
    });
    const ready = (await restoredApp.inject({ url: '/ready' })).json();
    expect(ready.checks.database.ok).toBe(true);
    expect(ready.checks.migrations.ok).toBe(true);
    const after = await views(restoredApp);
    expect(after).toEqual(before);
    expect(await media(restoredApp, after.anaProfile.profileImageUrl)).toEqual(pictureBytes);
    expect((await media(restoredApp, avatar.json().imageUrl)).length).toBeGreaterThan(100);
    expect((await media(restoredApp, share.json().imageUrl)).length).toBeGreaterThan(100);

    // Passwords, API keys and reset links made before the backup still work.
    const anaAgain = await restoredApp.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      payload: { email: ana.email, password: ana.password },
    });
    expect(anaAgain.statusCode).toBe(200);
    expect(anaAgain.json().user.id).toBe(ana.user.id);
    expect(
      (await restoredApp.inject({ url: '/api/v1/leagues', headers: bearer(apiKey) })).statusCode,
    ).toBe(200);
    const reset = await restoredApp.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: nextIp(),
      payload: { token: resetToken, password: 'fresh password', confirmPassword: 'fresh password' },
    });
    expect(reset.statusCode).toBe(200);

    // New rows take the next ids: the sequences came back where they were.
    const newVote = await restoredApp.inject({
      method: 'POST',
      url: `/api/match/${called.matchId}/vote`,
      headers: bearer(cara.token),
      remoteAddress: nextIp(),
      payload: { choice: 'draw' },
    });
    expect(newVote.statusCode).toBe(200);
    expect(newVote.json()).toMatchObject({ home: 1, draw: 1, away: 1, total: 3 });
    // What Ana paid for before the backup re-opens free the same day; a new answer spends a
    // credit she bought before it.
    expect((await search(restoredApp, ana.token, 'Chelsea vs Liverpool')).charged).toBe(false);
    expect((await search(restoredApp, ana.token, 'Newcastle vs Wolves')).spentFrom).toBe('credit');

    // And the comparison sees what the restored server has written since.
    const changed = compareSnapshots(original, await snapshotContents(restored.db));
    expect(changed).toContain(
      `Table public.votes has ${original.tables['public.votes']!.rows + 1} rows, not ${original.tables['public.votes']!.rows}.`,
    );
    expect(changed).toContain(
      `Sequence public.votes_id_seq is at ${Number(original.sequences['public.votes_id_seq']) + 1}, not ${original.sequences['public.votes_id_seq']}.`,
    );
  }, 180_000);

  it('brings a dump of an older release up to date when the app starts on it', async () => {
    // A database as the first release left it: only the first migration applied, one account.
    const older = await createEmptyPostgresDatabase();
    const target = await createEmptyPostgresDatabase();
    const oldMigrations = join(workDir, 'first-release-migrations');
    await cp(appPath('server/db/migrations'), oldMigrations, { recursive: true });
    const journalFile = join(oldMigrations, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
    expect(journal.entries.length).toBeGreaterThan(1);
    await writeFile(
      journalFile,
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }),
    );
    const pool = new pg.Pool({ connectionString: older.url, max: 1 });
    // Dropping the database ends its connections: one the pool still holds must not surface as
    // an uncaught error after the test.
    pool.on('error', () => {});
    let upgraded: Database | undefined;
    let upgradedApp: FastifyInstance | undefined;
    try {
      await migrate(drizzle(pool), { migrationsFolder: oldMigrations });
      await pool.query('insert into users (email, name, password_hash) values ($1, $2, $3)', [
        'dana@example.com',
        'Dana Reis',
        await hashPassword('first release'),
      ]);
      const dumpFile = join(workDir, 'first-release.dump');
      await pgDump(older.url, dumpFile);
      await pgRestore(dumpFile, target.url);

      upgraded = connectPostgres(target.url, 5);
      await upgraded.migrate();
      const current = await snapshotContents(t.database.db);
      const after = await snapshotContents(upgraded.db);
      expect(after.structure).toEqual(current.structure);
      expect(after.tables['drizzle.__drizzle_migrations']!.rows).toBe(
        current.tables['drizzle.__drizzle_migrations']!.rows,
      );
      upgradedApp = await buildApp({
        config: testConfig({ DATA_DIR: restoredDataDir }),
        database: upgraded,
        webDir: '/nonexistent',
      });
      const signIn = await upgradedApp.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: nextIp(),
        payload: { email: 'dana@example.com', password: 'first release' },
      });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().user.name).toBe('Dana Reis');
      // Columns later releases added (credits, plan) answer for her with their defaults.
      const limits = await upgradedApp.inject({
        url: '/api/user/limits',
        headers: bearer(signIn.json().token),
      });
      expect(limits.json()).toMatchObject({
        hasSubscription: false,
        remainingCredits: 0,
        dailyLimit: 5,
      });
    } finally {
      await upgradedApp?.close();
      await upgraded?.close();
      await pool.end();
      await older.drop();
      await target.drop();
    }
  }, 120_000);
});

async function search(app: FastifyInstance, token: string, query: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/search',
    headers: bearer(token),
    remoteAddress: nextIp(),
    payload: { query },
  });
  if (response.statusCode !== 200) throw new Error(`search failed: ${response.body}`);
  return response.json() as SearchResponse;
}

/** A purchase as a person makes it: the checkout started, the test-mode page opened and sent. */
async function buyWithTestCheckout(
  app: FastifyInstance,
  token: string,
  url: string,
  payload: Record<string, string>,
) {
  const started = await app.inject({ method: 'POST', url, headers: bearer(token), payload });
  expect(started.statusCode).toBe(200);
  const path = started.json().checkout_url as string;
  const page = await app.inject({ url: path, headers: bearer(token) });
  const formToken = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const done = await app.inject({
    method: 'POST',
    url: path,
    headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: formToken }).toString(),
  });
  expect(done.statusCode).toBe(303);
}

async function uploadProfilePicture(app: FastifyInstance, token: string) {
  const png = await sharp({
    create: { width: 300, height: 200, channels: 4, background: '#1e64c8' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('profileImage', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  const encoded = new Response(form);
  const response = await app.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: { ...bearer(token), 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(response.statusCode).toBe(200);
  return response;
}

async function media(app: FastifyInstance, path: string | null | undefined): Promise<Buffer> {
  const response = await app.inject({ url: path ?? '/media/none' });
  expect(response.statusCode, path ?? 'no image').toBe(200);
  return response.rawPayload;
}

/** What the people in the database see, through the API, with the credentials they hold. */
async function readViews(
  app: FastifyInstance,
  who: {
    ana: Person;
    ben: Person;
    voterCookie: string;
    votedTeams: string;
    matchVotes: string;
  },
) {
  const read = async (url: string, options: InjectOptions = {}) => {
    const response = await app.inject({ url, remoteAddress: nextIp(), ...options });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };
  // Ana's reads go through her session cookie as her browser sends it.
  const asAna: InjectOptions = { cookies: { strix_session: who.ana.cookie! } };
  return {
    anaCheck: await read('/api/auth/check', asAna),
    anaProfile: await read('/api/user/profile', asAna),
    anaLimits: await read('/api/user/limits', asAna),
    anaSearches: await read('/api/searches', asAna),
    // Without a voter cookie each read is handed a new random one: not something stored.
    anaVotes: { ...(await read(who.votedTeams, asAna)), session: 'issued anew' },
    anaMatchVotes: await read(who.matchVotes, asAna),
    anaAvatars: await read(`/api/user/${who.ana.user.id}/avatars`, asAna),
    benSubscription: await read('/api/user/subscription', { headers: bearer(who.ben.token) }),
    benLimits: await read('/api/user/limits', { headers: bearer(who.ben.token) }),
    benKeys: await read('/api/user/api-keys', { headers: bearer(who.ben.token) }),
    benSeesAna: await read('/api/users/ana_lima', { headers: bearer(who.ben.token) }),
    anonymousVotes: await read(who.matchVotes, { cookies: { [VOTER_COOKIE]: who.voterCookie } }),
  };
}
