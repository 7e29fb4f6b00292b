import type { LineHistory, PricePoint } from '@contract';
import { consensus } from '../../../engine/market/index.ts';
import { isUsLeague } from '../../data/reference/leagues.ts';
import type { OddsDocRow } from '../../db/queries/sports-catalogue.ts';
import { AGGREGATE_BOOKS, oldestFirst } from './market.ts';
import { bookmakerName } from './odds-table.ts';

type Outcome = 'home' | 'draw' | 'away';

/** Points per series the chart draws; a day of 15-minute polls is thinned to about this. */
const MAX_POINTS = 48;

const same = (a: PricePoint, b: PricePoint) =>
  a.kind === b.kind &&
  a.probabilities.home === b.probabilities.home &&
  a.probabilities.draw === b.probabilities.draw &&
  a.probabilities.away === b.probabilities.away;

/**
 * A series as the chart needs it: a capture that repeats the one before says nothing new (live
 * polls re-read unchanged prices every few minutes), and beyond MAX_POINTS the middle is
 * sampled evenly. The first and last points always stay: the opening and the latest price.
 */
export function thin(points: readonly PricePoint[]): PricePoint[] {
  const changed = points.filter(
    (point, i) => i === 0 || i === points.length - 1 || !same(point, points[i - 1]!),
  );
  if (changed.length <= MAX_POINTS) return changed;
  const step = (changed.length - 1) / (MAX_POINTS - 1);
  return Array.from({ length: MAX_POINTS }, (_, i) => changed[Math.round(i * step)]!);
}

const complete = (prices: readonly number[], n: number) =>
  prices.length === n && prices.every((p) => Number.isFinite(p) && p > 1);

const byOutcome = (values: readonly number[], soccer: boolean) =>
  soccer
    ? { home: values[0]!, draw: values[1]!, away: values[2]! }
    : { home: values[0]!, draw: null, away: values[1]! };

/**
 * How the match-result prices moved up to the clock: every capture of every bookmaker, and the
 * no-vig consensus (the mean of each book's de-vigged latest price) after each capture, beside
 * the model's probability. `docs` are the prices known at the clock, oldest first.
 */
export function lineHistory(
  leagueId: string,
  docs: readonly OddsDocRow[],
  model: readonly number[],
): LineHistory {
  const soccer = !isUsLeague(leagueId);
  const market = soccer ? '1x2' : 'moneyline';
  const size = soccer ? 3 : 2;
  const outcomes: Outcome[] = soccer ? ['home', 'draw', 'away'] : ['home', 'away'];
  const books = new Map<string, PricePoint[]>();
  const latest = new Map<string, number[]>();
  const consensusPoints: PricePoint[] = [];
  // In the order the odds table reads them (market.ts `captureOrder`: by capture time, a file
  // read late holding an early capture, closing prices last), so each book's line ends on the
  // price the table shows.
  const ordered = oldestFirst(docs);
  ordered.forEach((doc, i) => {
    for (const quote of doc.quotes) {
      if (quote.market !== market || AGGREGATE_BOOKS.has(quote.bookmaker)) continue;
      if (!complete(quote.prices, size)) continue;
      const name = bookmakerName(quote.bookmaker);
      const points = books.get(name) ?? [];
      // Two prices of one book at one moment (the frozen closing guess and the provider's own
      // closing price): the later in capture order is the one that stands.
      if (points.at(-1)?.at === doc.capturedAt.toISOString()) points.pop();
      points.push({
        at: doc.capturedAt.toISOString(),
        kind: doc.kind,
        prices: byOutcome(quote.prices, soccer),
        probabilities: byOutcome(
          quote.prices.map((p) => 1 / p),
          soccer,
        ),
      });
      books.set(name, points);
      latest.set(name, quote.prices);
    }
    // One consensus point per moment, once every capture taken at that moment is in.
    const next = ordered[i + 1];
    if (next && next.capturedAt.getTime() === doc.capturedAt.getTime()) return;
    const mean = consensus([...latest.values()], 'multiplicative', size)?.probabilities;
    if (!mean) return;
    consensusPoints.push({
      at: doc.capturedAt.toISOString(),
      kind: doc.kind,
      prices: { home: null, draw: null, away: null },
      probabilities: byOutcome(mean, soccer),
    });
  });
  return {
    outcomes,
    model: byOutcome(model, soccer),
    series: [
      ...(consensusPoints.length > 0
        ? [{ name: 'No-vig consensus', consensus: true, points: thin(consensusPoints) }]
        : []),
      ...[...books].map(([name, points]) => ({ name, consensus: false, points: thin(points) })),
    ],
  };
}
