import type { ScreenerRow } from '@contract';
import { useAppClock } from '../../api/use-app-clock.ts';
import { formatKickoff } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { formatOdds, type OddsFormat } from '../../lib/odds-format.ts';
import { evTier, formatPercent } from '../../lib/prediction.ts';
import { formatAge, formatInstant } from '../../lib/price-age.ts';
import { edgeOf } from '../../lib/screener.ts';
import { cn } from '../../lib/utils.ts';

const signed = (value: number, unit: string) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)}${unit}`;

/** 'Newcastle United vs Wolves'. */
export const matchName = (row: ScreenerRow) => `${row.homeTeam} vs ${row.awayTeam}`;

export const kickoffOf = (row: ScreenerRow) =>
  formatKickoff(row.kickoff, { day: row.kickoffDay }) ?? '';

export const priceOf = (row: ScreenerRow, format: OddsFormat) =>
  row.price
    ? formatOdds({ american: row.price.odds, decimal: row.price.decimalOdds }, format)
    : null;

/** '+1.2 pts', or null without a price. */
export function edgeText(row: ScreenerRow): string | null {
  const edge = edgeOf(row);
  return edge === null ? null : `${signed(edge, '')} pts`;
}

/** '1.3%', or '£13.00' when a bankroll is set in Preferences (the share is in the title). */
export function stakeText(
  row: ScreenerRow,
  prefs: { bankroll: number | null; currency: string | null },
): string | null {
  if (row.kellyStake === null) return null;
  if (prefs.bankroll === null) return formatPercent(row.kellyStake);
  return formatMoney((row.kellyStake / 100) * prefs.bankroll, prefs.currency ?? '');
}

/** What's missing, said once for every empty cell so a screen reader hears why. */
export function Missing({ why }: { why: string }) {
  return (
    <span className="text-muted-foreground">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{why}</span>
    </span>
  );
}

const EV_STYLE = {
  strong: 'bg-success text-success-foreground',
  medium: 'bg-warning text-warning-foreground',
  neutral: 'bg-secondary text-secondary-foreground',
} as const;

/** The expected value, coloured by tier for a value bet, plain for a pick that is not one. */
export function ExpectedValue({ row }: { row: ScreenerRow }) {
  if (row.expectedValue === null) return <Missing why="no price yet" />;
  const text = signed(row.expectedValue, '%');
  if (!row.valueBet) return <span className="tabular-nums text-muted-foreground">{text}</span>;
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-bold tabular-nums whitespace-nowrap',
        EV_STYLE[evTier(row.expectedValue)],
      )}
    >
      {text}
    </span>
  );
}

/** How old the price is against the app's clock, with the exact moment on hover and for readers. */
export function PriceAge({ at, className }: { at: string; className?: string }) {
  const now = useAppClock();
  const age = now ? formatAge(at, now) : null;
  if (!age) return null;
  const exact = formatInstant(at);
  return (
    <time
      dateTime={at}
      title={exact ? `Price captured ${exact}` : undefined}
      className={cn('text-xs text-muted-foreground', className)}
    >
      {age}
      {exact ? <span className="sr-only">, captured {exact}</span> : null}
    </time>
  );
}

/**
 * Where Strix's probability stands against the de-vigged market: soccer publishes the market's
 * fair price, so there the two are one number, said once.
 */
export function marketLine(row: ScreenerRow): string {
  if (row.marketProbability === null) return 'no market price';
  if (Math.abs(row.marketProbability - row.modelProbability) < 0.05) return "the market's";
  return `market ${formatPercent(row.marketProbability)}`;
}

/** Whether the pick is a value bet or only the likeliest outcome (league rows with none). */
export function PickKind({ row }: { row: ScreenerRow }) {
  return row.valueBet ? (
    <span className="text-xs font-medium text-success">Value bet</span>
  ) : (
    <span className="text-xs text-muted-foreground">No value bet</span>
  );
}

/** "Like this: +3.1% ± 2.4% over 1,240 since 2016.": the card's sentence without its bands. */
export function shortHistory(text: string): string {
  const figure = /^Bets like this \([^)]*\): (.+)$/.exec(text)?.[1];
  return figure ? `Like this: ${figure}` : text;
}

/**
 * How bets like a value bet did on history (the value-bet ledger), in visible words: the full
 * sentence in the table, its short form on a phone's card. Nothing for a row without one.
 */
export function HistoryLine({ row, short = false }: { row: ScreenerRow; short?: boolean }) {
  const history = row.history;
  if (!row.valueBet || !history) return null;
  return (
    <span
      className={cn(
        'block text-xs',
        history.earned ? 'text-muted-foreground' : 'font-medium text-destructive',
      )}
      data-testid="screener-history"
    >
      {short ? shortHistory(history.text) : history.text}
    </span>
  );
}
