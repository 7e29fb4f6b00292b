import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATA_EXPORT_MESSAGES, DATA_EXPORT_SCHEMA, type DataExport } from '@contract';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countPersonRows, personTables } from '../../db/queries/person-tables.ts';
import { avatars, creditLedger, predictions, searches } from '../../db/schema.ts';
import { type MediaStore, mediaStore } from '../../lib/media.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';
import {
  type SeededPerson,
  type SportsFixture,
  seedPersonRows,
  seedSportsFixture,
} from '../../test/person-rows.ts';
import { EXPORT_COVERAGE } from './coverage.ts';

type Account = Awaited<ReturnType<typeof registerUser>>;

const exportUrl = (userId: string, format?: string) =>
  `/api/user/${userId}/export${format ? `?format=${format}` : ''}`;

async function download(t: TestApp, account: Account, format?: string) {
  return t.app.inject({
    method: 'GET',
    url: exportUrl(account.user.id, format),
    headers: bearer(account.token),
  });
}

/** An empty section is one the export has nothing in: [] or null. */
const hasRows = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value != null);

describe.each(databaseKinds)('Download my data on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let media: MediaStore;
  let sports: SportsFixture;
  let ana: Account;
  let bruno: Account;
  let anaRows: SeededPerson;
  let brunoRows: SeededPerson;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'strix-export-'));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
    media = mediaStore(dataDir);
    sports = await seedSportsFixture(t.database.db);
    ana = await registerUser(t.app, { name: 'Ana Lima' });
    bruno = await registerUser(t.app, { name: 'Bruno Otherperson' });
    // Both follow and are followed by a third person, whose public username Ana may see.
    const friend = await registerUser(t.app, { name: 'Carla Friend' });
    await seedPersonRows(
      t.database.db,
      media,
      { userId: friend.user.id, label: 'carla', friendId: bruno.user.id },
      sports,
    );
    anaRows = await seedPersonRows(
      t.database.db,
      media,
      { userId: ana.user.id, label: 'ana', friendId: friend.user.id },
      sports,
    );
    await setPlan(t.database, ana.user.id, 'premium');
    brunoRows = await seedPersonRows(
      t.database.db,
      media,
      { userId: bruno.user.id, label: 'bruno', friendId: friend.user.id },
      sports,
    );
  });
  afterAll(async () => {
    await t?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("holds a row of every table that holds a person's rows, and nothing of anyone else", async () => {
    const response = await download(t, ana, 'json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const data = response.json() as DataExport;
    expect(data.schema).toBe(DATA_EXPORT_SCHEMA);
    expect(data.exportedAt).toBe(t.clock.now().toISOString());
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="strix-data-${data.exportedAt.slice(0, 10)}.json"`,
    );

    // A table the catalogue knows and the export does not cover fails here until it is added
    // to EXPORT_COVERAGE (or excluded there with a reason).
    const tables = await personTables(t.database.db);
    expect(tables.map((table) => table.table)).toContain('api_key_usage');
    expect(Object.keys(EXPORT_COVERAGE).sort()).toEqual(tables.map((table) => table.table).sort());
    for (const table of tables) {
      const rows = await countPersonRows(t.database.db, tables, table, ana.user.id);
      expect(rows, `seeded rows of ${table.table}`).toBeGreaterThan(0);
      const coverage = EXPORT_COVERAGE[table.table]!;
      if ('section' in coverage) {
        expect(hasRows(data[coverage.section]), `export of ${table.table}`).toBe(true);
      }
    }
    expect(data.apiKeys[0]!.usage).toEqual([{ day: '2025-01-17', requests: 3 }]);
    expect(data.following).toEqual([{ username: 'carla_handle', since: expect.any(String) }]);
    expect(data.followers).toEqual([{ username: 'carla_handle', since: expect.any(String) }]);

    const text = JSON.stringify(data);
    for (const mark of [...anaRows.marks, ana.email]) expect(text).toContain(mark);
    for (const mark of [...brunoRows.marks, bruno.email, 'Bruno Otherperson']) {
      expect(text, 'another person in the export').not.toContain(mark);
    }
    // Secrets stored as hashes, and the unsubscribe key, are never handed out.
    for (const secret of [
      'ana-session-hash',
      'ana-reset-hash',
      'ana-key-hash',
      'ana-unsubscribe',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('$argon2');
  });

  it('shows money in cents and as Strix shows it, and dates in UTC', async () => {
    const data = (await download(t, ana, 'json')).json() as DataExport;
    expect(data.payments).toEqual([
      expect.objectContaining({ amount: { cents: 499, formatted: '$4.99' }, item: 'small' }),
    ]);
    expect(data.bets[0]!.stake).toEqual({ cents: 1250, formatted: '12.50' });
    expect(data.bettingLimits!.monthlyStakeLimit).toEqual({ cents: 50_000, formatted: '500.00' });
    expect(data.predictions[0]).toMatchObject({
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      grading: { outcome: 'home', settledAt: '2025-01-18T17:00:00.000Z' },
    });
    expect(data.account).toMatchObject({ plan: 'premium', credits: 4, hasPassword: true });
    expect(data.account.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('zips the JSON, a README and every image, byte for byte as stored', async () => {
    const response = await download(t, ana);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const day = t.clock.now().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="strix-data-${day}.zip"`,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const images = Object.values(anaRows.images);
    const imageNames = images.map((path) => `images/${path.slice('/media/'.length)}`);
    expect(Object.keys(files).sort()).toEqual(
      ['README.txt', 'strix-data.json', ...imageNames].sort(),
    );
    const data = JSON.parse(new TextDecoder().decode(files['strix-data.json'])) as DataExport;
    expect(data.account.email).toBe(ana.email);
    expect(new TextDecoder().decode(files['README.txt'])).toContain('strix-data.json');
    for (const path of images) {
      const stored = await readFile(join(dataDir, path.slice(1)));
      expect(Buffer.from(files[`images/${path.slice('/media/'.length)}`]!).equals(stored)).toBe(
        true,
      );
    }
  });

  it('is for the signed-in owner only, and refuses an unknown format', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: exportUrl(ana.user.id) });
    expect(signedOut.statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'GET',
      url: exportUrl(ana.user.id),
      headers: bearer(bruno.token),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: DATA_EXPORT_MESSAGES.notYours });
    expect(other.body).not.toContain('ana');
    const badFormat = await download(t, bruno, 'pdf%3Cscript%3E');
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json()).toEqual({ error: DATA_EXPORT_MESSAGES.badFormat });
    const twoFormats = await download(t, bruno, 'zip&format=json');
    expect(twoFormats.statusCode).toBe(400);
  });

  it('allows five downloads an hour, also when asked for in parallel', async () => {
    const person = await registerUser(t.app);
    const answers = await Promise.all(Array.from({ length: 8 }, () => download(t, person, 'json')));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual({ error: DATA_EXPORT_MESSAGES.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("prepares a normal account's export within seconds (timed in the log)", async () => {
    const person = await registerUser(t.app);
    const userId = person.user.id;
    const db = t.database.db;
    // A year of use: 400 questions, each with the prediction shown (about 6 kB of answer).
    const answer = { insights: Array.from({ length: 40 }, (_, i) => `Insight ${i} `.repeat(12)) };
    for (let batch = 0; batch < 4; batch++) {
      const made = await db
        .insert(searches)
        .values(
          Array.from({ length: 100 }, (_, i) => ({
            userId,
            query: `Arsenal vs Chelsea ${batch}-${i}`,
            interpretation: { kind: 'match' },
            spentFrom: 'allowance' as const,
          })),
        )
        .returning({ id: searches.id });
      await db.insert(predictions).values(
        made.map((search) => ({
          userId,
          searchId: search.id,
          matchId: sports.matchId,
          leagueId: 'E0',
          homeTeamId: sports.homeTeamId,
          awayTeamId: sports.awayTeamId,
          hypothetical: false,
          homeProb: 0.5,
          drawProb: 0.25,
          awayProb: 0.25,
          confidence: 70,
          asOf: new Date('2025-01-17T00:00:00Z'),
          payload: answer,
        })),
      );
    }
    await db.insert(creditLedger).values(
      Array.from({ length: 100 }, (_, i) => ({
        userId,
        kind: 'grant' as const,
        delta: 1,
        balanceAfter: i + 1,
      })),
    );
    for (let i = 0; i < 4; i++) {
      const image = await media.savePng('avatars', Buffer.alloc(400_000, i));
      await db.insert(avatars).values({
        userId,
        style: 'cartoon',
        description: `Avatar ${i}`,
        options: {},
        image,
        generationMs: 10,
      });
    }

    const started = performance.now();
    const response = await download(t, person);
    const ms = Math.round(performance.now() - started);
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const data = JSON.parse(new TextDecoder().decode(files['strix-data.json'])) as DataExport;
    expect(data.searches).toHaveLength(400);
    expect(data.predictions).toHaveLength(400);
    expect(Object.keys(files).filter((name) => name.startsWith('images/'))).toHaveLength(4);
    console.info(
      `[${kind}] export of 400 searches and predictions, 100 ledger rows and 4 avatars: ${ms} ms, ${(response.rawPayload.length / 1e6).toFixed(1)} MB zipped`,
    );
  });
});
