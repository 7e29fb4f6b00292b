import type { ScreenerRow } from '@contract';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'wouter';
import { draftFromScreenerRow } from '../../lib/bet-choices.ts';
import { formatPercent } from '../../lib/prediction.ts';
import { usePreferences } from '../../lib/preferences-store.ts';
import { ariaSort, type ScreenerSort, SORT_LABELS, type SortKey } from '../../lib/screener.ts';
import { useOddsFormat } from '../../lib/use-odds-format.ts';
import { TrackBetButton } from '../bets/track-bet-button.tsx';
import {
  ExpectedValue,
  edgeText,
  HistoryLine,
  kickoffOf,
  Missing,
  marketLine,
  matchName,
  PickKind,
  PriceAge,
  priceOf,
  stakeText,
} from './screener-cells.tsx';

const HEAD = 'px-3 py-2.5 text-left text-xs font-medium text-muted-foreground whitespace-nowrap';
const CELL = 'px-3 py-3 align-top';

function SortHeader({
  column,
  sort,
  onSort,
  title,
}: {
  column: SortKey;
  sort: ScreenerSort;
  onSort: (key: SortKey) => void;
  title?: string;
}) {
  const state = ariaSort(sort, column);
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={state} className={HEAD}>
      <button
        type="button"
        onClick={() => onSort(column)}
        title={title}
        className={`-mx-1 inline-flex items-center gap-1 rounded px-1 outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring ${
          state === 'none' ? '' : 'text-foreground'
        }`}
      >
        {SORT_LABELS[column]}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}

function Row({ row, hasDraw }: { row: ScreenerRow; hasDraw: boolean }) {
  const [format] = useOddsFormat();
  const prefs = usePreferences();
  const draft = draftFromScreenerRow(row, hasDraw);
  const price = priceOf(row, format);
  const edge = edgeText(row);
  const stake = stakeText(row, prefs);
  return (
    <tr className="border-t border-border/70 hover:bg-accent/30" data-match={row.matchId}>
      <th scope="row" className={`${CELL} text-left font-medium`}>
        <Link
          href={`/match/${row.matchId}`}
          className="rounded underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {matchName(row)}
        </Link>
      </th>
      <td className={`${CELL} text-muted-foreground`}>{row.league}</td>
      <td className={`${CELL} whitespace-nowrap tabular-nums text-muted-foreground`}>
        {kickoffOf(row)}
      </td>
      <td className={CELL}>
        <span className="block">{row.pick}</span>
        <PickKind row={row} />
        <HistoryLine row={row} />
      </td>
      <td className={`${CELL} tabular-nums`}>
        <span className="block font-semibold">{formatPercent(row.modelProbability)}</span>
        <span className="block text-xs text-muted-foreground">{marketLine(row)}</span>
      </td>
      <td className={CELL}>
        {row.price && price ? (
          <>
            <span className="block font-semibold tabular-nums">{price}</span>
            <span className="block text-xs">{row.price.sportsbook}</span>
            <PriceAge at={row.price.capturedAt} className="block" />
            {draft ? (
              <TrackBetButton
                compact
                className="mt-1.5"
                draft={draft}
                context={`${row.pick} at ${row.price.sportsbook}`}
              />
            ) : null}
          </>
        ) : (
          <Missing why="no price yet" />
        )}
      </td>
      <td className={`${CELL} whitespace-nowrap tabular-nums`}>
        {edge ?? <Missing why="no price yet" />}
        {row.price ? (
          <span className="block text-xs text-muted-foreground">
            price {formatPercent(row.price.impliedProbability)}
          </span>
        ) : null}
      </td>
      <td className={CELL}>
        <ExpectedValue row={row} />
      </td>
      <td className={`${CELL} tabular-nums`}>
        {stake ?? <Missing why="no stake: not a value bet" />}
      </td>
    </tr>
  );
}

/** Wide screens: a real table whose sortable columns say how they are sorted. */
export function ScreenerTable({
  rows,
  sort,
  onSort,
  caption,
  hasDraw,
}: {
  rows: ScreenerRow[];
  sort: ScreenerSort;
  onSort: (key: SortKey) => void;
  caption: string;
  hasDraw: (matchId: number) => boolean;
}) {
  const { bankroll } = usePreferences();
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={HEAD}>
              Match
            </th>
            <SortHeader column="league" sort={sort} onSort={onSort} />
            <SortHeader column="kickoff" sort={sort} onSort={onSort} />
            <th scope="col" className={HEAD}>
              Pick
            </th>
            <th scope="col" className={HEAD} title="Strix's probability for the pick">
              Strix
            </th>
            <th scope="col" className={HEAD}>
              Best price
            </th>
            <SortHeader
              column="edge"
              sort={sort}
              onSort={onSort}
              title="Strix's probability less the one the best price implies, in points"
            />
            <SortHeader
              column="ev"
              sort={sort}
              onSort={onSort}
              title="Expected return per unit staked if Strix's probability is right"
            />
            <th
              scope="col"
              className={HEAD}
              title={
                bankroll === null
                  ? 'Quarter-Kelly stake, share of bankroll'
                  : 'Quarter-Kelly stake of the bankroll set in Preferences'
              }
            >
              Stake
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={`${row.matchId}-${row.outcome}`} row={row} hasDraw={hasDraw(row.matchId)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
