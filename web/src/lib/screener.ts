import type { ScreenerRow, SearchResponse } from '@contract';

/**
 * The screener a slate answer leads with: which answers get one, who sees it, and how its rows
 * are sorted and filtered in the browser. Pure, so it is tested on its own.
 */

/** A question about many matches (a league, a day's value bets), not about one pairing. */
export function isSlateAnswer(result: Pick<SearchResponse, 'screener'>): boolean {
  return result.screener !== undefined;
}

export const SORT_KEYS = ['ev', 'edge', 'kickoff', 'league'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export interface ScreenerSort {
  key: SortKey;
  direction: SortDirection;
}

export const SORT_LABELS: Record<SortKey, string> = {
  ev: 'EV',
  edge: 'Edge',
  kickoff: 'Kick-off',
  league: 'League',
};

/** Where a first click on a column starts: the biggest edge first, the soonest match first. */
const FIRST_DIRECTION: Record<SortKey, SortDirection> = {
  ev: 'desc',
  edge: 'desc',
  kickoff: 'asc',
  league: 'asc',
};

export const DEFAULT_SORT: ScreenerSort = { key: 'ev', direction: 'desc' };

/** A click on a column: the same column flips, another starts in its natural direction. */
export function nextSort(current: ScreenerSort, key: SortKey): ScreenerSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: FIRST_DIRECTION[key] };
}

export function sortFor(key: SortKey): ScreenerSort {
  return { key, direction: FIRST_DIRECTION[key] };
}

/** The column header's aria-sort. */
export function ariaSort(sort: ScreenerSort, key: SortKey): 'ascending' | 'descending' | 'none' {
  if (sort.key !== key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/**
 * Strix's probability less the one the best price implies, in percentage points: how much more
 * likely Strix thinks the pick is than the price does. null without a price.
 */
export function edgeOf(row: ScreenerRow): number | null {
  if (!row.price) return null;
  return Math.round((row.modelProbability - row.price.impliedProbability) * 10) / 10;
}

function sortValue(row: ScreenerRow, key: SortKey): number | string | null {
  switch (key) {
    case 'ev':
      return row.expectedValue;
    case 'edge':
      return edgeOf(row);
    case 'kickoff':
      return Date.parse(row.kickoff);
    case 'league':
      return row.league;
  }
}

function compare(a: number | string, b: number | string): number {
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b);
  return (a as number) - (b as number);
}

/**
 * Rows in the chosen order. Rows with nothing to sort on (no price, so no EV or edge) go last
 * either way; ties fall back to kick-off, then EV, so the order never depends on the server's.
 */
export function sortRows(rows: readonly ScreenerRow[], sort: ScreenerSort): ScreenerRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const tieBreak = (a: ScreenerRow, b: ScreenerRow) =>
    Date.parse(a.kickoff) - Date.parse(b.kickoff) ||
    (b.expectedValue ?? Number.NEGATIVE_INFINITY) - (a.expectedValue ?? Number.NEGATIVE_INFINITY) ||
    a.pick.localeCompare(b.pick);
  return [...rows].sort((a, b) => {
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
      return tieBreak(a, b);
    }
    return sign * compare(x, y) || tieBreak(a, b);
  });
}

/** Decimal odds, as quoted; either end open. */
export interface OddsRange {
  min: number | null;
  max: number | null;
}

export interface ScreenerFilter {
  /** null: every league. */
  league: string | null;
  /** Percent; null: any EV, priced or not. */
  minEv: number | null;
  odds: OddsRange;
}

export const NO_FILTER: ScreenerFilter = {
  league: null,
  minEv: null,
  odds: { min: null, max: null },
};

/** The odds ranges offered, as decimal bounds (labelled in the reader's odds format). */
export const ODDS_RANGES: readonly { id: string; range: OddsRange }[] = [
  { id: 'any', range: { min: null, max: null } },
  { id: 'short', range: { min: null, max: 2 } },
  { id: 'middle', range: { min: 2, max: 4 } },
  { id: 'long', range: { min: 4, max: null } },
];

export const MIN_EV_OPTIONS: readonly (number | null)[] = [null, 0, 3, 5, 10];

export function isFiltered(filter: ScreenerFilter): boolean {
  return (
    filter.league !== null ||
    filter.minEv !== null ||
    filter.odds.min !== null ||
    filter.odds.max !== null
  );
}

/**
 * Rows that pass every filter. An EV or odds bound drops rows without a price: nothing is known
 * to clear it. The odds range is inclusive at the bottom and exclusive at the top, so the
 * offered ranges meet without overlapping.
 */
export function filterRows(rows: readonly ScreenerRow[], filter: ScreenerFilter): ScreenerRow[] {
  const { min, max } = filter.odds;
  return rows.filter((row) => {
    if (filter.league !== null && row.league !== filter.league) return false;
    if (filter.minEv !== null && (row.expectedValue === null || row.expectedValue < filter.minEv))
      return false;
    if (min !== null || max !== null) {
      const odds = row.price?.decimalOdds;
      if (odds === undefined) return false;
      if (min !== null && odds < min) return false;
      if (max !== null && odds >= max) return false;
    }
    return true;
  });
}

/** The leagues on the slate, alphabetically, for the league filter. */
export function leaguesOf(rows: readonly ScreenerRow[]): string[] {
  return [...new Set(rows.map((row) => row.league))].sort((a, b) => a.localeCompare(b));
}
