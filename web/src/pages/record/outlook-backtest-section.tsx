import type { OutlookBacktestRow } from '@contract';
import { CalendarRange, Loader2 } from 'lucide-react';
import { useOutlookBacktest } from '../../api/record.ts';
import { HorizontalScroller } from '../../components/layout/horizontal-scroller.tsx';
import { SectionCard } from '../../components/prediction/section-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDeferredQuery } from '../../lib/deferred-query.ts';
import { formatDay, formatScore4 } from '../../lib/record.ts';

/** Rows of one league, grouped for its card. */
function byLeague(rows: readonly OutlookBacktestRow[]) {
  const out = new Map<string, OutlookBacktestRow[]>();
  for (const row of rows) out.set(row.leagueId, [...(out.get(row.leagueId) ?? []), row]);
  return [...out.values()];
}

/** Bold the better of two scores (lower is better). */
function Pair({ model, baseline }: { model: number; baseline: number }) {
  const cell = 'py-2 pl-3 text-right tabular-nums';
  return (
    <>
      <td className={`${cell} ${model < baseline ? 'font-semibold' : ''}`}>
        {formatScore4(model)}
      </td>
      <td className={`${cell} ${baseline < model ? 'font-semibold' : ''}`}>
        {formatScore4(baseline)}
      </td>
    </>
  );
}

function LeagueTable({ rows }: { rows: OutlookBacktestRow[] }) {
  const league = rows[0]!.league;
  const head = 'py-2 pl-3 text-right font-medium';
  return (
    <SectionCard
      title={league}
      icon={CalendarRange}
      testId={`outlook-backtest-${rows[0]!.leagueId}`}
    >
      <div className="grid gap-3">
        <p className="text-xs text-muted-foreground">
          {rows[0]!.seasons} seasons, {rows[0]!.firstSeason} to {rows[0]!.lastSeason}
        </p>
        <HorizontalScroller label={`${league} season outlook scores`}>
          <table className="w-full min-w-[24rem] text-sm">
            <caption className="sr-only">
              {league}: season outlooks against the current table order, lower is better
            </caption>
            <thead>
              <tr className="border-b border-border text-left text-xs text-muted-foreground">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Chance, from
                </th>
                <th scope="col" className={head}>
                  Brier, Strix
                </th>
                <th scope="col" className={head}>
                  Brier, table
                </th>
                <th scope="col" className={head}>
                  Log loss, Strix
                </th>
                <th scope="col" className={head}>
                  Log loss, table
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={`${row.key}|${row.date}`}
                  className="border-b border-border/60 last:border-0"
                >
                  <th scope="row" className="whitespace-nowrap py-2 pr-3 text-left font-medium">
                    {row.label}, {row.date}
                    <span className="block text-xs font-normal text-muted-foreground">
                      {row.events} of {row.n} team-seasons
                    </span>
                  </th>
                  <Pair model={row.model.brier} baseline={row.baseline.brier} />
                  <Pair model={row.model.logLoss} baseline={row.baseline.logLoss} />
                </tr>
              ))}
            </tbody>
          </table>
        </HorizontalScroller>
      </div>
    </SectionCard>
  );
}

/** One sentence on what the scores show, from the scores themselves. */
function verdict(rows: readonly OutlookBacktestRow[]): string {
  const better = rows.filter((r) => r.model.brier < r.baseline.brier).length;
  return `The simulations scored better than the current table order on Brier score in ${better} of ${rows.length} comparisons. Each season gives one champion and a few relegated sides, so a league's figures rest on a few dozen outcomes: read differences in the third decimal as noise.`;
}

/** Season outlooks replayed over past seasons, scored against the final tables. */
export function OutlookBacktestSection() {
  const query = useDeferredQuery(useOutlookBacktest());
  const data = query.data;
  return (
    <section
      aria-labelledby="outlook-backtest-heading"
      className="grid gap-4"
      data-testid="outlook-backtest"
    >
      <div className="grid gap-1">
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-primary">
          Backtest, not live picks
        </p>
        <h2 id="outlook-backtest-heading" className="text-2xl font-bold tracking-tight">
          How the season outlooks did
        </h2>
        <p className="max-w-2xl text-sm text-muted-foreground">
          Every past season on file simulated as of 1 January and 1 March (the NFL: 1 November and 1
          December) from the data before that day, and its title, top-four, promotion, relegation
          and play-off chances scored against the final table. The comparison is the current table
          order: a team ends where it stands, given 95% if it is in the place now and 5% if not.
          Lower scores are better.
          {data?.status === 'ready'
            ? ` Seasons finished before ${formatDay(data.asOf)}; ${data.simulations.toLocaleString('en-GB')} simulations each; model version ${data.modelVersion}.`
            : ''}
        </p>
      </div>
      {query.isPending ? (
        <Skeleton className="h-48 rounded-2xl" />
      ) : !data ? (
        <p className="text-muted-foreground">The outlook backtest could not be loaded right now.</p>
      ) : data.status === 'computing' ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-2xl border border-dashed border-border px-4 py-6 text-sm text-muted-foreground"
        >
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          The season outlook backtest up to {formatDay(data.asOf)} is being computed. It appears
          here when ready.
        </p>
      ) : data.rows.length === 0 ? (
        <p className="text-muted-foreground">
          No complete season finished before {formatDay(data.asOf)} in the stored data.
        </p>
      ) : (
        <>
          <p className="max-w-2xl text-sm" data-testid="outlook-backtest-verdict">
            {verdict(data.rows)}
          </p>
          <div className="grid items-start gap-6 xl:grid-cols-2">
            {byLeague(data.rows).map((rows) => (
              <LeagueTable key={rows[0]!.leagueId} rows={rows} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
