import { TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { useBettingLimits } from '../../api/safer-gambling.ts';
import { parseStake } from '../../lib/bets.ts';
import { formatBreakEnd, formatMonth, formatStake } from '../../lib/break-text.ts';
import { stakeLimitStanding, stakeLimitWarning } from '../../lib/stake-limit.ts';
import { cn } from '../../lib/utils.ts';

/** Said after every stake-limit warning: the limit is the person's own reminder, not a block. */
export const WARNING_ONLY = 'This is a warning only: you can still record the bet.';

/**
 * Under a stake field: warns before a bet is recorded that would pass the monthly stake limit
 * (or when the limit is already reached). Nothing without a limit, while the limits load, or if
 * they cannot be read: the limit is a reminder beside the form, never a reason it cannot be sent.
 */
export function StakeLimitCheck({ userId, stake }: { userId: string; stake: string }) {
  const limits = useBettingLimits(userId);
  if (!limits.data) return null;
  const warning = stakeLimitWarning(limits.data, parseStake(stake).stake ?? 0);
  return (
    // Polite: the warning follows the stake being typed, and must not cut the typing short.
    <div aria-live="polite" data-testid="stake-limit-check">
      {warning ? (
        <p className="flex gap-2 rounded-lg border border-warning/50 bg-warning/10 px-3 py-2 text-sm">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {warning} {WARNING_ONLY}
          </span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * My bets: the monthly stake limit and this month's stakes against it, with a clear warning near
 * or past it. Without a limit, where to set one.
 */
export function StakeLimitPanel({ userId }: { userId: string }) {
  const limits = useBettingLimits(userId);
  if (!limits.data) return null;
  const { thisMonth, stakeLimit } = limits.data;
  const standing = stakeLimitStanding(limits.data);
  const month = formatMonth(thisMonth.stakesMonth);
  if (!standing) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="stake-limit-none">
        Stakes logged in {month}: {formatStake(thisMonth.stakes)}. No monthly stake limit is set;{' '}
        <Link href="/settings" className="underline underline-offset-4">
          set one in Settings
        </Link>{' '}
        and this tab will warn you as you near it.
      </p>
    );
  }
  const warning =
    standing.level === 'reached'
      ? stakeLimitWarning(limits.data)
      : standing.level === 'near'
        ? `You are near your monthly stake limit: ${formatStake(standing.stakes)} of ${formatStake(standing.limit)} logged in ${month}, ${formatStake(standing.remaining)} left.`
        : null;
  const pending = stakeLimit.pending;
  return (
    <section
      aria-labelledby="stake-limit-heading"
      className={cn(
        'grid gap-2 rounded-xl border px-4 py-3 text-sm',
        warning ? 'border-warning/50 bg-warning/10' : 'border-border bg-card',
      )}
      data-testid="stake-limit-panel"
      data-level={standing.level}
    >
      <h3 id="stake-limit-heading" className="font-semibold">
        Monthly stake limit
      </h3>
      <p>
        {formatStake(standing.stakes)} of {formatStake(standing.limit)} logged in {month} (
        {formatStake(standing.remaining)} left, from {thisMonth.bets}{' '}
        {thisMonth.bets === 1 ? 'bet' : 'bets'}).
      </p>
      {/* The sentence above says it in numbers; the bar repeats it for the eye only. */}
      <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div
          className={cn('h-full', warning ? 'bg-warning' : 'bg-primary')}
          style={{ width: `${Math.round(standing.share * 100)}%` }}
        />
      </div>
      {warning ? (
        <p role="alert" className="flex gap-2 font-medium">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{warning} The limit warns you; it does not stop you recording bets.</span>
        </p>
      ) : null}
      {pending ? (
        <p className="text-muted-foreground">
          {pending.monthlyLimit === null
            ? 'Removing the limit'
            : `The new limit of ${formatStake(pending.monthlyLimit)}`}{' '}
          takes effect from {formatBreakEnd(pending.from)}.
        </p>
      ) : null}
    </section>
  );
}
