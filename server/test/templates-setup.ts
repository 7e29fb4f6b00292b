import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { postgresTemplateName, type TemplateName } from './database-templates.ts';

/**
 * Vitest's global setup: a folder and an id for this run's database templates
 * (database-templates.ts), made before the test files and removed after them, with the run's
 * template databases on the test server.
 */
export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'strix-test-templates-'));
  const runId = randomBytes(4).toString('hex');
  project.provide('testTemplates', { folder, runId });
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const names: TemplateName[] = ['mini-mirror', 'migrated'];
      for (const name of names) {
        await admin.query(
          `DROP DATABASE IF EXISTS ${postgresTemplateName(runId, name)} WITH (FORCE)`,
        );
      }
    } finally {
      await admin.end();
    }
  };
}
