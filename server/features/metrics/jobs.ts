import type { JobOutcome, Metrics } from './registry.ts';

/**
 * Records one run of a scheduled job: `strix_job_runs_total{job,outcome}`, its duration (runs
 * that did work; a `busy` run only found the lock taken) and, unless it failed, the time of its
 * last success. `job` is the job's name as `job_runs` records it ('settlement', ...).
 */
export function recordJobRun(
  metrics: Pick<Metrics, 'jobRuns' | 'jobDuration' | 'jobLastSuccess'>,
  job: string,
  outcome: JobOutcome,
  seconds: number,
): void {
  metrics.jobRuns.inc({ job, outcome });
  if (outcome !== 'busy') metrics.jobDuration.observe({ job }, seconds);
  if (outcome !== 'failed') metrics.jobLastSuccess.set({ job }, Date.now() / 1000);
}
