import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type Db } from '../db/client.ts';
import { avatars, leagues, predictions, sports, teams, users } from '../db/schema.ts';
import { createMetrics } from '../features/metrics/registry.ts';
import { type MediaKind, type MediaStore, mediaStore } from '../lib/media.ts';
import { createTestApp, databaseKinds, registerUser, type TestApp } from '../test/harness.ts';
import { runMediaSweep } from './media-sweep.ts';

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');
const HOURS_AGO = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

describe.each(databaseKinds)('media sweep on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let media: MediaStore;
  let userId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'strix-media-sweep-'));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
    media = mediaStore(dataDir);
    userId = (await registerUser(t.app)).user.id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const context = (db: Db = t.database.db, store = media) => ({
    db,
    media: store,
    metrics: createMetrics(),
  });
  /** A stored file, last written `hours` ago. */
  const file = async (mediaKind: MediaKind, hours: number) => {
    const path = await media.savePng(mediaKind, PNG);
    await utimes(join(dataDir, path), HOURS_AGO(hours), HOURS_AGO(hours));
    return path;
  };
  const exists = async (path: string) => (await media.read(path)) !== undefined;
  const shareOf = async (path: string) => {
    const db = t.database.db;
    await db.insert(sports).values({ id: 'soccer', name: 'Soccer' }).onConflictDoNothing();
    await db
      .insert(leagues)
      .values({ id: 'sweep-league', sportId: 'soccer', name: 'Sweep League', country: 'Nowhere' })
      .onConflictDoNothing();
    const [home, away] = await db
      .insert(teams)
      .values(
        ['Home', 'Away'].map((name) => ({ sportId: 'soccer', name, sourceKey: randomUUID() })),
      )
      .returning({ id: teams.id });
    await db.insert(predictions).values({
      leagueId: 'sweep-league',
      homeTeamId: home!.id,
      awayTeamId: away!.id,
      hypothetical: true,
      homeProb: 0.5,
      drawProb: 0.2,
      awayProb: 0.3,
      confidence: 50,
      asOf: new Date(),
      payload: {},
      shareImage: path,
    });
  };
  const avatarOf = (path: string) =>
    t.database.db.insert(avatars).values({
      userId,
      style: 'cartoon',
      description: 'Cheerful fan',
      options: {},
      image: path,
      generationMs: 10,
    });

  it('removes old orphans only: young files, referenced files and strangers stay', async () => {
    const oldOrphans = [
      await file('avatars', 2),
      await file('profiles', 5),
      await file('shares', 3),
    ];
    const youngOrphan = await file('avatars', 0.5);
    const picture = await file('profiles', 48);
    const avatar = await file('avatars', 48);
    const share = await file('shares', 48);
    await t.database.db.update(users).set({ profileImage: picture }).where(eq(users.id, userId));
    await avatarOf(avatar);
    await shareOf(share);
    // Not one of Strix's own names: never touched, however old.
    const stranger = join(dataDir, 'media', 'avatars', 'backup.png');
    await writeFile(stranger, PNG);
    await utimes(stranger, HOURS_AGO(100), HOURS_AGO(100));

    const ctx = context();
    const result = await runMediaSweep(ctx);
    expect(result).toEqual({ removed: 3, profiles: 1, avatars: 1, shares: 1 });
    for (const path of oldOrphans) expect(await exists(path)).toBe(false);
    for (const path of [youngOrphan, picture, avatar, share]) expect(await exists(path)).toBe(true);
    expect(await readdir(join(dataDir, 'media', 'avatars'))).toContain('backup.png');
    const counted = (await ctx.metrics.mediaFilesRemoved.get()).values;
    expect(counted.reduce((sum, sample) => sum + sample.value, 0)).toBe(3);

    // The young orphan goes once it has outlived the grace period; the rest stays.
    const later = await runMediaSweep(context(), { now: new Date(Date.now() + 2 * 3600_000) });
    expect(later.removed).toBe(1);
    expect(await exists(youngOrphan)).toBe(false);
    for (const path of [picture, avatar, share]) expect(await exists(path)).toBe(true);
  });

  it('keeps a file whose row is committed while the folder is being listed', async () => {
    const path = await file('avatars', 6);
    // The listing yields the file; its row commits before the sweep asks the database.
    const listing: MediaStore = {
      ...media,
      async *list() {
        for await (const stored of media.list()) yield stored;
        await avatarOf(path);
      },
    };
    const result = await runMediaSweep(context(t.database.db, listing));
    expect(await exists(path)).toBe(true);
    expect(result.removed).toBe(0);
  });

  it('two sweeps at once (two instances) both finish, remove each orphan once, keep referenced files', async () => {
    const orphans = await Promise.all(Array.from({ length: 40 }, (_, i) => file('shares', 2 + i)));
    const referenced = await Promise.all(Array.from({ length: 10 }, () => file('avatars', 24)));
    for (const path of referenced) await avatarOf(path);
    // On PostgreSQL the second instance has its own connection pool, as another process would.
    const other = t.database.url ? connectPostgres(t.database.url, 4) : undefined;
    try {
      const results = await Promise.all([
        runMediaSweep(context()),
        runMediaSweep(context(other?.db ?? t.database.db)),
      ]);
      expect(results[0].removed + results[1].removed).toBe(orphans.length);
    } finally {
      await other?.close();
    }
    for (const path of orphans) expect(await exists(path)).toBe(false);
    for (const path of referenced) expect(await exists(path)).toBe(true);
  });
});
