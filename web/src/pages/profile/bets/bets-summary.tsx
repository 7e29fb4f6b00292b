import type { BetsSummary } from '@contract';
import { formatAmount, formatProfit, formatSignedPercent } from '../../../lib/bets.ts';
import { lazyDateFormat } from '../../../lib/lazy-format.ts';
import { cn } from '../../../lib/utils.ts';
import { Section } from '../section.tsx';
import { BankrollChart } from './bankroll-chart.tsx';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2025-01' → 'January 2025'; anything else as it came. */
export function monthName(month: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

function Figure({
  label,
  value,
  detail,
  tone,
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  tone?: 'up' | 'down';
  testId?: string;
}) {
  return (
    <div
      className="min-w-0 rounded-xl border border-border bg-background/50 p-3"
      data-testid={testId}
    >
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          'mt-1 text-xl font-bold tabular-nums',
          tone === 'up' && 'text-success',
          tone === 'down' && 'text-destructive',
        )}
      >
        {value}
      </dd>
      {detail ? <dd className="mt-0.5 text-xs text-muted-foreground">{detail}</dd> : null}
    </div>
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const asOfFormat = lazyDateFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** '20 Jan 2025, 12:00 UTC': the clock the totals were computed at (a replay's, or now). */
export function formatAsOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : `${asOfFormat().format(date).replace('Sept', 'Sep')} UTC`;
}

/**
 * Profit, ROI with its interval, the CLV verdict in the server's words (it decides whether an
 * edge is shown), this month's stakes, and the bankroll curve, all as known at `asOf`.
 */
export function BetsSummaryCard({ summary, asOf }: { summary: BetsSummary; asOf: string }) {
  const { counts } = summary;
  const decided = counts.won + counts.lost;
  return (
    <Section
      title="Your results"
      description={`${plural(counts.settled, 'settled bet')} · ${plural(counts.open, 'open bet')} · as of ${formatAsOf(asOf)}`}
      testId="bets-summary"
    >
      <div className="grid gap-5">
        <p
          className="rounded-xl border border-primary/30 bg-primary/5 p-3 text-sm font-medium"
          data-testid="bets-verdict"
        >
          {summary.verdict.sentence}
        </p>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure
            label="Profit"
            value={formatProfit(summary.profit)}
            detail={`${formatAmount(summary.staked)} staked on ${plural(decided, 'bet')}`}
            tone={summary.profit > 0 ? 'up' : summary.profit < 0 ? 'down' : undefined}
            testId="bets-profit"
          />
          <Figure
            label="ROI"
            value={summary.roi.value === null ? '—' : formatSignedPercent(summary.roi.value)}
            detail={
              summary.roi.low !== null && summary.roi.high !== null
                ? `95% interval ${formatSignedPercent(summary.roi.low)} to ${formatSignedPercent(summary.roi.high)}`
                : 'No interval before 2 settled bets'
            }
            testId="bets-roi"
          />
          <Figure
            label="Average CLV"
            value={summary.clv.value === null ? '—' : formatSignedPercent(summary.clv.value)}
            detail={
              summary.clv.standardError !== null
                ? `± ${formatSignedPercent(2 * summary.clv.standardError).replace('+', '')} over ${plural(summary.clv.n, 'bet')}`
                : `${plural(summary.clv.n, 'bet')} with a closing price`
            }
            testId="bets-clv"
          />
          <Figure
            label={`Staked in ${monthName(summary.month.month)}`}
            value={formatAmount(summary.month.staked)}
            detail={`${plural(summary.month.bets, 'bet')} this month · ${formatAmount(summary.atRisk)} open`}
            testId="bets-month"
          />
        </dl>
        {summary.withoutClosing > 0 ? (
          <p className="text-xs text-muted-foreground">
            {plural(summary.withoutClosing, 'settled bet')} had no closing price, so no CLV.
          </p>
        ) : null}
        {summary.bankroll.length > 0 ? (
          <BankrollChart points={summary.bankroll} />
        ) : (
          <p className="text-sm text-muted-foreground">
            The bankroll curve starts with your first settled bet.
          </p>
        )}
      </div>
    </Section>
  );
}
