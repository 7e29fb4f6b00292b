import {
  type PlayedMatch,
  type ProbabilitySource,
  ProbabilitySourceSchema,
  SHARE_MESSAGES,
  type SharedPrediction,
  type ShareImageResponse,
  withoutPrices,
} from '@contract';
import { favouredPick } from '../../../engine/metrics/pick.ts';
import type { AppContext } from '../../app-context.ts';
import {
  findShareablePrediction,
  type ShareablePrediction,
  storeShareImage,
} from '../../db/queries/shares.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { discardMedia, savePngFor } from '../../lib/media.ts';
import { isUuid } from '../../lib/parse.ts';
import { percentages } from '../../sports/prediction/prediction-builder.ts';
import { knownAt } from '../../sports/time/known-at.ts';
import { AWAITING_RESULT_MS } from '../../sports/time/result-timing.ts';
import { kickoffDayOf, kickoffText as kickoffLabel } from '../../sports/time/time-zones.ts';
import { gradePrediction } from '../grading/grade.ts';
import { withoutMarketLines, withoutMarketSentences } from '../safer-gambling/hide-betting.ts';
import type { ShareCardData } from './card.ts';

export const SHARED_NOT_FOUND = 'This shared prediction does not exist or is no longer available.';

/** Longer names are cut so the card's columns and the page title stay readable. */
const MAX_NAME = 40;
const clip = (text: string) =>
  text.length > MAX_NAME ? `${text.slice(0, MAX_NAME - 1).trimEnd()}…` : text;

/** Everything a card, a share text and a share page say about one prediction. */
export interface ShareFacts {
  id: string;
  matchId: number | null;
  homeTeam: string;
  awayTeam: string;
  league: string;
  dateLabel: string;
  percent: ShareCardData['percent'];
  /** What the percentages are, as the answer labelled them; null when stored before it was kept. */
  source: ProbabilitySource | null;
}

/** A stored prediction by id, or undefined (also for ids that are not UUIDs). */
export async function loadShareable(
  ctx: Pick<AppContext, 'db'>,
  id: string,
): Promise<ShareablePrediction | undefined> {
  if (!isUuid(id)) return undefined;
  return findShareablePrediction(ctx.db, id.toLowerCase());
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** The stored source, or null for a prediction saved before it was kept (or a payload gone bad). */
const sourceOf = (value: unknown): ProbabilitySource | null => {
  const parsed = ProbabilitySourceSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export function shareFacts(row: ShareablePrediction): ShareFacts {
  // The payload keeps the names as the user saw them; the team rows are the fallback.
  const homeTeam = clip(text(row.payload.homeTeam) ?? row.homeTeamName);
  const awayTeam = clip(text(row.payload.awayTeam) ?? row.awayTeamName);
  const league = clip(text(row.payload.league) ?? row.leagueName);
  const kickoffText = text(row.payload.kickoff);
  const kickoff =
    row.kickoff ??
    (kickoffText && !Number.isNaN(Date.parse(kickoffText)) ? new Date(kickoffText) : null);
  const probs =
    row.drawProb === null
      ? [row.homeProb, row.awayProb]
      : [row.homeProb, row.drawProb, row.awayProb];
  const shares = percentages(probs);
  return {
    id: row.id,
    matchId: row.matchId,
    homeTeam,
    awayTeam,
    league,
    // One card for every reader, so it names its zone (the league's): 'Sun 2 Feb 2025, 16:30 GMT'.
    dateLabel:
      row.hypothetical || !kickoff
        ? 'What-if matchup'
        : kickoffLabel(
            { kickoff, leagueId: row.leagueId, kickoffTimeKnown: row.kickoffTimeKnown ?? true },
            undefined,
            true,
          ),
    percent:
      row.drawProb === null
        ? { home: shares[0]!, draw: null, away: shares[1]! }
        : { home: shares[0]!, draw: shares[1]!, away: shares[2]! },
    source: sourceOf(row.payload.probabilitySource),
  };
}

const pct = (value: number) => `${value.toFixed(1)}%`;

/**
 * What the percentages are, for the card and the link preview: one for every viewer, a person on
 * a break included, so without the book or prices named.
 */
const publicSourceLabel = (facts: ShareFacts) =>
  facts.source ? withoutPrices(facts.source).label : null;

/** What the card draws: the facts, and what the percentages are. */
export const cardDataOf = (facts: ShareFacts): ShareCardData => ({
  ...facts,
  sourceLabel: publicSourceLabel(facts),
});

/**
 * The headline 'AI Sports Prediction' with both teams and their percentages (product spec,
 * 'Business constants and limits').
 */
export function socialText(facts: ShareFacts): string {
  const draw = facts.percent.draw === null ? '' : ` (draw ${pct(facts.percent.draw)})`;
  return (
    `${SHARE_MESSAGES.headline}: ${facts.homeTeam} ${pct(facts.percent.home)} vs ` +
    `${facts.awayTeam} ${pct(facts.percent.away)}${draw} · ${facts.league}, ${facts.dateLabel}`
  );
}

/** One line for link previews: every percentage, the fixture's league and day, the disclaimer. */
export function shareDescription(facts: ShareFacts): string {
  const parts = [
    `${facts.homeTeam} ${pct(facts.percent.home)}`,
    ...(facts.percent.draw === null ? [] : [`Draw ${pct(facts.percent.draw)}`]),
    `${facts.awayTeam} ${pct(facts.percent.away)}`,
  ];
  const label = publicSourceLabel(facts);
  const source = label ? ` (${label})` : '';
  return `${parts.join(' · ')}${source}. ${facts.league}, ${facts.dateLabel}. ${SHARE_MESSAGES.disclaimer}`;
}

const textList = (value: unknown) =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];

type SharedTexts = Pick<SharedPrediction, 'prediction' | 'summary' | 'keyInsights'>;

const textsOf = (stored: Record<string, unknown>): SharedTexts => ({
  prediction: text(stored.prediction) ?? null,
  summary: text(stored.summary) ?? null,
  keyInsights: textList(stored.keyInsights),
});

/**
 * The stored texts for a viewer: on a break, those written without the market, kept with the
 * prediction. A prediction stored before they were kept has its sentences that quote the market
 * left out instead.
 */
function sharedTexts(row: ShareablePrediction, marketHidden: boolean): SharedTexts {
  const shown = textsOf(row.payload);
  if (!marketHidden) return shown;
  const free = row.payload.withoutMarket;
  if (free && typeof free === 'object') return textsOf(free as Record<string, unknown>);
  return {
    prediction: (shown.prediction && withoutMarketSentences(shown.prediction)) || null,
    summary: (shown.summary && withoutMarketSentences(shown.summary)) || null,
    keyInsights: withoutMarketLines(shown.keyInsights),
  };
}

/**
 * Where the shared prediction's match stands at the clock `asOf`: nothing before kick-off (or for
 * a what-if); in play once kicked off, until its result is known or AWAITING_RESULT_MS have gone
 * by without one; finished with the score once the clock may see it (knownAt), and the shared
 * prediction graded as the record grades a pick: the side it favoured, right or wrong, log loss
 * and Brier.
 */
export function playedAt(
  row: ShareablePrediction,
  facts: ShareFacts,
  asOf: Date,
  kickoffDay: string | null,
): PlayedMatch | null {
  const { kickoff } = row;
  if (row.hypothetical || row.matchId === null || !kickoff || kickoff > asOf) return null;
  const base = { kickoff: kickoff.toISOString(), kickoffDay };
  const scored = { kickoff, homeScore: row.homeScore, awayScore: row.awayScore };
  if (!knownAt(asOf).result(row.leagueId, scored)) {
    if (asOf.getTime() - kickoff.getTime() > AWAITING_RESULT_MS) return null;
    return { ...base, status: 'in-play', score: null, grade: null };
  }
  const score = { home: row.homeScore!, away: row.awayScore! };
  const graded = gradePrediction(
    {
      id: row.id,
      matchId: row.matchId,
      leagueId: row.leagueId,
      homeProb: row.homeProb,
      drawProb: row.drawProb,
      awayProb: row.awayProb,
      pick: null,
      pickPrice: null,
      homeScore: score.home,
      awayScore: score.away,
    },
    null,
  );
  const { pick, correct } = favouredPick(row.homeProb, row.awayProb, graded.outcome);
  return {
    ...base,
    status: 'finished',
    score,
    grade: {
      pick,
      probability: pick === 'home' ? facts.percent.home : facts.percent.away,
      outcome: graded.outcome,
      correct,
      logLoss: graded.logLoss,
      brier: graded.brier,
    },
  };
}

/**
 * GET /api/shared/{id}: what the share link shows anyone, signed out included. Only the
 * prediction: Advanced Analytics (odds, value bets, news) is never part of a shared link; once
 * the match has kicked off at the clock `asOf`, where it stands (`playedAt`).
 * `marketHidden`: the viewer is on a break, and gets the texts written without the market.
 */
export function sharedPrediction(
  ctx: AppContext,
  row: ShareablePrediction,
  asOf: Date,
  marketHidden = false,
): SharedPrediction {
  const facts = shareFacts(row);
  const kickoffText = text(row.payload.kickoff);
  const kickoff = row.hypothetical
    ? null
    : (row.kickoff?.toISOString() ??
      (kickoffText && !Number.isNaN(Date.parse(kickoffText)) ? kickoffText : null));
  const kickoffDay =
    kickoff && row.kickoff
      ? kickoffDayOf({
          kickoff: row.kickoff,
          leagueId: row.leagueId,
          kickoffTimeKnown: row.kickoffTimeKnown ?? true,
        })
      : null;
  return {
    id: row.id,
    matchId: row.matchId,
    homeTeam: facts.homeTeam,
    awayTeam: facts.awayTeam,
    league: facts.league,
    kickoff,
    kickoffDay,
    hypothetical: row.hypothetical,
    homeWinProb: facts.percent.home,
    drawProb: facts.percent.draw,
    awayWinProb: facts.percent.away,
    confidence: row.confidence,
    probabilitySource: facts.source && marketHidden ? withoutPrices(facts.source) : facts.source,
    ...sharedTexts(row, marketHidden),
    played: playedAt(row, facts, asOf, kickoffDay ?? null),
    shareUrl: shareUrlOf(ctx, row.id),
  };
}

export const shareUrlOf = (ctx: AppContext, id: string) => `${ctx.config.publicUrl}/p/${id}`;

/** Renders in progress per prediction, so a burst of first views renders the card once. */
const rendering = new Map<string, Promise<string>>();

/**
 * The card's path under /media, rendered and stored on first need and reused afterwards. A
 * recorded path whose file is gone (a wiped data folder) is rendered again.
 */
export async function ensureShareImage(
  ctx: Pick<AppContext, 'db' | 'media' | 'log'>,
  row: ShareablePrediction,
): Promise<string> {
  if (row.shareImage && (await ctx.media.read(row.shareImage))) return row.shareImage;
  let pending = rendering.get(row.id);
  if (!pending) {
    pending = (async () => {
      const facts = shareFacts(row);
      // satori and resvg (~45 MB) are loaded with the first card, not with the server.
      const { renderShareCard } = await import('./card.ts');
      const png = await renderShareCard(cardDataOf(facts));
      const { path, recorded: stored } = await savePngFor(ctx, 'shares', png, (path) =>
        storeShareImage(ctx.db, row.id, path, row.shareImage),
      );
      // Another instance recorded its card first: ours is shown nowhere and goes at once.
      if (stored !== path) await discardMedia(ctx, path);
      return stored;
    })().finally(() => rendering.delete(row.id));
    rendering.set(row.id, pending);
  }
  return pending;
}

/** POST /api/predictions/{id}/image: the owner's card, its share text and its link. */
export async function createShareImage(
  ctx: AppContext,
  userId: string,
  predictionId: string,
): Promise<ShareImageResponse> {
  const row = await loadShareable(ctx, predictionId);
  if (!row) throw notFound(SHARE_MESSAGES.notSaved);
  if (row.userId !== userId) throw forbidden(SHARE_MESSAGES.notYours);
  const imageUrl = await ensureShareImage(ctx, row);
  return {
    imageUrl,
    socialText: socialText(shareFacts(row)),
    shareUrl: shareUrlOf(ctx, row.id),
  };
}
