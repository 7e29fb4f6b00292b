import type { JobStatus, ReadyResponse } from '../../../contract/health.ts';
import type { AppContext } from '../../app-context.ts';
import { appliedMigrations, pingDatabase } from '../../db/queries/health.ts';
import { latestJobRuns } from '../../db/queries/job-runs.ts';
import { committedMigrations } from '../../db/schema-version.ts';
import type { SportsState } from '../../sports/state/sports-state.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import { providerStatuses } from '../live/provider-health.ts';

/** A database that does not answer within this long counts as unreachable. */
const DATABASE_TIMEOUT_MS = 2_000;

/** The migrations this build carries (drizzle-kit's journal), read once. */
let committed: { count: number; latest: number } | undefined;
function committedCount() {
  if (!committed) {
    const entries = committedMigrations();
    committed = { count: entries.length, latest: Math.max(...entries.map((e) => e.when)) };
  }
  return committed;
}

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    work,
    new Promise<T>((_, reject) => {
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref();
    }),
  ]);

async function databaseCheck(ctx: AppContext) {
  const started = performance.now();
  try {
    await withTimeout(pingDatabase(ctx.db), DATABASE_TIMEOUT_MS);
    return {
      ok: true,
      latencyMs: Math.round((performance.now() - started) * 10) / 10,
      error: null,
    };
  } catch (error) {
    return { ok: false, latencyMs: null, error: error instanceof Error ? error.message : 'failed' };
  }
}

async function migrationsCheck(ctx: AppContext) {
  const expected = committedCount();
  const applied = await appliedMigrations(ctx.db).catch(() => ({ count: 0, latest: null }));
  return {
    ok: applied.count >= expected.count && applied.latest === expected.latest,
    applied: applied.count,
    expected: expected.count,
  };
}

async function jobStatuses(ctx: AppContext): Promise<JobStatus[]> {
  const runs = await latestJobRuns(ctx.db);
  return runs.map((r) => ({
    job: r.job,
    periodStart: r.periodStart.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? '',
    outcome: r.outcome,
    failedRows: r.failedRows,
    failedIds: r.failedIds ?? [],
  }));
}

/**
 * Whether this instance should get traffic: its database answers, the schema is the one this
 * build expects, and the league models have been fitted once (until then the first questions
 * would wait seconds for them). Live providers are reported but never gate: they are shared by
 * every instance, and a failing feed would otherwise take the whole fleet out of the balancer;
 * the scheduled jobs' latest runs likewise (a job runs on one instance for the whole fleet).
 */
export async function readiness(ctx: AppContext, state: SportsState): Promise<ReadyResponse> {
  const database = await databaseCheck(ctx);
  const [migrations, asOf, providers, jobs] = database.ok
    ? await Promise.all([
        migrationsCheck(ctx),
        currentAsOf(ctx),
        ctx.config.live ? providerStatuses(ctx.db) : [],
        // Reported only: a schema without the job columns yet must not fail the check.
        jobStatuses(ctx).catch(() => []),
      ])
    : [{ ok: false, applied: 0, expected: committedCount().count }, ctx.config.asOf, [], []];
  const fits = state.readiness(asOf);
  const checks = {
    database,
    migrations,
    models: {
      ok: fits.warmed,
      asOf: asOf.toISOString(),
      fitted: fits.fitted,
      leagues: fits.leagues,
    },
    providers,
    jobs,
  };
  const ready = database.ok && migrations.ok && fits.warmed;
  return { status: ready ? 'ready' : 'not-ready', checks };
}
