import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { ingestSportsData } from '../data/ingest/run-ingest.ts';
import { connectPostgres, type Database, openPglite } from '../db/client.ts';
import { madeOnce } from './made-once.ts';
import { MINI_MIRROR } from './mini-mirror.ts';

/*
 * Databases made once per test run and copied, instead of migrating (and loading the mini mirror
 * into) a fresh one for every test file (docs/testing.md, "How long it takes"): a PGlite data
 * folder dumped to a tarball that each new in-memory PGlite loads, and on PostgreSQL a template
 * database that CREATE DATABASE copies. They live for one run (templates-setup.ts makes the
 * folder and drops the PostgreSQL ones at the end), so a changed migration or ingest step is
 * always in them.
 */

/** What a test database starts from: the migrated schema, or that plus the mini mirror. */
export type TemplateName = 'migrated' | 'mini-mirror';

/** The run's template folder and id, provided by templates-setup.ts. */
export interface TemplateRun {
  folder: string;
  runId: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TemplateRun | undefined;
  }
}

function currentRun(): TemplateRun {
  const run = inject('testTemplates');
  if (!run) {
    throw new Error(
      'Test databases need the run set up by server/test/templates-setup.ts (a Vitest globalSetup).',
    );
  }
  return run;
}

const pgliteDumps = new Map<TemplateName, Promise<Blob>>();

/** A template as a PGlite tarball, made by the first worker of the run that needs it. */
export function pgliteTemplate(name: TemplateName): Promise<Blob> {
  let dump = pgliteDumps.get(name);
  if (!dump) {
    dump = loadOrMakePgliteTemplate(name);
    pgliteDumps.set(name, dump);
  }
  return dump;
}

async function loadOrMakePgliteTemplate(name: TemplateName): Promise<Blob> {
  const { folder } = currentRun();
  mkdirSync(folder, { recursive: true });
  const file = await madeOnce(join(folder, `pglite-${name}.tar`), async (partial) => {
    writeFileSync(partial, await makePgliteTemplate(name));
  });
  return new Blob([readFileSync(file)]);
}

async function makePgliteTemplate(name: TemplateName): Promise<Buffer> {
  const database =
    name === 'migrated'
      ? await openPglite()
      : await openPglite(undefined, { loadDataDir: await pgliteTemplate('migrated') });
  try {
    await fill(database, name);
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('PGlite did not dump its data folder.');
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await database.close();
  }
}

/** What a template holds beyond the one it starts from. */
async function fill(database: Database, name: TemplateName) {
  if (name === 'migrated') await database.migrate();
  else await ingestSportsData(database.db, MINI_MIRROR);
}

/** Some number no other application on a shared server is likely to lock with. */
const TEMPLATE_LOCK_ID = 72_331_911;

const postgresTemplates = new Map<string, Promise<string>>();

/** The PostgreSQL database name of a template in this run. */
export const postgresTemplateName = (runId: string, name: TemplateName) =>
  `strix_template_${runId}_${name.replace('-', '_')}`;

/**
 * The name of a template database on the test server, made once per run: the first worker takes
 * an advisory lock, builds it under a temporary name and renames it when it is complete, so a
 * copy is never taken of a half-made template.
 */
export function postgresTemplate(adminUrl: string, name: TemplateName): Promise<string> {
  const key = `${adminUrl} ${name}`;
  let made = postgresTemplates.get(key);
  if (!made) {
    made = makePostgresTemplate(adminUrl, name);
    made.catch(() => postgresTemplates.delete(key));
    postgresTemplates.set(key, made);
  }
  return made;
}

async function makePostgresTemplate(adminUrl: string, name: TemplateName): Promise<string> {
  const template = postgresTemplateName(currentRun().runId, name);
  const from = name === 'migrated' ? undefined : await postgresTemplate(adminUrl, 'migrated');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount) return template;
    const building = `strix_building_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}${from ? ` TEMPLATE ${from}` : ''}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const database = connectPostgres(url.href, 2);
    try {
      await fill(database, name);
    } finally {
      await database.close();
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    return template;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]).catch(() => {});
    await admin.end();
  }
}
