import type { RecordResponse } from '@contract';
import { BarChart3, Gauge, Scale, Target, TrendingUp, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useRecord } from '../../api/community.ts';
import { useBacktestRecord, useOutlookBacktest, useValueLedger } from '../../api/record.ts';
import { HorizontalScroller } from '../../components/layout/horizontal-scroller.tsx';
import { Owl } from '../../components/owl/owl.tsx';
import { SectionCard } from '../../components/prediction/section-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDeferredQuery } from '../../lib/deferred-query.ts';
import { formatKickoff } from '../../lib/format.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { formatAccuracy } from '../../lib/profile.ts';
import { formatClv, formatScore } from '../../lib/record.ts';
import { useScrollToHash } from '../../lib/use-scroll-to-hash.ts';
import { BacktestSection } from './backtest-section.tsx';
import { CalibrationChart } from './calibration-chart.tsx';
import { MethodSection } from './method-section.tsx';
import { OutlookBacktestSection } from './outlook-backtest-section.tsx';
import { PicksTable } from './picks-table.tsx';
import { ValueLedgerSection } from './value-ledger-section.tsx';

const DESCRIPTION =
  "Strix's public record: a walk-forward backtest of the models per league, the value-bet ledger, and every settled prediction graded for accuracy, log loss, Brier score, closing-line value and calibration.";

/** GET /api/record as a public page: how good Strix's published probabilities have been. */
export default function RecordPage() {
  usePageMeta('Track Record', DESCRIPTION);
  // /record#value-bets (each value-bet card links there): the sections above it grow as their
  // figures are drawn, so the page follows the section until they have. Read deferred, as the
  // sections draw them.
  const parts = [
    useDeferredQuery(useBacktestRecord()),
    useDeferredQuery(useOutlookBacktest()),
    useDeferredQuery(useValueLedger()),
    useDeferredQuery(useRecord()),
  ];
  useScrollToHash(
    parts.map((q) => (q.data && 'status' in q.data ? q.data.status : q.status)).join(),
  );
  const record = useDeferredQuery(useRecord());
  return (
    <div className="mx-auto grid max-w-5xl gap-12 px-4 py-8 sm:px-6 sm:py-12">
      <header className="grid gap-2">
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-primary">
          Public record
        </p>
        <h1 className="text-3xl font-bold tracking-tight">Track Record</h1>
        <p className="max-w-2xl text-muted-foreground">
          How good are Strix’s probabilities? First a backtest: the models replayed over last year’s
          matches, scored against the closing price and the base rate. Then the{' '}
          <a href="#value-bets" className="text-primary underline-offset-4 hover:underline">
            value-bet ledger
          </a>
          : how the bets Strix lists as value returned against what they claimed. Then the live
          record: every prediction Strix publishes, graded once its match is played. See{' '}
          <Link href="/data-sources" className="text-primary underline-offset-4 hover:underline">
            Data Sources
          </Link>{' '}
          for where the numbers come from, and{' '}
          <a href="#method-heading" className="text-primary underline-offset-4 hover:underline">
            Checking our work
          </a>{' '}
          for how to read them.
        </p>
      </header>
      <BacktestSection />
      <OutlookBacktestSection />
      <ValueLedgerSection />
      <section aria-labelledby="live-heading" className="grid gap-4" data-testid="live-record">
        <div className="grid gap-1">
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-primary">
            Live record
          </p>
          <h2 id="live-heading" className="text-2xl font-bold tracking-tight">
            Graded live picks
          </h2>
          <p className="max-w-2xl text-sm text-muted-foreground">
            Predictions published before kick-off, graded after the final whistle and never edited.
          </p>
        </div>
        {record.isPending ? (
          <div className="grid gap-4" role="status" aria-label="Loading the record">
            <Skeleton className="h-28 rounded-2xl" />
            <Skeleton className="h-80 rounded-2xl" />
          </div>
        ) : record.data ? (
          record.data.totals.graded === 0 ? (
            <NothingGraded />
          ) : (
            <Record record={record.data} />
          )
        ) : (
          <p className="text-muted-foreground">
            The record could not be loaded right now. Please try again later.
          </p>
        )}
      </section>
      <MethodSection />
    </div>
  );
}

function NothingGraded() {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-14 text-center"
      data-testid="record-empty"
    >
      <Owl variant="explore" size={80} title="" />
      <p className="text-lg font-semibold">No graded predictions yet.</p>
      <p className="max-w-md text-sm text-muted-foreground">
        Predictions are graded as their matches are played. The record fills in once the first
        results arrive.
      </p>
    </div>
  );
}

function Tile({
  label,
  value,
  hint,
  icon,
}: {
  label: string;
  value: string;
  hint?: string;
  icon: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-border bg-card p-4">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="mt-1.5 text-2xl font-bold tabular-nums">{value}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

function Record({ record }: { record: RecordResponse }) {
  const { totals } = record;
  const icon = 'size-3.5 text-primary';
  return (
    <div className="grid gap-6" data-testid="record">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <Tile
          label="Graded predictions"
          value={String(totals.graded)}
          hint={`${totals.correct} favourites won`}
          icon={<Trophy className={icon} aria-hidden="true" />}
        />
        <Tile
          label="Accuracy"
          value={formatAccuracy(totals.accuracy)}
          icon={<Target className={icon} aria-hidden="true" />}
        />
        <Tile
          label="Mean log loss"
          value={formatScore(totals.meanLogLoss)}
          hint="Lower is better"
          icon={<Gauge className={icon} aria-hidden="true" />}
        />
        <Tile
          label="Brier score"
          value={formatScore(totals.meanBrier)}
          hint="Lower is better"
          icon={<Scale className={icon} aria-hidden="true" />}
        />
        <Tile
          label="Closing-line value"
          value={formatClv(totals.meanClv)}
          hint={`Over ${totals.clvCount} priced picks`}
          icon={<TrendingUp className={icon} aria-hidden="true" />}
        />
      </dl>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <SectionCard title="Calibration" icon={BarChart3} headingLevel="h3">
          {record.calibration.length > 0 ? (
            <CalibrationChart bins={record.calibration} />
          ) : (
            <p className="text-sm text-muted-foreground">No calibration data yet.</p>
          )}
        </SectionCard>
        <SectionCard title="By league" icon={Trophy} headingLevel="h3">
          <HorizontalScroller label="Live record by league">
            <table className="w-full text-sm" data-testid="record-by-league">
              <thead>
                <tr className="border-b border-border text-left text-xs text-muted-foreground">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    League
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Graded
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Accuracy
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Log loss
                  </th>
                </tr>
              </thead>
              <tbody>
                {record.byLeague.map((league) => (
                  <tr key={league.leagueId} className="border-b border-border/60 last:border-0">
                    <th scope="row" className="py-2.5 pr-3 text-left font-medium">
                      {league.league}
                    </th>
                    <td className="py-2.5 pr-3 text-right tabular-nums">{league.graded}</td>
                    <td className="py-2.5 pr-3 text-right tabular-nums">
                      {formatAccuracy(league.accuracy)}
                    </td>
                    <td className="py-2.5 text-right tabular-nums">
                      {formatScore(league.meanLogLoss)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </HorizontalScroller>
        </SectionCard>
      </div>
      <SectionCard title="Latest graded picks" icon={Target} headingLevel="h3">
        <PicksTable picks={record.picks} />
      </SectionCard>
      <p className="text-xs text-muted-foreground">
        Computed {formatKickoff(record.computedAt) ?? record.computedAt}. Past performance is no
        guarantee of future results.
      </p>
    </div>
  );
}
