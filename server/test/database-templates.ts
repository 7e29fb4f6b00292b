import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { ingestSportsData } from '../data/ingest/run-ingest.ts';
import { connectPostgres, type Database, openPglite } from '../db/client.ts';
import { MINI_MIRROR } from './mini-mirror.ts';

/*
 * Databases made once per test run and copied, instead of migrating (and loading the mini mirror
 * into) a fresh one for every test file (docs/testing.md, "How long it takes"): a PGlite data
 * folder dumped to a tarball that each new in-memory PGlite loads, and on PostgreSQL a template
 * database that CREATE DATABASE copies. They live for one run (templates-setup.ts makes the
 * folder and drops the PostgreSQL ones at the end), so a changed migration or ingest step is
 * always in them; outside such a run (a bench, the browser tests) each process makes its own.
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

let ownRun: TemplateRun | undefined;

function currentRun(): TemplateRun {
  let provided: TemplateRun | undefined;
  try {
    provided = inject('testTemplates');
  } catch {
    // Not inside a Vitest worker.
  }
  if (provided) return provided;
  ownRun ??= {
    folder: join(tmpdir(), `strix-test-templates-${process.pid}`),
    runId: `p${process.pid}`,
  };
  return ownRun;
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
  const file = join(folder, `pglite-${name}.tar`);
  if (await claimOrWait(file)) {
    const bytes = await makePgliteTemplate(name);
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    rmSync(`${file}.making`, { force: true });
  }
  return new Blob([readFileSync(file)]);
}

/**
 * True when this process is to make `file`: it created the `.making` marker first. Otherwise
 * waits until the maker has renamed the finished file into place.
 */
async function claimOrWait(file: string): Promise<boolean> {
  if (existsSync(file)) return false;
  try {
    writeFileSync(`${file}.making`, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    const deadline = Date.now() + 180_000;
    while (!existsSync(file)) {
      if (Date.now() > deadline) throw new Error(`No test template appeared at ${file}.`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  }
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
