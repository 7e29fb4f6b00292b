import { z } from 'zod';

/**
 * `npm run replay -- --to <date>` asks the server that owns the embedded database to move its
 * clock (a loopback-only route): the request and the report it prints.
 */
export const ReplayRequestSchema = z.object({
  /** The new clock: an ISO date or date-time, later than the current one. */
  to: z.string().min(1, 'to: give the date to move the clock to.').max(40, 'to: not a date.'),
});
export type ReplayRequest = z.infer<typeof ReplayRequestSchema>;

export const ReplayResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Matches played between the two, per league. */
  played: z.array(z.object({ leagueId: z.string(), n: z.number() })),
  predictionsSettled: z.number(),
  betsGraded: z.number(),
  /** Rows settlement skipped because they failed ('bet:<id>'); they stay open. */
  skippedRows: z.array(z.string()),
});
export type ReplayResponse = z.infer<typeof ReplayResponseSchema>;
