import { z } from 'zod';

/**
 * Questions about a league's season ("Who will win the Premier League?", "will Leicester go
 * down", "Lakers playoff chances"): what was asked, in the outlook's own terms. Kept apart from
 * the answer (search-answer.ts) so the interpretation does not depend on the outlook's shape.
 */

/**
 * The season-long markets a question can ask about. Most are an outlook column
 * (`OUTLOOK_CHANCES`); `position` is one final place ('2nd seed', 'finish 4th'), read from the
 * position distribution; `table` asks for the projection as a whole.
 */
export const OUTLOOK_MARKETS = [
  'title',
  'top4',
  'europe',
  'relegation',
  'relegationPlayoff',
  'promoted',
  'promotion',
  'playoffs',
  'playoffPromotion',
  'playIn',
  'topSeed',
  'divisionTitle',
  'bye',
  'wildCard',
  'bestRecord',
  'pennant',
  'position',
  'table',
] as const;
export type OutlookMarket = (typeof OUTLOOK_MARKETS)[number];

export const OutlookQuestionSchema = z.object({
  market: z.enum(OUTLOOK_MARKETS),
  /** The team asked about; null for a league-wide question ('who goes down?'). */
  teamId: z.number().int().nullable(),
  team: z.string().nullable(),
  /**
   * A conference, league or division the question names: 'AFC West', 'East', 'NFC', 'AL',
   * 'NL East', 'Metropolitan'.
   */
  group: z.string().nullable(),
  /** `position` questions: the final place asked about (1 = first). */
  position: z.number().int().nullable(),
  /** Asked the other way round ('stay up', 'survive'): the answer speaks of the complement. */
  negated: z.boolean(),
});
export type OutlookQuestion = z.infer<typeof OutlookQuestionSchema>;
