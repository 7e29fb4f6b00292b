import type { Db } from '../../db/client.ts';
import { kickedOffWithoutClosing } from '../../db/queries/live-data.ts';
import { loadOdds } from '../../db/queries/sports-catalogue.ts';
import { insertOdds, type NewOdds } from '../../db/queries/sports-ingest.ts';
import { FROZEN_CLOSING, isStale, latestFirst } from '../../sports/odds/market.ts';

/** How far back kick-offs are looked for: a day covers an instance that was down for hours. */
const LOOKBACK_MS = 24 * 3_600_000;

/**
 * At kick-off each bookmaker's last price before it, per market and whichever provider took it
 * (by when it was captured, not read), becomes that match's closing line, dated at kick-off:
 * what the record grades closing-line value against, and what a played match shows, until a
 * results file brings the provider's own closing prices, which replace it book by book. A book
 * whose last capture was already stale at kick-off (older than `staleAfterMs`, the config's
 * priceStaleAfterMs) is left out: a Friday price is no guess at Sunday's close. Runs after every
 * poll; a match is frozen once (a closing document is its marker).
 */
export async function freezeClosingPrices(
  db: Db,
  now: Date,
  staleAfterMs: number,
): Promise<number> {
  const due = await kickedOffWithoutClosing(db, new Date(now.getTime() - LOOKBACK_MS), now);
  const closing: NewOdds[] = [];
  for (const match of due) {
    const docs = await loadOdds(db, [match.id], match.kickoff);
    const seen = new Set<string>();
    const quotes = [];
    for (const doc of latestFirst(docs)) {
      for (const quote of doc.quotes) {
        const key = `${quote.bookmaker}|${quote.market}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (!isStale(doc.capturedAt, match.kickoff, staleAfterMs)) quotes.push(quote);
      }
    }
    if (quotes.length > 0) {
      closing.push({
        matchId: match.id,
        kind: 'closing',
        capturedAt: match.kickoff,
        source: FROZEN_CLOSING,
        quotes,
      });
    }
  }
  await insertOdds(db, closing);
  return closing.length;
}
