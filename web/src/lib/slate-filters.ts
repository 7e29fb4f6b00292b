import type { SportId } from '../../../contract/search.ts';
import {
  SLATE_MARKETS,
  SLATE_SORTS,
  SLATE_WINDOWS,
  type SlateMarket,
  type SlateSort,
  type SlateWindow,
} from '../../../contract/slate-options.ts';

/**
 * The slate's filters and order (/today), kept in the page's URL so a view can be shared: the
 * query string is read into filters and written back from them, with the API's own parameter
 * names (GET /api/slate reads the same query). Pure, so it is tested on its own.
 */

export const SLATE_SPORTS: readonly SportId[] = [
  'soccer',
  'basketball',
  'american-football',
  'baseball',
  'ice-hockey',
];
export type SlateSport = SportId;

export interface SlateFilters {
  window: SlateWindow;
  sport: SlateSport | null;
  league: string | null;
  market: SlateMarket | null;
  /** "My books": best prices and value from these bookmakers only; empty for every book. */
  books: string[];
  /** Percent: only fixtures with a value bet at least this good. */
  minEv: number | null;
  /** Decimal odds. */
  minOdds: number | null;
  maxOdds: number | null;
  sort: SlateSort;
  page: number;
}

export const DEFAULT_FILTERS: SlateFilters = {
  window: 'week',
  sport: null,
  league: null,
  market: null,
  books: [],
  minEv: null,
  minOdds: null,
  maxOdds: null,
  sort: 'kickoff',
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;

const numberIn = (raw: string | null, min: number, max: number): number | null => {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
};

/**
 * The filters a URL's query string asks for. What cannot be read (a typo, a sport that does not
 * exist) is left at its default, so a mangled link still opens the slate rather than an error.
 */
export function filtersFromSearch(search: string): SlateFilters {
  const params = new URLSearchParams(search);
  const league = params.get('league');
  const page = numberIn(params.get('page'), 1, 1000);
  let minOdds = numberIn(params.get('minOdds'), 1.01, 1000);
  let maxOdds = numberIn(params.get('maxOdds'), 1.01, 1000);
  if (minOdds !== null && maxOdds !== null && minOdds > maxOdds)
    [minOdds, maxOdds] = [maxOdds, minOdds];
  return {
    window: oneOf(SLATE_WINDOWS, params.get('window')) ?? DEFAULT_FILTERS.window,
    sport: oneOf(SLATE_SPORTS, params.get('sport')),
    league: league && /^[A-Za-z0-9]{1,12}$/.test(league) ? league.toUpperCase() : null,
    market: oneOf(SLATE_MARKETS, params.get('market')),
    books: (params.get('books') ?? '')
      .split(',')
      .map((book) => book.trim())
      .filter(Boolean),
    minEv: numberIn(params.get('minEv'), -100, 1000),
    minOdds,
    maxOdds,
    sort: oneOf(SLATE_SORTS, params.get('sort')) ?? DEFAULT_FILTERS.sort,
    page: page !== null && Number.isInteger(page) ? page : 1,
  };
}

/**
 * The query string for `filters`, without the leading '?': only what differs from the defaults,
 * in one fixed order, so one view always has one address.
 */
export function searchFromFilters(filters: SlateFilters): string {
  const params = new URLSearchParams();
  if (filters.window !== DEFAULT_FILTERS.window) params.set('window', filters.window);
  if (filters.sport) params.set('sport', filters.sport);
  if (filters.league) params.set('league', filters.league);
  if (filters.market) params.set('market', filters.market);
  if (filters.books.length > 0) params.set('books', [...filters.books].sort().join(','));
  if (filters.minEv !== null) params.set('minEv', String(filters.minEv));
  if (filters.minOdds !== null) params.set('minOdds', String(filters.minOdds));
  if (filters.maxOdds !== null) params.set('maxOdds', String(filters.maxOdds));
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.page !== 1) params.set('page', String(filters.page));
  return params.toString();
}

/** A filter changed: back to the first page, since the pages no longer hold what they did. */
export function withFilter(filters: SlateFilters, change: Partial<SlateFilters>): SlateFilters {
  return { ...filters, ...change, page: change.page ?? 1 };
}

/** Whether anything narrows the slate (the page and order do not). */
export function isNarrowed(filters: SlateFilters): boolean {
  return (
    filters.window !== DEFAULT_FILTERS.window ||
    filters.sport !== null ||
    filters.league !== null ||
    filters.market !== null ||
    filters.books.length > 0 ||
    filters.minEv !== null ||
    filters.minOdds !== null ||
    filters.maxOdds !== null
  );
}

/** A number field's text as a filter value: blank is no filter, and so is what is not a number. */
export function numberFromField(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Each sport by the name people look it up under. */
export const SPORT_LABELS: Record<SlateSport, string> = {
  soccer: 'Soccer',
  basketball: 'Basketball',
  'american-football': 'American football',
  baseball: 'Baseball',
  'ice-hockey': 'Ice hockey',
};
