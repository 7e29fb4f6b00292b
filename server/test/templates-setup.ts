import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { postgresTemplateName, type TemplateName, type TemplateRun } from './database-templates.ts';

/** The run's template folder and id, for the global setups of the run's other projects. */
const RUN_VARIABLE = 'STRIX_TEST_TEMPLATE_RUN';

/**
 * Vitest's global setup: a folder and an id for this run's database templates
 * (database-templates.ts), made before the test files and removed after them, with the run's
 * template databases on the test server.
 */
export default function setup(project: TestProject) {
  // Every project of the run calls this; the first makes the run's folder, the others share it.
  const shared = process.env[RUN_VARIABLE];
  if (shared) {
    project.provide('testTemplates', JSON.parse(shared) as TemplateRun);
    return;
  }
  const folder = mkdtempSync(join(tmpdir(), 'strix-test-templates-'));
  const runId = randomBytes(4).toString('hex');
  process.env[RUN_VARIABLE] = JSON.stringify({ folder, runId } satisfies TemplateRun);
  project.provide('testTemplates', { folder, runId });
  return async () => {
    delete process.env[RUN_VARIABLE];
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
