import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '../test/harness.ts';
import { committedMigrations, SchemaNewerError } from './schema-version.ts';

describe.each(databaseKinds)('schema version on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('migrates again without complaint when the schema is this build’s', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });

  it('refuses a database a newer build has migrated, saying what to do', async () => {
    const newest = Math.max(...committedMigrations().map((entry) => entry.when));
    const later = newest + 3 * 24 * 3600 * 1000;
    // What a newer build's migrator leaves behind: one more applied migration.
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-build', ${later})`,
    );
    const attempt = database.migrate();
    await expect(attempt).rejects.toBeInstanceOf(SchemaNewerError);
    await expect(attempt).rejects.toThrow(
      new RegExp(
        `schema is newer than this build of Strix: it has 1 migration this build does not know \\(the newest made ${new Date(later).toISOString().slice(0, 10)}.*Start the newer build, or restore a backup`,
      ),
    );
  });
});
