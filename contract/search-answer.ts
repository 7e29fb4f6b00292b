import { z } from 'zod';
import { LeagueOutlookSchema, OUTLOOK_CHANCES } from './outlooks.ts';
import { ChargeFields, InterpretationSchema, SearchResponseSchema } from './search.ts';

/**
 * The answer to a season question ('Who will win the Premier League?'): the league's outlook at
 * the clock, what to highlight in it, and the answer in one sentence.
 */
export const OutlookSearchResponseSchema = z.object({
  kind: z.literal('outlook'),
  interpretation: InterpretationSchema,
  outlook: LeagueOutlookSchema,
  highlight: z.object({
    /** The team asked about; null for a league-wide question. */
    teamId: z.number().int().nullable(),
    /** The chance column asked about; null for a final place or the table as a whole. */
    column: z.enum(OUTLOOK_CHANCES).nullable(),
    /** A final place asked about ('2nd seed'): its chance is read from `projection.positions`. */
    position: z.number().int().nullable(),
    /** The conference or NFL division the question named ('AFC West'). */
    group: z.string().nullable(),
  }),
  /** 'Liverpool win the Premier League in 78% of 10,000 simulations.' */
  answer: z.string(),
  search: z.object({ id: z.string(), query: z.string() }),
  /** How this search was paid for, as for a match answer. */
  spentFrom: z.enum(['subscription', 'allowance', 'credit']),
  ...ChargeFields,
});
export type OutlookSearchResponse = z.infer<typeof OutlookSearchResponseSchema>;

/** What `POST /api/search` answers: a match answer or a season outlook, told apart by `kind`. */
export const SearchAnswerSchema = z.discriminatedUnion('kind', [
  SearchResponseSchema,
  OutlookSearchResponseSchema,
]);
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;
