import { z } from 'zod';
import { ProbabilitySourceSchema } from './probability-source.ts';
import { PlayedMatchSchema } from './search.ts';

/**
 * Sharing a prediction, as the product spec's sections say: 'Prediction result' (the Share
 * Prediction card), 'Entities and their fields' (Share image response), 'States and transitions'
 * (Share image), 'Error catalogue' (Share) and 'Business constants and limits' (the file name and
 * the social text).
 */

export const SHARE_MESSAGES = {
  /**
   * 'Unable to generate image' with this line when there is no saved prediction (product spec,
   * 'States and transitions').
   */
  notSaved: 'Prediction must be saved first',
  notYours: 'You can only share your own predictions.',
  headline: 'AI Sports Prediction',
  disclaimer:
    'AI-generated probabilities based on available data. Not financial or betting advice.',
} as const;

/** The rendered card's size: the 1.91:1 Open Graph / large Twitter card. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** POST /api/predictions/{id}/image */
export const ShareImageResponseSchema = z.object({
  /** Path under /media of the 1200×630 PNG. */
  imageUrl: z.string(),
  /** Starts with 'AI Sports Prediction' and names both teams with their percentages. */
  socialText: z.string(),
  /** Absolute link to /p/{id}: a page with the card's Open Graph tags that opens the app. */
  shareUrl: z.string(),
});
export type ShareImageResponse = z.infer<typeof ShareImageResponseSchema>;

/**
 * GET /api/shared/{id}: a saved prediction as anyone with its link sees it (signed out too):
 * the prediction only, never odds, value bets or news.
 */
export const SharedPredictionSchema = z.object({
  id: z.string(),
  /** The fixture's match page, or null for a what-if matchup. */
  matchId: z.number().int().nullable(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  league: z.string(),
  /** ISO kick-off, or null for a what-if matchup or an unknown time. */
  kickoff: z.string().nullable(),
  /** 'yyyy-mm-dd' when only the kick-off's day is known (the page says 'time TBC'). */
  kickoffDay: z.string().nullable(),
  hypothetical: z.boolean(),
  /** Percentages (0–100) as the prediction published them; draw null without draws. */
  homeWinProb: z.number(),
  drawProb: z.number().nullable(),
  awayWinProb: z.number(),
  confidence: z.number(),
  /** What the percentages are ("Market's fair price — Pinnacle, no-vig"); null for predictions
   * saved before it was kept. */
  probabilitySource: ProbabilitySourceSchema.nullable(),
  /** The prediction's headline and summary; null for predictions saved without them. */
  prediction: z.string().nullable(),
  summary: z.string().nullable(),
  keyInsights: z.array(z.string()),
  /**
   * Where the match stands at the app's clock: null before kick-off (and for a what-if); in play
   * once kicked off; finished with the score and how this prediction did, graded as the record
   * grades a pick, once the result is known at the clock.
   */
  played: PlayedMatchSchema.nullable(),
  /** The absolute link to this page, built from the server's public address. */
  shareUrl: z.string(),
});
export type SharedPrediction = z.infer<typeof SharedPredictionSchema>;

/**
 * The download is named prediction-{home}-vs-{away}.png, the names made file-safe (product spec,
 * 'Business constants and limits').
 */
export function shareFileName(homeTeam: string, awayTeam: string): string {
  const safe = (name: string) =>
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'team';
  return `prediction-${safe(homeTeam)}-vs-${safe(awayTeam)}.png`;
}
