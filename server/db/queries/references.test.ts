import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../client.ts';
import { brokenReferences } from './references.ts';

describe('the data load’s reference check', () => {
  const folder = mkdtempSync(join(tmpdir(), 'strix-references-'));
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('finds rows a bulk load stored pointing at nothing, and nothing in a sound database', async () => {
    database = await openPglite(join(folder, 'pglite'), { bulkLoad: true });
    await database.migrate();
    expect(await brokenReferences(database.db)).toEqual([]);
    // The load's session skips per-row checks, so this insert is taken as it is.
    await database.db.execute(
      sql`insert into odds_snapshots (match_id, kind, captured_at, source, quotes)
          values (424242, 'closing', now(), 'test', '[]'::jsonb)`,
    );
    expect(await brokenReferences(database.db)).toEqual([
      { name: 'odds_snapshots_match_id_matches_id_fk', rows: 1 },
    ]);
  });

  it('leaves the server’s own sessions checking every row', async () => {
    await database?.close();
    database = await openPglite(join(folder, 'pglite'));
    const refused = await database.db
      .execute(
        sql`insert into odds_snapshots (match_id, kind, captured_at, source, quotes)
            values (434343, 'closing', now(), 'test', '[]'::jsonb)`,
      )
      .then(
        () => undefined,
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(refused).toMatch(/foreign key/);
  });
});
