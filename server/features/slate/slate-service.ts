import {
  type AdvancedLock,
  type LeaguesResponse,
  SLATE_PAGE_SIZE,
  SLATE_WEEK_DAYS,
  type SlateFixture,
  type SlateQuery,
  type SlateResponse,
  type SlateSort,
  type SlateValueBetsResponse,
} from '@contract';
import { screenerRows } from '../../sports/odds/screener-rows.ts';
import { type SlateBuild, slateBuilds } from '../../sports/prediction/slate-builds.ts';
import { SLATE_DAYS } from '../../sports/prediction/value-bet-slate.ts';
import type { SearchDeps } from '../search/search-service.ts';
import { fixtureDay, windowDays } from './slate-days.ts';
import { slateRow } from './slate-row.ts';

const DAY = 86_400_000;

/** Who is reading, and where: the clock, the viewer's zone, what is locked for them. */
export interface SlateViewer {
  asOf: Date;
  timeZone: string;
  lock: AdvancedLock;
}

const builds = (deps: SearchDeps, asOf: Date) =>
  slateBuilds(deps.state, asOf, deps.ctx.config.exchangeCommission);

/** A row passes the price filters: market, expected value and odds range. */
function pricedAsAsked(row: SlateFixture, query: SlateQuery): boolean {
  if (query.market && !row.markets.includes(query.market)) return false;
  const inRange = (odds: number) =>
    (query.minOdds === undefined || odds >= query.minOdds) &&
    (query.maxOdds === undefined || odds <= query.maxOdds);
  if (query.minEv !== undefined) {
    return row.value.some((v) => v.expectedValue >= query.minEv! && inRange(v.decimalOdds));
  }
  if (query.minOdds !== undefined || query.maxOdds !== undefined) {
    return [row.prices.home, row.prices.draw, row.prices.away].some(
      (price) => price !== null && inRange(price.decimalOdds),
    );
  }
  return true;
}

const bestEv = (row: SlateFixture) => row.value[0]?.expectedValue ?? Number.NEGATIVE_INFINITY;

/** Day, then league, then the chosen order (kick-off breaking ties, then the match id). */
function compareRows(sort: SlateSort) {
  return (a: SlateFixture, b: SlateFixture) =>
    a.day.localeCompare(b.day) ||
    a.league.localeCompare(b.league) ||
    (sort === 'ev' ? bestEv(b) - bestEv(a) : 0) ||
    (sort === 'confidence' ? b.confidence - a.confidence : 0) ||
    a.kickoff.localeCompare(b.kickoff) ||
    a.matchId - b.matchId;
}

const hasPriceFilter = (q: SlateQuery) =>
  q.market !== undefined ||
  q.books !== undefined ||
  q.minEv !== undefined ||
  q.minOdds !== undefined ||
  q.maxOdds !== undefined;

/**
 * The slate at the clock for one viewer: the fixtures of the asked window that kick off after the
 * clock, filtered, ordered and cut into pages. A locked viewer gets the predictions without
 * prices or value bets, and the price filters are not applied (they would tell what is locked).
 */
export async function getSlate(
  deps: SearchDeps,
  query: SlateQuery,
  viewer: SlateViewer,
): Promise<SlateResponse> {
  const { asOf, timeZone, lock } = viewer;
  const { from, to } = windowDays(asOf, query.window ?? 'week', timeZone);
  const all = await builds(deps, asOf);
  const locked = lock !== null;
  const books = !locked && query.books?.length ? new Set(query.books) : null;
  const rows = all
    .filter(({ league }) => !query.sport || league.sport === query.sport)
    .filter(({ league }) => !query.league || league.id === query.league)
    .map((build) => {
      const day = fixtureDay(build.fixture, build.built.prediction.kickoffDay ?? null, timeZone);
      return { build, day };
    })
    .filter(({ day }) => day >= from && day <= to)
    .map(({ build, day }) => slateRow(build, day, { books, locked }))
    .filter((row) => locked || pricedAsAsked(row, query))
    .sort(compareRows(query.sort ?? 'kickoff'));
  const pageCount = Math.max(1, Math.ceil(rows.length / SLATE_PAGE_SIZE));
  const page = Math.min(query.page ?? 1, pageCount);
  const catalogue = await deps.state.getCatalogue(asOf);
  return {
    asOf: asOf.toISOString(),
    from,
    to,
    timeZone,
    fixtures: rows.slice((page - 1) * SLATE_PAGE_SIZE, page * SLATE_PAGE_SIZE),
    total: rows.length,
    page,
    pageCount,
    leagues: [...catalogue.leagues.values()]
      .map(({ id, name, sport }) => ({ id, name, sport }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    books: locked ? [] : booksOf(all),
    locked: lock,
    priceFiltersIgnored: locked && hasPriceFilter(query),
  };
}

/** Every book with a price on the week's fixtures, for "my books". */
function booksOf(all: readonly SlateBuild[]): string[] {
  const names = new Set<string>();
  for (const { built } of all) for (const row of built.odds) names.add(row.sportsbook);
  return [...names].sort((a, b) => a.localeCompare(b));
}

/**
 * The week's value bets as the screener lists them (the answers' `screenerRows`), strongest
 * first; none for a locked viewer.
 */
export async function getSlateValueBets(
  deps: SearchDeps,
  viewer: SlateViewer,
): Promise<SlateValueBetsResponse> {
  const { asOf, lock } = viewer;
  if (lock) return { asOf: asOf.toISOString(), rows: [], locked: lock };
  const end = asOf.getTime() + SLATE_DAYS * DAY;
  const rated = (await builds(deps, asOf))
    .filter(({ fixture }) => fixture.kickoff.getTime() <= end)
    .map(({ built, league }) => ({ built, league: league.name }));
  return { asOf: asOf.toISOString(), rows: screenerRows('value', rated), locked: null };
}

/** The covered leagues, each with its season at the clock and its fixtures in the slate's week. */
export async function getLeagues(deps: SearchDeps, asOf: Date): Promise<LeaguesResponse> {
  const catalogue = await deps.state.getCatalogue(asOf);
  const end = asOf.getTime() + SLATE_WEEK_DAYS * DAY;
  const upcoming = new Map<string, number>();
  for (const f of catalogue.fixtures) {
    if (f.kickoff.getTime() <= end) upcoming.set(f.leagueId, (upcoming.get(f.leagueId) ?? 0) + 1);
  }
  return {
    asOf: asOf.toISOString(),
    leagues: [...catalogue.leagues.values()]
      .map(({ id, name, sport }) => ({
        id,
        name,
        sport,
        season: catalogue.seasons.get(id) ?? null,
        upcoming: upcoming.get(id) ?? 0,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
