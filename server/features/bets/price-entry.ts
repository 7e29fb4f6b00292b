import {
  type BetMarket,
  type OddsFormat,
  type OddsRow,
  PRICE_CONFIRM_TOLERANCE,
  PRICE_ENTRY_MESSAGES,
  priceEntryMessage,
} from '@contract';
import { spreadHomeLine } from '../../../engine/bets/outcome.ts';
import { americanFromDecimal, farFromMarket, readOdds } from '../../../engine/market/index.ts';
import type { AppContext } from '../../app-context.ts';
import { loadOdds } from '../../db/queries/sports-catalogue.ts';
import { badRequest, needsConfirmation } from '../../lib/http-error.ts';
import { bestPriceFor } from '../../sports/odds/best-price.ts';
import { oddsRows } from '../../sports/odds/odds-table.ts';

/**
 * A price as sent (a number, or the odds as typed) read in its declared format as a decimal
 * price, which `inRange` must accept. Throws a 400 with the sentence otherwise.
 */
export function decimalPriceOf(
  entry: string | number,
  format: OddsFormat | undefined,
  inRange: (decimal: number) => boolean,
  rangeMessage: string,
): number {
  const declared = format ?? 'decimal';
  const reading = readOdds(entry, declared);
  if ('problem' in reading) throw badRequest(priceEntryMessage(reading.problem, declared));
  if (!inRange(reading.decimal)) throw badRequest(rangeMessage);
  return reading.decimal;
}

export interface PricedSelection {
  matchId: number;
  leagueId: string;
  /** Absent: the match result, or a total when the selection is over or under. */
  market?: BetMarket;
  selection: 'home' | 'draw' | 'away' | 'over' | 'under';
  /** A total's line, or a spread's: the backed side's own handicap. */
  line: number | null;
}

/**
 * The best spread price among `rows` for the selection at its line, as the odds table holds it:
 * only the home side's price at the home line (`spreadHome`), so an away spread bet has nothing
 * to be compared with.
 */
function bestSpreadPrice(rows: readonly OddsRow[], on: PricedSelection) {
  if (on.selection !== 'home' || on.line === null) return null;
  const homeLine = spreadHomeLine(on.selection, on.line);
  let best: { price: number; sportsbook: string } | null = null;
  for (const row of rows) {
    const price = row.spreadHome === homeLine ? row.netDecimal.spreadHome : null;
    if (price !== null && price > 1 && (!best || price > best.price)) {
      best = { price, sportsbook: row.sportsbook };
    }
  }
  return best;
}

/** The best price, fresh prices first (a spread's: see bestSpreadPrice). */
function bestOf(rows: readonly OddsRow[], on: PricedSelection) {
  if (on.market === 'spread') {
    return (
      bestSpreadPrice(
        rows.filter((row) => !row.stale),
        on,
      ) ?? bestSpreadPrice(rows, on)
    );
  }
  return (
    bestPriceFor(rows, on) ??
    bestPriceFor(
      rows.map((row) => ({ ...row, stale: false })),
      on,
    )
  );
}

/**
 * The best price on file at `asOf` for a selection, as the odds table marks it (the highest
 * fresh price as paid); when every price is stale, the best of those, since a stale price
 * still says roughly where the market is. Null when nothing is on file.
 */
export async function bestPriceOnFile(
  ctx: Pick<AppContext, 'db' | 'config'>,
  on: PricedSelection,
  asOf: Date,
) {
  const docs = await loadOdds(ctx.db, [on.matchId], asOf);
  if (docs.length === 0) return null;
  const rows = oddsRows(
    on.matchId,
    on.leagueId,
    docs,
    { asOf, staleAfterMs: ctx.config.priceStaleAfterMs },
    ctx.config.exchangeCommission,
  );
  return bestOf(rows, on);
}

/** The market's price in the format the person used ('+145 at Pinnacle'). */
function marketText(price: number, sportsbook: string, format: OddsFormat | undefined): string {
  if (format === 'american') {
    const american = Math.round(americanFromDecimal(price));
    return `${american > 0 ? '+' : ''}${american} at ${sportsbook}`;
  }
  const decimal = price.toFixed(2);
  return format === 'fractional'
    ? `${decimal} in decimal odds at ${sportsbook}`
    : `${decimal} at ${sportsbook}`;
}

/**
 * Refuses, with a 409 a `confirm: true` resend gets past, a price more than 50% away from the
 * best price on file for its selection: what '+145' typed as a decimal price looks like.
 * Nothing on file, nothing to compare with.
 */
export async function confirmNearMarket(
  ctx: Pick<AppContext, 'db' | 'config'>,
  on: PricedSelection,
  price: { decimal: number; format: OddsFormat | undefined; confirmed: boolean },
  asOf: Date,
): Promise<void> {
  if (price.confirmed) return;
  const best = await bestPriceOnFile(ctx, on, asOf);
  if (!best || !farFromMarket(price.decimal, best.price, PRICE_CONFIRM_TOLERANCE)) return;
  throw needsConfirmation(
    PRICE_ENTRY_MESSAGES.farFromMarket(marketText(best.price, best.sportsbook, price.format)),
  );
}
