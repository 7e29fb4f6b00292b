import { formatPercent } from './percent.ts';
import { drawShare } from './prediction.ts';
import { publicOrigin } from './public-url.ts';

export { PUBLIC_URL_META, publicOrigin } from './public-url.ts';

/**
 * Sharing a prediction, as pure functions. The product spec's sections: 'Prediction result' (the
 * Share Prediction card), 'External links' and 'Business constants and limits' (the file name and
 * the social text).
 */

export const SHARE_TEXTS = {
  linkCopied: 'Link copied!',
  linkCopiedBody: 'Share link copied to clipboard',
  imageGenerated: 'Image generated!',
  imageGeneratedBody: 'Your prediction image is ready to share',
  imageFailed: 'Image generation failed',
  imageFailedBody: 'Unable to create prediction image. Please try again.',
  noPredictionId: 'Unable to generate image',
  noPredictionIdBody: 'Prediction must be saved first',
  imageLinksCopied: 'Image link copied!',
  imageLinksCopiedBody: 'Image and analysis links copied to clipboard',
  downloadStarted: 'Download started',
  downloadStartedBody: 'Prediction image is being downloaded',
} as const;

export interface ShareablePrediction {
  homeTeam: string;
  awayTeam: string;
  /** Percentages, 0–100. */
  homeWinProb: number;
  awayWinProb: number;
  /** False in sports without draws. */
  hasDraw: boolean;
  league?: string | null;
}

const pct = formatPercent;

/**
 * The headline 'AI Sports Prediction' (product spec, 'Business constants and limits') with both
 * teams and their percentages, worded as the server's socialText is (which replaces this once a
 * share image exists).
 */
export function shareText({
  homeTeam,
  awayTeam,
  homeWinProb,
  awayWinProb,
  hasDraw,
  league,
}: ShareablePrediction): string {
  const draw = hasDraw ? ` (draw ${pct(drawShare(homeWinProb, awayWinProb))})` : '';
  const where = league ? ` · ${league}` : '';
  return (
    `AI Sports Prediction: ${homeTeam} ${pct(homeWinProb)} vs ` +
    `${awayTeam} ${pct(awayWinProb)}${draw}${where}`
  );
}

/** The microblogging service's tweet intent, opened in a new tab. */
export function tweetIntentUrl(text: string, url: string): string {
  const params = new URLSearchParams({ text, url });
  return `https://twitter.com/intent/tweet?${params.toString()}`;
}

/** The messaging service's share link: the text and the link in one message. */
export function whatsAppUrl(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`.trim())}`;
}

/** An absolute address for a path the server gave (the share page, the image under /media). */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  try {
    return new URL(pathOrUrl, origin).toString();
  } catch {
    return pathOrUrl;
  }
}

/** The public share page of a saved prediction: /p/{id}, open to anyone with the link. */
export function predictionShareUrl(predictionId: string, origin: string = publicOrigin()): string {
  return absoluteUrl(`/p/${encodeURIComponent(predictionId)}`, origin);
}

/** A match page's link (the page itself asks its visitors to sign in). */
export function matchShareUrl(matchId: number | string, origin: string = publicOrigin()): string {
  return absoluteUrl(`/match/${encodeURIComponent(String(matchId))}`, origin);
}

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'team';

/**
 * 'prediction-{home}-vs-{away}.png', the names made safe for a file name (product spec,
 * 'Business constants and limits').
 */
export function shareImageFilename(homeTeam: string, awayTeam: string): string {
  return `prediction-${slug(homeTeam)}-vs-${slug(awayTeam)}.png`;
}

/** What 'Copy Links' puts on the clipboard: the image and the analysis page. */
export function imageLinksText(imageUrl: string, shareUrl: string): string {
  return `${imageUrl}\n${shareUrl}`;
}
