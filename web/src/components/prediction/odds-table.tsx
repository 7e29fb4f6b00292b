import type { OddsRow, SportId } from '@contract';
import { useAppClock } from '../../api/use-app-clock.ts';
import { choicesFromOddsRow } from '../../lib/bet-choices.ts';
import { formatLine, formatOdds, type OddsFormat, oddsNote } from '../../lib/odds-format.ts';
import { formatShare } from '../../lib/percent.ts';
import { formatAge, formatInstant } from '../../lib/price-age.ts';
import { spreadName } from '../../lib/sport-words.ts';
import { useOddsFormat } from '../../lib/use-odds-format.ts';
import { cn } from '../../lib/utils.ts';
import { TrackBetButton } from '../bets/track-bet-button.tsx';
import { HorizontalScroller } from '../layout/horizontal-scroller.tsx';
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

const percentOf = formatShare;

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
  // A fraction is the bookmakers' nearest step: the exact decimal price goes in its tooltip.
  const note = oddsNote({ american, decimal }, format);
  return (
    <td className={cn('px-3 py-2.5 text-right', stale && 'text-muted-foreground')}>
      <span
        title={note ?? undefined}
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

/** Once the table is scrolled, the pinned book column casts a shadow over the prices beneath. */
const STICKY_SHADOW =
  'transition-shadow group-data-[scrolled]/scroller:shadow-[6px_0_8px_-6px_rgb(0_0_0/0.7)]';

export const FAIR_TITLE = 'Fair odds the spread implies: no book offers this price';

/**
 * A moneyline the row's source does not have, shown as the fair odds its spread implies, with
 * that win probability: muted and labelled fair, since no book offers it.
 */
function FairCell({
  decimal,
  probability,
  format,
}: {
  decimal: number;
  probability: number;
  format: OddsFormat;
}) {
  return (
    <td className="px-3 py-2.5 text-right text-muted-foreground" data-testid="fair-price">
      <span
        className="inline-block rounded-md border border-dashed border-border px-1.5 py-0.5 font-medium tabular-nums"
        title={FAIR_TITLE}
      >
        {formatOdds({ american: null, decimal }, format)}
      </span>
      <span className="block text-xs whitespace-nowrap tabular-nums">
        fair · {percentOf(probability)}
      </span>
      <span className="sr-only">: {FAIR_TITLE}</span>
    </td>
  );
}

/** The total's line with its over and under prices, or a word on why there are none. */
function TotalCell({ row, format }: { row: OddsRow; format: OddsFormat }) {
  if (row.totalPoints === null) {
    return (
      <td className="px-3 py-2.5 text-right">
        <span className="text-muted-foreground">N/A</span>
      </td>
    );
  }
  const { over, under } = row.totalPrices;
  const priced = over !== null || under !== null;
  return (
    <td className={cn('px-3 py-2.5 text-right tabular-nums', row.stale && 'text-muted-foreground')}>
      <span className="font-medium">{formatLine(row.totalPoints, false)}</span>
      {priced ? (
        <span className="block text-xs whitespace-nowrap text-muted-foreground">
          <abbr title="Over" className="no-underline">
            O
          </abbr>{' '}
          {formatOdds({ american: null, decimal: over }, format)} ·{' '}
          <abbr title="Under" className="no-underline">
            U
          </abbr>{' '}
          {formatOdds({ american: null, decimal: under }, format)}
        </span>
      ) : (
        <span
          className="block text-xs whitespace-nowrap text-muted-foreground"
          title={row.note ?? NO_TOTAL_PRICES}
          data-testid="no-total-prices"
        >
          line only, no prices
        </span>
      )}
    </td>
  );
}

export const NO_TOTAL_PRICES = 'No over/under prices for this line in our data.';

type Outcome = 'home' | 'draw' | 'away';

/** A moneyline cell: the price, or the fair odds from the spread where the source has none. */
function MoneylineCell({
  row,
  outcome,
  format,
}: {
  row: OddsRow;
  outcome: Outcome;
  format: OddsFormat;
}) {
  const fair = row.fairFromSpread;
  if (fair && outcome !== 'draw' && row.decimal[outcome] === null) {
    return (
      <FairCell
        decimal={fair[outcome]}
        probability={outcome === 'home' ? fair.homeProbability : fair.awayProbability}
        format={format}
      />
    );
  }
  // An exchange row's prices are what it pays after commission; a bookmaker's are as quoted.
  const price = row.exchange
    ? { american: null, decimal: row.netDecimal[outcome], quoted: row.decimal[outcome] }
    : { american: row[MONEYLINE[outcome]], decimal: row.decimal[outcome] };
  return <PriceCell {...price} best={row.best[outcome]} format={format} stale={row.stale} />;
}

/** The home handicap, with its price when the source has one. */
function SpreadCell({ row, format }: { row: OddsRow; format: OddsFormat }) {
  const price =
    row.decimal.spreadHome === null
      ? null
      : formatOdds(
          row.exchange
            ? { american: null, decimal: row.netDecimal.spreadHome }
            : { american: row.spreadOddsHome, decimal: row.decimal.spreadHome },
          format,
        );
  return (
    <td
      className={cn(
        'px-3 py-2.5 text-right tabular-nums whitespace-nowrap',
        row.stale && 'text-muted-foreground',
      )}
    >
      {row.spreadHome === null ? (
        <span className="text-muted-foreground">N/A</span>
      ) : (
        <>
          {formatLine(row.spreadHome)}
          {price === null ? null : <span className="text-muted-foreground"> ({price})</span>}
        </>
      )}
    </td>
  );
}

/** The match a table's prices can be recorded against, when bets on it can still be taken. */
export interface TrackableMatch {
  matchId: number;
}

/** "Track bet" under a book's name: any of this row's prices, recorded in one click. */
function TrackRow({
  row,
  match,
  homeTeam,
  awayTeam,
  showDraw,
}: {
  row: OddsRow;
  match: TrackableMatch;
  homeTeam: string;
  awayTeam: string;
  showDraw: boolean;
}) {
  // A closing line is what the match started at: too late to take.
  if (row.kind !== 'pre-match') return null;
  const choices = choicesFromOddsRow(row, { homeTeam, awayTeam, hasDraw: showDraw });
  return (
    <span className="mt-1.5 block">
      <TrackBetButton
        compact
        draft={{
          matchId: match.matchId,
          event: `${homeTeam} vs ${awayTeam}`,
          source: 'odds',
          choices,
        }}
        context={`a price at ${row.sportsbook}`}
      />
    </span>
  );
}

/** One sportsbook's row: its name pinned at the left, then its prices. */
function BookRow({
  row,
  showDraw,
  format,
  now,
  track,
  homeTeam,
  awayTeam,
}: {
  row: OddsRow;
  showDraw: boolean;
  format: OddsFormat;
  now: Date | null;
  track: TrackableMatch | null;
  homeTeam: string;
  awayTeam: string;
}) {
  return (
    <tr className="border-b border-border/60 last:border-0" data-stale={row.stale || undefined}>
      <th
        scope="row"
        className={cn(
          'sticky left-0 z-10 max-w-40 min-w-32 bg-card px-3 py-2.5 text-left font-medium',
          STICKY_SHADOW,
          row.stale && 'text-muted-foreground',
        )}
      >
        <Sportsbook name={row.sportsbook} className="flex" wrap />
        {row.exchange ? (
          <span className="block text-xs font-normal text-muted-foreground">
            {exchangeNote(row)}
          </span>
        ) : null}
        <PriceAge row={row} now={now} />
        {track ? (
          <TrackRow
            row={row}
            match={track}
            homeTeam={homeTeam}
            awayTeam={awayTeam}
            showDraw={showDraw}
          />
        ) : null}
      </th>
      <MoneylineCell row={row} outcome="home" format={format} />
      {showDraw ? <MoneylineCell row={row} outcome="draw" format={format} /> : null}
      <MoneylineCell row={row} outcome="away" format={format} />
      <SpreadCell row={row} format={format} />
      <TotalCell row={row} format={format} />
    </tr>
  );
}

const headerClass = 'px-3 py-2 text-right align-bottom font-medium';

function OddsHeader({
  homeTeam,
  awayTeam,
  showDraw,
  spreadLabel,
}: {
  homeTeam: string;
  awayTeam: string;
  showDraw: boolean;
  spreadLabel: string;
}) {
  // Full team names, wrapped onto two lines rather than cut short.
  const team = (name: string) => (
    <th scope="col" className={headerClass}>
      <span className="ml-auto block max-w-32 min-w-16 text-balance">{name}</span>
    </th>
  );
  return (
    <thead>
      <tr className="border-b border-border text-xs text-muted-foreground">
        <th
          scope="col"
          className={cn(
            'sticky left-0 z-10 bg-card px-3 py-2 text-left align-bottom font-medium',
            STICKY_SHADOW,
          )}
        >
          Sportsbook
        </th>
        {team(homeTeam)}
        {showDraw ? (
          <th scope="col" className={headerClass}>
            Draw
          </th>
        ) : null}
        {team(awayTeam)}
        <th scope="col" className={headerClass}>
          {spreadLabel}
        </th>
        <th scope="col" className={headerClass}>
          Total
        </th>
      </tr>
    </thead>
  );
}

/**
 * One row per sportsbook: moneyline home / draw / away, the home spread with its price, and the
 * total with its over/under prices, with how old the book's prices are. The best price for each
 * outcome is highlighted; stale rows are muted; missing prices read N/A. Exchanges' prices are
 * shown, and compared, net of their commission. A line with a spread but no moneyline shows the
 * fair moneyline its spread implies, and what its source holds. On a phone the table scrolls
 * inside itself and says so. With no rows, says why.
 */
export function OddsTable({
  rows,
  homeTeam,
  awayTeam,
  showDraw,
  pricesPending = null,
  track = null,
  sport = null,
}: {
  /** Names the handicap column (Spread, Run line, Puck line). */
  sport?: SportId | null;
  rows: OddsRow[];
  homeTeam: string;
  awayTeam: string;
  showDraw: boolean;
  pricesPending?: PricesPending | null;
  /** The match, when each row should offer to record a bet at its prices. */
  track?: TrackableMatch | null;
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
  const priced = rows.some((row) => row.decimal.home !== null || row.decimal.away !== null);
  const notes = [...new Set(rows.flatMap((row) => (row.note ? [row.note] : [])))];
  return (
    <div data-testid="odds-table">
      <HorizontalScroller
        label="Odds by sportsbook"
        className="-mx-5 sm:mx-0"
        hintClassName="px-5 sm:px-0"
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Odds by sportsbook ({format})</caption>
          <OddsHeader
            homeTeam={homeTeam}
            awayTeam={awayTeam}
            showDraw={showDraw}
            spreadLabel={spreadName(sport)}
          />
          <tbody>
            {rows.map((row) => (
              <BookRow
                key={row.id}
                row={row}
                showDraw={showDraw}
                format={format}
                now={now}
                track={track}
                homeTeam={homeTeam}
                awayTeam={awayTeam}
              />
            ))}
          </tbody>
        </table>
      </HorizontalScroller>
      {notes.map((note) => (
        <p key={note} className="mt-3 text-xs text-muted-foreground" data-testid="odds-note">
          {note}
        </p>
      ))}
      <p className="mt-3 text-xs text-muted-foreground">
        {closing ? (priced ? 'Closing prices. ' : 'Closing lines. ') : 'Pre-match prices. '}
        {spreadName(sport)} is the {homeTeam} handicap.
        {priced
          ? ` Best price per outcome highlighted${exchanges ? ', exchanges after their commission on winnings.' : '.'}`
          : ''}
        {anyStale ? ' Stale prices are muted and not used for the best price or value bets.' : ''}
      </p>
    </div>
  );
}
