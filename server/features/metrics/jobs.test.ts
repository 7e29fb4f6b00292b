import { describe, expect, it } from 'vitest';
import { parseExposition, sampleValue } from './exposition-kit.ts';
import { recordJobRun } from './jobs.ts';
import { createMetrics } from './registry.ts';

describe('job run metrics', () => {
  it('counts runs by outcome, times those that did work, and dates the last success', async () => {
    const metrics = createMetrics();
    const before = Date.now() / 1000;
    recordJobRun(metrics, 'settlement', 'ok', 0.2);
    recordJobRun(metrics, 'settlement', 'busy', 0.001);
    recordJobRun(metrics, 'settlement', 'failed', 3);
    recordJobRun(metrics, 'live-refresh', 'failed', 1);
    const samples = parseExposition(await metrics.registry.metrics());
    const runs = (job: string, outcome: string) =>
      sampleValue(samples, 'strix_job_runs_total', { job, outcome });
    expect([
      runs('settlement', 'ok'),
      runs('settlement', 'busy'),
      runs('settlement', 'failed'),
    ]).toEqual([1, 1, 1]);
    // A busy run only found the lock taken: its near-zero time would hide the real ones.
    expect(sampleValue(samples, 'strix_job_duration_seconds_count', { job: 'settlement' })).toBe(2);
    expect(
      sampleValue(samples, 'strix_job_duration_seconds_sum', { job: 'settlement' }),
    ).toBeCloseTo(3.2);
    expect(
      sampleValue(samples, 'strix_job_last_success_timestamp_seconds', { job: 'settlement' }),
    ).toBeGreaterThanOrEqual(before);
    // A job that never succeeded has no last success, rather than one in 1970.
    expect(
      sampleValue(samples, 'strix_job_last_success_timestamp_seconds', { job: 'live-refresh' }),
    ).toBeUndefined();
  });
});
