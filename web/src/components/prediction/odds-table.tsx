import type { OddsRow } from '@contract';
import { formatLine, formatOdds, type OddsFormat } from '../../lib/odds-format.ts';
import { formatAge, formatInstant } from '../../lib/price-age.ts';
import { useAppClock } from '../../lib/use-app-clock.ts';
import { useOddsFormat } from '../../lib/use-odds-format.ts';
import { cn } from '../../lib/utils.ts';
import { type PricesPending, PricesPendingNote } from './prices-pending.tsx';
import { EmptyLine } from './section-card.tsx';
import { Sportsbook } from './sportsbook-badge.tsx';

const MONEYLINE = { home: 'moneylineHome', draw: 'moneylineDraw', away: 'moneylineAway' } as const;

export const NO_ODDS = 'No sportsbook prices for this match in our data';
export const STALE_NOTE =
  'These prices are old, so they are not used for the best price or value bets.';

/** How old a book's prices are, under its name; the exact moment is in the title and for readers. */
function PriceAge({ row, now }: { row: OddsRow; now: Date | null }) {
  const age = now ? formatAge(row.capturedAt, now) : null;
  const exact = formatInstant(row.capturedAt);
  if (!age && !row.stale) return null;
  return (
    <span className="mt-0.5 flex flex-wrap items-center gap-x-1.5 gap-y-0.5 pl-9 text-[0.7rem] font-normal text-muted-foreground">
      {age ? (
        <time
          dateTime={row.capturedAt}
          title={exact ? `Prices captured ${exact}` : undefined}
          className="whitespace-nowrap"
          data-testid="price-age"
        >
          {age}
          {exact ? <span className="sr-only">, captured {exact}</span> : null}
        </time>
      ) : null}
      {row.stale ? (
        <span
          className="rounded border border-warning/30 bg-warning/10 px-1 font-semibold tracking-wide text-warning"
          title={STALE_NOTE}
          data-testid="stale"
        >
          stale<span className="sr-only">: {STALE_NOTE}</span>
        </span>
      ) : null}
    </span>
  );
}

const percentOf = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;

/** What an exchange row says under its name: its prices are shown after commission. */
export function exchangeNote(row: Pick<OddsRow, 'commission'>): string {
  return `Exchange · net of ${percentOf(row.commission)} commission`;
}

/**
 * One price. An exchange's is shown as it pays after commission, the figure the best price is
 * chosen on, with the quoted one beneath so it can be found on the exchange.
 */
function PriceCell({
  american,
  decimal,
  quoted = null,
  best,
  format,
  stale,
}: {
  american: number | null;
  decimal: number | null;
  quoted?: number | null;
  best: boolean;
  format: OddsFormat;
  stale: boolean;
}) {
  const text = formatOdds({ american, decimal }, format);
  return (
    <td className={cn('px-3 py-2.5 text-right', stale && 'text-muted-foreground')}>
      <span
        className={cn(
          'inline-block rounded-md px-1.5 py-0.5 font-medium tabular-nums',
          best && text !== 'N/A'
            ? 'bg-success/15 text-success ring-1 ring-success/30'
            : text === 'N/A'
              ? 'text-muted-foreground'
              : '',
        )}
      >
        {text}
        {best && text !== 'N/A' ? <span className="sr-only"> (best price)</span> : null}
      </span>
      {quoted !== null && text !== 'N/A' ? (
        <span className="block text-xs text-muted-foreground tabular-nums">
          {formatOdds({ american: null, decimal: quoted }, format)} quoted
        </span>
      ) : null}
    </td>
  );
}

/**
 * One row per sportsbook: moneyline home / draw / away, the home spread with its price, and the
 * total, with how old the book's prices are. The best price for each outcome is highlighted;
 * stale rows are muted; missing prices read N/A. Exchanges' prices are shown, and compared, net
 * of their commission. With no rows, says why.
 */
export function OddsTable({
  rows,
  homeTeam,
  awayTeam,
  showDraw,
  pricesPending = null,
}: {
  rows: OddsRow[];
  homeTeam: string;
  awayTeam: string;
  showDraw: boolean;
  pricesPending?: PricesPending | null;
}) {
  const [format] = useOddsFormat();
  const now = useAppClock();
  if (rows.length === 0) {
    return pricesPending ? (
      <PricesPendingNote pending={pricesPending} />
    ) : (
      <EmptyLine>{NO_ODDS}</EmptyLine>
    );
  }
  const closing = rows.every((row) => row.kind === 'closing');
  const anyStale = rows.some((row) => row.stale);
  const exchanges = rows.some((row) => row.exchange);
  // An exchange row's prices are what it pays after commission; a bookmaker's are as quoted.
  const price = (row: OddsRow, key: 'home' | 'draw' | 'away') =>
    row.exchange
      ? { american: null, decimal: row.netDecimal[key], quoted: row.decimal[key] }
      : { american: row[MONEYLINE[key]], decimal: row.decimal[key] };
  return (
    <div>
      {/* relative: screen-reader-only text in the cells is absolutely positioned and would
          otherwise escape this scroller and widen the page on a phone. */}
      <div className="relative -mx-5 overflow-x-auto sm:mx-0">
        <table className="w-full min-w-[34rem] border-collapse text-sm">
          <caption className="sr-only">Odds by sportsbook ({format})</caption>
          <thead>
            <tr className="border-b border-border text-xs text-muted-foreground">
              <th scope="col" className="sticky left-0 bg-card px-3 py-2 text-left font-medium">
                Sportsbook
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                <span className="ml-auto block max-w-28 truncate">{homeTeam}</span>
              </th>
              {showDraw ? (
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Draw
                </th>
              ) : null}
              <th scope="col" className="px-3 py-2 text-right font-medium">
                <span className="ml-auto block max-w-28 truncate">{awayTeam}</span>
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Spread
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.id}
                className="border-b border-border/60 last:border-0"
                data-stale={row.stale || undefined}
              >
                <th
                  scope="row"
                  className={cn(
                    'sticky left-0 max-w-40 bg-card px-3 py-2.5 text-left font-medium',
                    row.stale && 'text-muted-foreground',
                  )}
                >
                  <Sportsbook name={row.sportsbook} className="flex" />
                  {row.exchange ? (
                    <span className="block text-xs font-normal text-muted-foreground">
                      {exchangeNote(row)}
                    </span>
                  ) : null}
                  <PriceAge row={row} now={now} />
                </th>
                <PriceCell
                  {...price(row, 'home')}
                  best={row.best.home}
                  format={format}
                  stale={row.stale}
                />
                {showDraw ? (
                  <PriceCell
                    {...price(row, 'draw')}
                    best={row.best.draw}
                    format={format}
                    stale={row.stale}
                  />
                ) : null}
                <PriceCell
                  {...price(row, 'away')}
                  best={row.best.away}
                  format={format}
                  stale={row.stale}
                />
                <td
                  className={cn(
                    'px-3 py-2.5 text-right tabular-nums',
                    row.stale && 'text-muted-foreground',
                  )}
                >
                  {row.spreadHome === null ? (
                    <span className="text-muted-foreground">N/A</span>
                  ) : (
                    <>
                      {formatLine(row.spreadHome)}{' '}
                      <span className="text-muted-foreground">
                        (
                        {formatOdds(
                          row.exchange
                            ? { american: null, decimal: row.netDecimal.spreadHome }
                            : { american: row.spreadOddsHome, decimal: row.decimal.spreadHome },
                          format,
                        )}
                        )
                      </span>
                    </>
                  )}
                </td>
                <td
                  className={cn(
                    'px-3 py-2.5 text-right tabular-nums',
                    row.stale && 'text-muted-foreground',
                  )}
                >
                  {row.totalPoints === null ? (
                    <span className="text-muted-foreground">N/A</span>
                  ) : (
                    formatLine(row.totalPoints, false)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-muted-foreground">
        {closing ? 'Closing prices. ' : 'Pre-match prices. '}
        Spread is the {homeTeam} handicap. Best price per outcome highlighted
        {exchanges ? ', exchanges after their commission on winnings.' : '.'}
        {anyStale ? ' Stale prices are muted and not used for the best price or value bets.' : ''}
      </p>
    </div>
  );
}
