import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database on the test server, empty (no tables) or a copy of `template`; `drop()` removes it,
 * connections and all.
 */
export async function createEmptyPostgresDatabase(
  adminUrl = process.env.TEST_DATABASE_URL,
  options: { template?: string } = {},
): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set.');
  const name = `strix_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`,
  );
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      cleanup.on('error', () => {});
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
