import type { BacktestLeague, BacktestScores } from '@contract';
import { FlaskConical, Loader2 } from 'lucide-react';
import { useBacktestRecord } from '../../api/record.ts';
import { HorizontalScroller } from '../../components/layout/horizontal-scroller.tsx';
import { SectionCard } from '../../components/prediction/section-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDeferredQuery } from '../../lib/deferred-query.ts';
import { formatDay, formatDelta, formatPercentWithError, formatScore4 } from '../../lib/record.ts';
import { CalibrationChart } from './calibration-chart.tsx';

const FORECASTERS = [
  ['strix', 'Strix (published)'],
  ['model', 'Model alone'],
  ['closing', 'Closing price'],
  ['base', 'Base rate'],
] as const;

function ScoresTable({ league }: { league: BacktestLeague }) {
  const three = league.strix.rps !== null;
  const main = three ? 'RPS' : 'Brier';
  const cell = 'py-2 pl-3 text-right tabular-nums';
  const row = (label: string, s: BacktestScores) => (
    <tr key={label} className="border-b border-border/60 last:border-0">
      <th scope="row" className="whitespace-nowrap py-2 pr-3 text-left font-medium">
        {label}
      </th>
      {three ? <td className={cell}>{formatScore4(s.rps)}</td> : null}
      <td className={cell}>{formatScore4(s.brier)}</td>
      <td className={cell}>{formatScore4(s.logLoss)}</td>
      <td className={`${cell} whitespace-nowrap`}>
        {formatDelta(s.deltaVsClosing, null)}
        {s.deltaVsClosingSe !== null && s.deltaVsClosing !== 0 ? (
          <span className="block text-xs text-muted-foreground">
            ± {formatScore4(s.deltaVsClosingSe)}
          </span>
        ) : null}
      </td>
    </tr>
  );
  return (
    <HorizontalScroller label={`${league.league} scores`}>
      <table className="w-full min-w-[20rem] text-sm">
        <caption className="sr-only">
          {league.league}: mean scores over {league.n} games, lower is better
        </caption>
        <thead>
          <tr className="border-b border-border text-left text-xs text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-medium">
              Forecast
            </th>
            {three ? (
              <th scope="col" className="py-2 pl-3 text-right font-medium">
                RPS
              </th>
            ) : null}
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              Brier
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              Log loss
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              {main} vs closing
            </th>
          </tr>
        </thead>
        <tbody>{FORECASTERS.map(([key, label]) => row(label, league[key]))}</tbody>
      </table>
    </HorizontalScroller>
  );
}

function ValueBets({ league }: { league: BacktestLeague }) {
  const v = league.valueBets;
  if (v.n === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No value bets: no price cleared the {v.thresholdPct}% edge, or the files hold no pre-match
        price for this league to bet at.
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm" data-testid="backtest-value-bets">
      <div>
        <dt className="text-xs text-muted-foreground">Return on {v.n} value bets (flat stakes)</dt>
        <dd className="font-semibold tabular-nums">{formatPercentWithError(v.roi, v.roiSe)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Closing-line value ({v.clvN} bets)</dt>
        <dd className="font-semibold tabular-nums">{formatPercentWithError(v.clv, v.clvSe)}</dd>
      </div>
    </dl>
  );
}

function LeagueCard({ league }: { league: BacktestLeague }) {
  return (
    <SectionCard title={league.league} icon={FlaskConical} testId={`backtest-${league.leagueId}`}>
      <div className="grid gap-4">
        <p className="text-xs text-muted-foreground">
          {league.n} games, {formatDay(league.from)} – {formatDay(league.to)}
        </p>
        <ScoresTable league={league} />
        <CalibrationChart
          bins={league.calibration}
          subject="outcome"
          testId="backtest-calibration-chart"
        />
        <ValueBets league={league} />
      </div>
    </SectionCard>
  );
}

/** The walk-forward backtest: labelled as such, apart from the live picks. */
export function BacktestSection() {
  const backtest = useDeferredQuery(useBacktestRecord());
  const data = backtest.data;
  return (
    <section aria-labelledby="backtest-heading" className="grid gap-4" data-testid="backtest">
      <div className="grid gap-1">
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-primary">
          Backtest, not live picks
        </p>
        <h2 id="backtest-heading" className="text-2xl font-bold tracking-tight">
          How the models did on last year’s matches
        </h2>
        <p className="max-w-2xl text-sm text-muted-foreground">
          Each match was forecast only from data dated before it, then scored against the result,
          the closing price and the base rate.
          {data?.status === 'ready'
            ? ` Matches from ${formatDay(data.windowFrom)} to the day before ${formatDay(data.asOf)}; model version ${data.modelVersion}.`
            : ''}
        </p>
      </div>
      {backtest.isPending ? (
        <Skeleton className="h-64 rounded-2xl" />
      ) : !data ? (
        <p className="text-muted-foreground">The backtest could not be loaded right now.</p>
      ) : data.status === 'computing' ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-2xl border border-dashed border-border px-4 py-6 text-sm text-muted-foreground"
        >
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          The backtest up to {formatDay(data.asOf)} is being computed. It appears here when ready.
        </p>
      ) : data.leagues.length === 0 ? (
        <p className="text-muted-foreground">
          No match with a closing price finished in the year before {formatDay(data.asOf)}.
        </p>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          {data.leagues.map((league) => (
            <LeagueCard key={league.leagueId} league={league} />
          ))}
        </div>
      )}
    </section>
  );
}
