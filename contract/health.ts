import { z } from 'zod';
import { ProviderStatusSchema } from './status.ts';

/**
 * GET /health and GET /ready, for load balancers and orchestrators. /health says the process is
 * up and answering; /ready says whether this instance should be sent traffic (503 when not),
 * with each check and what it found.
 */
export const HealthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/**
 * A scheduled job's latest finished run, across the fleet. `failedRows` counts the rows the run
 * skipped because they failed (the rest of its batch went on; they are tried again next run),
 * `failedIds` names the first few ('bet:<uuid>', 'prediction:<uuid>'): ids only.
 */
export const JobStatusSchema = z.object({
  job: z.string(),
  periodStart: z.string(),
  finishedAt: z.string(),
  /** 'ok', 'failed' (the whole run), or 'busy' (the previous run still held the job). */
  outcome: z.string().nullable(),
  failedRows: z.number().int(),
  failedIds: z.array(z.string()),
});
export type JobStatus = z.infer<typeof JobStatusSchema>;

export const ReadyResponseSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({
    database: z.object({
      ok: z.boolean(),
      latencyMs: z.number().nullable(),
      error: z.string().nullable(),
    }),
    /** The committed migrations against those the database has applied. */
    migrations: z.object({
      ok: z.boolean(),
      applied: z.number().int(),
      expected: z.number().int(),
    }),
    /**
     * The league models: fitted once since start (`ok`), and how many are fitted for the current
     * clock position (live, the clock steps each minute and the next fit runs in the background).
     */
    models: z.object({
      ok: z.boolean(),
      asOf: z.string(),
      fitted: z.number().int(),
      leagues: z.number().int().nullable(),
    }),
    /** Live providers' last success and failure (empty in replay); shown, never gating. */
    providers: z.array(ProviderStatusSchema),
    /** Each scheduled job's latest finished run; shown, never gating. */
    jobs: z.array(JobStatusSchema),
  }),
});
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;
