import type { LedgerRow, LedgerTables, ValueLedgerResponse } from '@contract';
import type { LucideIcon } from 'lucide-react';
import { BadgeCheck, CalendarRange, Coins, Loader2, Percent, Trophy } from 'lucide-react';
import { useValueLedger } from '../../api/record.ts';
import { HorizontalScroller } from '../../components/layout/horizontal-scroller.tsx';
import { SectionCard } from '../../components/prediction/section-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDeferredQuery } from '../../lib/deferred-query.ts';
import { formatClv, formatDay, formatPercentWithError } from '../../lib/record.ts';
import {
  figureLine,
  ledgerLeagueName,
  roiInterval,
  ruleSentence,
  tooFew,
} from '../../lib/value-ledger.ts';

type Ready = Extract<ValueLedgerResponse, { status: 'ready' }>;

const HEAD = 'py-2 pl-3 text-right font-medium whitespace-nowrap';
const CELL = 'py-2.5 pl-3 text-right tabular-nums';

function FigureRow({ row, label }: { row: LedgerRow; label: string }) {
  const f = row.figure;
  const interval = roiInterval(f);
  return (
    <tr className="border-b border-border/60 last:border-0">
      <th scope="row" className="whitespace-nowrap py-2.5 pr-3 text-left font-medium">
        {label}
      </th>
      <td className={CELL}>{f.n.toLocaleString('en-GB')}</td>
      <td className={CELL}>{formatClv(f.claimedEv)}</td>
      <td className={`${CELL} whitespace-nowrap`}>
        {tooFew(f) ? (
          <span className="text-muted-foreground">Too few to say</span>
        ) : (
          <>
            <span className="font-semibold">{formatClv(f.roi)}</span>
            {interval ? (
              <span className="block text-xs text-muted-foreground">{interval}</span>
            ) : null}
          </>
        )}
      </td>
      <td className={`${CELL} whitespace-nowrap`}>
        {f.clvN === 0 ? '—' : formatPercentWithError(f.clv, f.clvSe)}
      </td>
    </tr>
  );
}

/** One split of the ledger (by EV band, odds band, league or season) as an accessible table. */
function LedgerTable({
  title,
  icon,
  keyLabel,
  rows,
  caption,
  labelOf = (key) => key,
}: {
  title: string;
  icon: LucideIcon;
  keyLabel: string;
  rows: LedgerRow[];
  caption: string;
  labelOf?: (key: string) => string;
}) {
  return (
    <SectionCard title={title} icon={icon} testId={`ledger-${keyLabel.toLowerCase()}`}>
      <HorizontalScroller label={caption}>
        <table className="w-full min-w-[24rem] text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-border text-xs text-muted-foreground">
              <th scope="col" className="py-2 pr-3 text-left font-medium">
                {keyLabel}
              </th>
              <th scope="col" className={HEAD}>
                Bets
              </th>
              <th scope="col" className={HEAD}>
                Claimed EV
              </th>
              <th scope="col" className={HEAD}>
                Realised ROI <span className="font-normal">(95%)</span>
              </th>
              <th scope="col" className={HEAD}>
                CLV ± SE
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <FigureRow key={row.key} row={row} label={labelOf(row.key)} />
            ))}
          </tbody>
        </table>
      </HorizontalScroller>
    </SectionCard>
  );
}

function WalkForward({ tables }: { tables: LedgerTables }) {
  return (
    <div className="grid gap-4" data-testid="ledger-walk-forward">
      <h3 className="text-lg font-semibold tracking-tight">Walk-forward on history</h3>
      <p className="text-sm" data-testid="ledger-pooled">
        <span className="font-semibold">Every bet the rule lists:</span> {figureLine(tables.pooled)}
      </p>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <LedgerTable
          title="By expected value"
          icon={Percent}
          keyLabel="EV"
          rows={tables.byEvBand}
          caption="Walk-forward value bets by claimed expected value: bets, claimed EV, realised return with its 95% interval, closing-line value"
        />
        <LedgerTable
          title="By odds"
          icon={Coins}
          keyLabel="Odds"
          rows={tables.byOddsBand}
          caption="Walk-forward value bets by decimal odds: bets, claimed EV, realised return with its 95% interval, closing-line value"
        />
        <LedgerTable
          title="By league"
          icon={Trophy}
          keyLabel="League"
          rows={tables.byLeague}
          labelOf={ledgerLeagueName}
          caption="Walk-forward value bets by league: bets, claimed EV, realised return with its 95% interval, closing-line value"
        />
        <LedgerTable
          title="By season"
          icon={CalendarRange}
          keyLabel="Season"
          rows={tables.bySeason}
          caption="Walk-forward value bets by season: bets, claimed EV, realised return with its 95% interval, closing-line value"
        />
      </div>
    </div>
  );
}

function Live({ tables }: { tables: LedgerTables }) {
  return (
    <div className="grid gap-4" data-testid="ledger-live">
      <h3 className="text-lg font-semibold tracking-tight">Live: the bets answers listed</h3>
      {tables.pooled.n === 0 ? (
        <p className="text-sm text-muted-foreground">
          None settled yet: a value bet an answer lists joins here once its match is played.
        </p>
      ) : (
        <>
          <p className="text-sm">
            <span className="font-semibold">Settled:</span> {figureLine(tables.pooled)}
          </p>
          <LedgerTable
            title="Live by expected value"
            icon={BadgeCheck}
            keyLabel="EV"
            rows={tables.byEvBand.filter((row) => row.figure.n > 0)}
            caption="Live value bets by claimed expected value: bets, claimed EV, realised return with its 95% interval, closing-line value"
          />
        </>
      )}
    </div>
  );
}

function Ledger({ ledger }: { ledger: Ready }) {
  return (
    <div className="grid gap-8">
      <p className="max-w-2xl text-sm" data-testid="ledger-rule">
        {ruleSentence(ledger.rule)}
      </p>
      <WalkForward tables={ledger.walkForward} />
      <Live tables={ledger.live} />
    </div>
  );
}

/**
 * The value-bet ledger: every bet the value rule would have listed on history, and the ones
 * answers did list, settled; the value-bet card's "Bets like this" line links here.
 */
export function ValueLedgerSection() {
  const query = useDeferredQuery(useValueLedger());
  const data = query.data;
  return (
    <section
      id="value-bets"
      aria-labelledby="value-bets-heading"
      className="grid scroll-mt-20 gap-4"
      data-testid="value-ledger"
    >
      <div className="grid gap-1">
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-primary">
          Value-bet ledger
        </p>
        <h2 id="value-bets-heading" className="text-2xl font-bold tracking-tight">
          Did the value bets return what they claimed?
        </h2>
        <p className="max-w-2xl text-sm text-muted-foreground">
          Each bet is priced at one named bookmaker’s price from before kick-off and settled on the
          result; the ledger is never edited. Claimed EV is what Strix said a bet was worth,
          realised ROI what it returned per unit staked. A figure over fewer than 20 bets has an
          interval too wide to lean on, so it reads “too few to say”.
          {data?.status === 'ready' ? ` Matches played before ${formatDay(data.asOf)}.` : ''}
        </p>
      </div>
      {query.isPending ? (
        <Skeleton className="h-64 rounded-2xl" />
      ) : !data ? (
        <p className="text-muted-foreground">The value-bet ledger could not be loaded right now.</p>
      ) : data.status === 'computing' ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-2xl border border-dashed border-border px-4 py-6 text-sm text-muted-foreground"
        >
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          The ledger up to {formatDay(data.asOf)} is being computed. It appears here when ready.
        </p>
      ) : (
        <Ledger ledger={data} />
      )}
    </section>
  );
}
