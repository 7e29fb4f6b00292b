import { z } from 'zod';

/**
 * Sharing a prediction (spec §2 Share Prediction card; §3 Share image response; §4 Share image;
 * §8 Share; §9 share filename and social text).
 */

export const SHARE_MESSAGES = {
  /** Spec §4: 'Unable to generate image' with this line when there is no saved prediction. */
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

/** Spec §9: the download is named prediction-{home}-vs-{away}.png (names made file-safe). */
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
