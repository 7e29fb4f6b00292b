import { z } from 'zod';

/** Which clock the app runs on: the replay of the offline mirror, or live providers. */
export const StatusResponseSchema = z.object({
  mode: z.enum(['replay', 'live']),
  /** "Now" for predictions: matches after it are upcoming and their results are hidden. */
  asOf: z.string(),
});
export type StatusResponse = z.infer<typeof StatusResponseSchema>;
