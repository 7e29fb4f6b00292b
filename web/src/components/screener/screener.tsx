import type { ScreenerRow } from '@contract';
import { ListFilter } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  DEFAULT_SORT,
  filterRows,
  isFiltered,
  leaguesOf,
  NO_FILTER,
  nextSort,
  type ScreenerFilter,
  type ScreenerSort,
  sortRows,
} from '../../lib/screener.ts';
import { useOddsFormat } from '../../lib/use-odds-format.ts';
import { EmptyLine, SectionCard } from '../prediction/section-card.tsx';
import { NO_VALUE_BETS } from '../prediction/value-bets.tsx';
import { Button } from '../ui/button.tsx';
import { ScreenerCards } from './screener-cards.tsx';
import { ScreenerControls } from './screener-controls.tsx';
import { ScreenerTable } from './screener-table.tsx';

export const SCREENER_TITLES = { value: 'Value Bet Screener', matches: 'Match Screener' } as const;
export const NO_MATCHING_ROWS = 'Nothing on this slate matches these filters.';

/**
 * What a question about many matches leads with: one row per value bet (value questions) or per
 * match with its best bet (league questions), sorted and filtered in the browser. Wide screens
 * get a table, phones compact cards; every row opens its match.
 */
export function Screener({
  rows,
  valueQuestion,
  label,
  emptyNote,
  hasDraw = () => false,
}: {
  rows: ScreenerRow[];
  valueQuestion: boolean;
  /** What Strix understood: 'Value bets · All leagues · today · 11 matches'. */
  label: string;
  /** Why there are no rows, when there are none. */
  emptyNote: string | null;
  /** Whether a row's match has a draw (soccer), so a tracked bet is on the right market. */
  hasDraw?: (matchId: number) => boolean;
}) {
  const [format] = useOddsFormat();
  const [sort, setSort] = useState<ScreenerSort>(DEFAULT_SORT);
  const [filter, setFilter] = useState<ScreenerFilter>(NO_FILTER);
  const leagues = useMemo(() => leaguesOf(rows), [rows]);
  const shown = useMemo(() => sortRows(filterRows(rows, filter), sort), [rows, filter, sort]);
  const title = valueQuestion ? SCREENER_TITLES.value : SCREENER_TITLES.matches;
  const noun = valueQuestion ? 'bet' : 'match';
  const count = (n: number) => `${n} ${n === 1 ? noun : valueQuestion ? 'bets' : 'matches'}`;

  const body =
    rows.length === 0 ? (
      <div data-testid="screener-empty">
        <EmptyLine>{NO_VALUE_BETS}</EmptyLine>
        {emptyNote ? (
          <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{emptyNote}</p>
        ) : null}
      </div>
    ) : (
      <div className="grid gap-4">
        <ScreenerControls
          leagues={leagues}
          filter={filter}
          onFilter={setFilter}
          sort={sort}
          onSort={setSort}
          format={format}
        />
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {isFiltered(filter)
            ? `Showing ${shown.length} of ${count(rows.length)}`
            : `${count(rows.length)}`}
        </p>
        {shown.length === 0 ? (
          <div className="flex flex-wrap items-center gap-3">
            <EmptyLine>{NO_MATCHING_ROWS}</EmptyLine>
            <Button variant="outline" size="sm" onClick={() => setFilter(NO_FILTER)}>
              Clear filters
            </Button>
          </div>
        ) : (
          <>
            <ScreenerTable
              rows={shown}
              sort={sort}
              onSort={(key) => setSort((current) => nextSort(current, key))}
              caption={`${title}: ${label}`}
              hasDraw={hasDraw}
            />
            <ScreenerCards rows={shown} label={title} hasDraw={hasDraw} />
          </>
        )}
      </div>
    );

  return (
    <SectionCard
      title={title}
      icon={ListFilter}
      headingLevel="h2"
      testId="screener"
      action={<p className="text-xs text-muted-foreground">{label}</p>}
    >
      {body}
    </SectionCard>
  );
}
