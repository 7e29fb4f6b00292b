import type { ScreenerRow } from '@contract';
import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { draftFromScreenerRow } from '../../lib/bet-choices.ts';
import { formatPercent } from '../../lib/prediction.ts';
import { usePreferences } from '../../lib/preferences-store.ts';
import { useOddsFormat } from '../../lib/use-odds-format.ts';
import { TrackBetButton } from '../bets/track-bet-button.tsx';
import {
  ExpectedValue,
  edgeText,
  HistoryLine,
  kickoffOf,
  matchName,
  PickKind,
  PriceAge,
  priceOf,
  stakeText,
} from './screener-cells.tsx';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-[0.7rem] text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

function RowCard({ row, hasDraw }: { row: ScreenerRow; hasDraw: boolean }) {
  const [format] = useOddsFormat();
  const prefs = usePreferences();
  const draft = draftFromScreenerRow(row, hasDraw);
  const price = priceOf(row, format);
  const stake = stakeText(row, prefs);
  return (
    <li data-match={row.matchId} className="grid gap-1.5">
      <Link
        href={`/match/${row.matchId}`}
        className="group block rounded-xl border border-border bg-background/50 p-3 outline-none transition-colors hover:border-primary/40 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold break-words">{matchName(row)}</p>
            <p className="text-xs text-muted-foreground">
              {row.league} · {kickoffOf(row)}
            </p>
          </div>
          <span className="flex shrink-0 items-center gap-1">
            <ExpectedValue row={row} />
            <ChevronRight
              className="size-4 text-muted-foreground group-hover:text-primary"
              aria-hidden="true"
            />
          </span>
        </div>
        <p className="mt-2 text-sm">
          {row.pick} <PickKind row={row} />
          <HistoryLine row={row} short />
        </p>
        {row.price && price ? (
          <p className="mt-1 flex flex-wrap items-baseline gap-x-1.5 text-sm">
            <span className="font-semibold tabular-nums">{price}</span>
            <span className="min-w-0 break-words">{row.price.sportsbook}</span>
            <PriceAge at={row.price.capturedAt} />
          </p>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">No price yet</p>
        )}
        <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
          <Fact label="Strix" value={formatPercent(row.modelProbability)} />
          <Fact label="Edge" value={edgeText(row) ?? '—'} />
          <Fact label="Stake" value={stake ?? '—'} />
        </dl>
      </Link>
      {/* Beside the card, not in it: the whole card is a link to the match. */}
      {draft && row.price ? (
        <TrackBetButton
          compact
          className="justify-self-end"
          draft={draft}
          context={`${row.pick} at ${row.price.sportsbook}`}
        />
      ) : null}
    </li>
  );
}

/** Phones: each row a compact card that opens its match. */
export function ScreenerCards({
  rows,
  label,
  hasDraw,
}: {
  rows: ScreenerRow[];
  label: string;
  hasDraw: (matchId: number) => boolean;
}) {
  return (
    <ul className="grid gap-2.5 md:hidden" aria-label={label}>
      {rows.map((row) => (
        <RowCard key={`${row.matchId}-${row.outcome}`} row={row} hasDraw={hasDraw(row.matchId)} />
      ))}
    </ul>
  );
}
