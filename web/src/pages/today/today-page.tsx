import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSlate } from '../../api/slate.ts';
import { Owl } from '../../components/owl/owl.tsx';
import { LockedAnalytics } from '../../components/prediction/locked-analytics.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { formatInstant } from '../../lib/price-age.ts';
import {
  DEFAULT_FILTERS,
  filtersFromSearch,
  isNarrowed,
  type SlateFilters,
  searchFromFilters,
  withFilter,
} from '../../lib/slate-filters.ts';
import { useOddsFormat } from '../../lib/use-odds-format.ts';
import { SlateControls } from './slate-controls.tsx';
import { dayLabel, SlateList } from './slate-list.tsx';

const hrefOf = (filters: SlateFilters) => {
  const search = searchFromFilters(filters);
  return `/today${search ? `?${search}` : ''}`;
};

function SlateSkeleton() {
  return (
    <div role="status" aria-label="Loading the slate" className="grid gap-3">
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-32 rounded-xl" />
      <Skeleton className="h-32 rounded-xl" />
    </div>
  );
}

function Empty({
  title,
  body,
  children,
}: {
  title: string;
  body: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center py-10 text-center" data-testid="slate-empty">
      <Owl variant="explore" size={96} title="" />
      <h2 className="mt-4 text-xl font-semibold tracking-tight">{title}</h2>
      <p className="mt-2 max-w-md text-muted-foreground">{body}</p>
      {children ? <div className="mt-4 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </div>
  );
}

function Pager({
  filters,
  page,
  pageCount,
}: {
  filters: SlateFilters;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Slate pages" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link href={hrefOf({ ...filters, page: page - 1 })}>
            <ChevronLeft aria-hidden="true" />
            Earlier
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Button asChild variant="outline" size="sm">
          <Link href={hrefOf({ ...filters, page: page + 1 })}>
            Later
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}

/**
 * /today: every covered league's fixtures from the clock's day through the next seven, grouped by
 * day then league, with the published probabilities, data confidence, best prices and value
 * flags. Filters and order live in the address, so a view can be shared; open to everyone, with
 * prices for viewers who may see Advanced Analytics.
 */
export default function TodayPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const canonical = searchFromFilters(filters);
  const read = useSlate(canonical);
  const [format] = useOddsFormat();
  usePageMeta('Fixtures this week');
  const data = read.data;
  const change = (next: Partial<SlateFilters>) => navigate(hrefOf(withFilter(filters, next)));

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Card>
        <CardHeader className="gap-2">
          <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-[0.14em] text-primary">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            The slate
          </p>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Fixtures this week</h1>
          <p className="text-sm text-muted-foreground" data-testid="slate-clock">
            {data
              ? `${dayLabel(data.from)}${data.to !== data.from ? ` to ${dayLabel(data.to)}` : ''}: every covered league's fixtures still to kick off, as known at ${formatInstant(data.asOf, data.timeZone)}. Probabilities are Strix's published ones; prices are each outcome's best fresh price, with its age.`
              : 'Every covered league’s fixtures still to kick off this week.'}
          </p>
          <p className="text-sm">
            <Link
              href="/leagues"
              className="rounded font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              All leagues
            </Link>
            {' · '}
            <Link
              href="/screener"
              className="rounded font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              Value bet screener
            </Link>
          </p>
        </CardHeader>
        <CardContent className="grid gap-6">
          <SlateControls
            filters={filters}
            onChange={change}
            leagues={data?.leagues ?? []}
            books={data?.books ?? []}
            pricesLocked={data?.locked != null}
          />
          {data?.priceFiltersIgnored ? (
            <p className="text-sm text-muted-foreground" data-testid="price-filters-ignored">
              The price filters in this link (market, books, EV, odds) apply once you can see the
              prices.
            </p>
          ) : null}
          {data?.locked ? <LockedAnalytics lock={data.locked} /> : null}
          {read.isPending ? (
            <SlateSkeleton />
          ) : read.isError || !data ? (
            <Empty title="The slate could not be loaded" body="Please try again in a moment." />
          ) : data.total === 0 ? (
            isNarrowed(filters) ? (
              <Empty
                title="Nothing matches these filters"
                body="Nothing on the slate matches these filters."
              >
                <Button variant="outline" onClick={() => navigate(hrefOf(DEFAULT_FILTERS))}>
                  Clear filters
                </Button>
              </Empty>
            ) : (
              <Empty
                title="No fixtures this week"
                body={`No covered league has a fixture between ${dayLabel(data.from)} and ${dayLabel(data.to)} at this clock.`}
              >
                <Button asChild variant="outline">
                  <Link href="/leagues">See the leagues</Link>
                </Button>
              </Empty>
            )
          ) : (
            <div className="grid gap-6" aria-busy={read.isFetching} data-testid="slate-results">
              <p
                className="text-sm text-muted-foreground"
                aria-live="polite"
                data-testid="slate-count"
              >
                {data.total} {data.total === 1 ? 'fixture' : 'fixtures'}
              </p>
              <SlateList
                fixtures={data.fixtures}
                timeZone={data.timeZone}
                format={format}
                asOf={new Date(data.asOf)}
                locked={data.locked !== null}
              />
              <Pager filters={filters} page={data.page} pageCount={data.pageCount} />
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
