import type { BetBreakdownRow, BetsSummary } from '@contract';
import { formatAmount, formatProfit, formatSignedPercent } from '../../../lib/bets.ts';
import { Section } from '../section.tsx';

const MARKET_NAMES: Record<string, string> = {
  '1x2': 'Match result (1X2)',
  moneyline: 'Moneyline',
  spread: 'Spread (run line, puck line)',
  total: 'Total (over/under)',
};

function BreakdownTable({
  caption,
  rows,
  names,
}: {
  caption: string;
  rows: BetBreakdownRow[];
  names?: Record<string, string>;
}) {
  if (rows.length === 0) return null;
  return (
    <div className="min-w-0 overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-left text-sm font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-xs text-muted-foreground">
            <th scope="col" className="py-1.5 pr-2 text-left font-medium">
              {caption.replace('By ', '').replace(/^./, (c) => c.toUpperCase())}
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-medium">
              Bets
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-medium">
              Profit
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-medium">
              ROI
            </th>
            <th scope="col" className="py-1.5 pl-2 text-right font-medium">
              CLV
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-border/60 last:border-0">
              <th scope="row" className="py-1.5 pr-2 text-left font-medium break-words">
                {names?.[row.key] ?? row.label}
              </th>
              <td className="px-2 py-1.5 text-right tabular-nums">{row.settled}</td>
              <td
                className="px-2 py-1.5 text-right tabular-nums"
                title={`${formatAmount(row.staked)} staked`}
              >
                {formatProfit(row.profit)}
              </td>
              <td className="px-2 py-1.5 text-right tabular-nums">
                {row.roi === null ? '—' : formatSignedPercent(row.roi)}
              </td>
              <td className="py-1.5 pl-2 text-right tabular-nums">
                {row.clv === null ? '—' : formatSignedPercent(row.clv)}
                {row.clvN > 0 ? (
                  <span className="block text-[0.7rem] text-muted-foreground">n = {row.clvN}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Settled results by league, market and bookmaker, as the server sums them. */
export function BetsBreakdowns({ summary }: { summary: BetsSummary }) {
  const any = summary.byLeague.length + summary.byMarket.length + summary.byBookmaker.length > 0;
  if (!any) return null;
  return (
    <Section
      title="Where your results come from"
      description="Settled bets only; void bets carry no risk and are left out of ROI."
      testId="bets-breakdowns"
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <BreakdownTable caption="By league" rows={summary.byLeague} />
        <BreakdownTable caption="By market" rows={summary.byMarket} names={MARKET_NAMES} />
        <BreakdownTable caption="By bookmaker" rows={summary.byBookmaker} />
      </div>
    </Section>
  );
}
