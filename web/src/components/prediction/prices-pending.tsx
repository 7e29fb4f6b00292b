import type { SearchResponse } from '@contract';
import { Clock } from 'lucide-react';
import { formatInstant } from '../../lib/price-age.ts';

/** Value bets are priced bets: with no prices there can be none yet. */
export const NO_VALUE_BETS_YET = 'No value bets until this match has prices.';

export type PricesPending = NonNullable<SearchResponse['pricesPending']>;

/**
 * Stands where prices would be when a fixture has none yet, so an empty section always says
 * why; the expected time is the reader's own, with the zone named.
 */
export function PricesPendingNote({
  pending,
  lead,
  timeZone,
}: {
  pending: PricesPending;
  /** A first sentence for sections that depend on prices, e.g. value bets. */
  lead?: string;
  timeZone?: string;
}) {
  const expected = formatInstant(pending.expectedAt, timeZone);
  return (
    <div
      className="flex items-start gap-2.5 rounded-lg border border-border bg-background/50 px-3 py-2.5 text-sm text-muted-foreground"
      data-testid="prices-pending"
    >
      <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid gap-1">
        <p>
          {lead ? <span className="font-medium text-foreground">{lead} </span> : null}
          {pending.note}
        </p>
        {expected && pending.expectedAt ? (
          <p>
            Prices usually appear <time dateTime={pending.expectedAt}>{expected}</time>.
          </p>
        ) : null}
      </div>
    </div>
  );
}
