import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config/config.ts';
import type { Database } from '../../db/client.ts';
import { createTestDatabase, databaseKinds } from '../../test/harness.ts';

/** An app that warms its models once it listens, as the server process does. */
async function serverApp(database: Database) {
  const app = await buildApp({
    config: testConfig(),
    database,
    webDir: '/nonexistent',
    scheduleJobs: true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function readyWithin(app: Awaited<ReturnType<typeof serverApp>>, ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: '/ready' });
    if (response.statusCode === 200 || Date.now() > until) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(databaseKinds)('/health and /ready on %s', (kind) => {
  let database: Database | undefined;
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    await database?.close().catch(() => {});
    database = undefined;
    close = undefined;
  });

  it('is ready once the models are fitted, and says what each check found', async () => {
    database = await createTestDatabase(kind, 'mini-mirror');
    const app = await serverApp(database);
    close = () => app.close();
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');

    const ready = await readyWithin(app, 60_000);
    expect(ready.statusCode).toBe(200);
    const body = ready.json();
    expect(body.status).toBe('ready');
    expect(body.checks.database.ok).toBe(true);
    expect(body.checks.migrations.ok).toBe(true);
    expect(body.checks.migrations.applied).toBe(body.checks.migrations.expected);
    expect(body.checks.models).toMatchObject({ ok: true, asOf: '2025-01-15T12:00:00.000Z' });
    expect(body.checks.models.fitted).toBe(body.checks.models.leagues);
    expect(body.checks.models.leagues).toBeGreaterThan(3);
  }, 90_000);

  it('is not ready before the models are fitted, nor with a migration missing', async () => {
    database = await createTestDatabase(kind);
    // Without the jobs the models are fitted only when first asked for.
    const app = await buildApp({ config: testConfig(), database, webDir: '/nonexistent' });
    close = () => app.close();
    const cold = await app.inject({ method: 'GET', url: '/ready' });
    expect(cold.statusCode).toBe(503);
    expect(cold.json().checks.models.ok).toBe(false);

    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const behind = await app.inject({ method: 'GET', url: '/ready' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json().checks.migrations).toMatchObject({ ok: false });
    expect(behind.json().checks.migrations.applied).toBe(
      behind.json().checks.migrations.expected - 1,
    );
  });

  it('answers 503, not an error, when the database is gone; /health still answers', async () => {
    database = await createTestDatabase(kind);
    const app = await serverApp(database);
    close = () => app.close();
    await readyWithin(app, 30_000);
    await database.close();
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks.database).toMatchObject({ ok: false, latencyMs: null });
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
