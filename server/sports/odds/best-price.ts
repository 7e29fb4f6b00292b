import type { OddsRow, PriceTarget } from '@contract';
import type { AlertPrice } from '../../features/alerts/alert-mail.ts';

type Target = Pick<PriceTarget, 'selection' | 'line'>;

/**
 * The best price on offer for a target's selection, as the odds table marks it: the highest
 * price as paid (net of an exchange's commission) among prices that are not stale at the clock.
 * A total counts only on the target's own line. Null when no fresh price is on offer.
 */
export function bestPriceFor(rows: readonly OddsRow[], target: Target): AlertPrice | null {
  let best: AlertPrice | null = null;
  for (const row of rows) {
    if (row.stale) continue;
    const price =
      target.selection === 'over' || target.selection === 'under'
        ? row.totalPoints === target.line
          ? row.totalPrices[target.selection]
          : null
        : row.netDecimal[target.selection];
    if (price === null || price <= 1) continue;
    if (!best || price > best.price) {
      best = {
        sportsbook: row.sportsbook,
        price,
        exchange: row.exchange,
        capturedAt: new Date(row.capturedAt),
      };
    }
  }
  return best;
}
