import type { LimitsResponse } from '@contract';
import { LoaderCircle, PauseCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import { userMessage } from '../../api/client.ts';
import { useBettingLimits, useSetStakeLimit } from '../../api/safer-gambling.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { RESPONSIBLE_GAMBLING_PATH } from '../../lib/advanced-lock.ts';
import { formatBreakEnd, formatStake, realityCheckHeadings } from '../../lib/break-text.ts';
import { formatTimeSpent } from '../../lib/time-spent.ts';
import { BreakChoices } from './take-break-dialog.tsx';

function Subheading({ children }: { children: string }) {
  return <h3 className="text-sm font-semibold tracking-tight">{children}</h3>;
}

function CurrentBreak({ current }: { current: NonNullable<LimitsResponse['break']> }) {
  return (
    <div
      className="flex gap-3 rounded-lg border border-primary/30 bg-primary/10 p-4"
      data-testid="current-break"
    >
      <PauseCircle className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid gap-1 text-sm">
        <p className="font-medium">
          {current.kind === 'self-exclusion' ? 'Self-exclusion' : 'Cool-off'} until{' '}
          {formatBreakEnd(current.until)}
        </p>
        <p className="text-muted-foreground">
          Odds, value bets and bet tracking are hidden and alerts are off until then. It cannot be
          shortened; you can still make it longer below.
        </p>
      </div>
    </div>
  );
}

function StakeLimitForm({ limit }: { limit: LimitsResponse['stakeLimit'] }) {
  const { user } = useAuth();
  const save = useSetStakeLimit(user?.id);
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState(limit.monthlyLimit === null ? '' : String(limit.monthlyLimit));
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (monthlyLimit: number | null) => {
    try {
      const answer = await save.mutateAsync({ monthlyLimit });
      const pending = answer.stakeLimit.pending;
      toast({
        title: pending ? 'Your change waits 24 hours' : 'Stake limit saved',
        description: pending
          ? `A higher limit, or none, counts from ${formatBreakEnd(pending.from)}.`
          : undefined,
        variant: 'success',
      });
    } catch (caught) {
      toast({
        title: 'The limit was not changed',
        description: userMessage(caught, 'Failed to save the limit. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(value.replace(',', '.'));
    if (!value.trim() || !Number.isFinite(amount) || amount <= 0) {
      setProblem('Enter an amount above 0.');
      return;
    }
    setProblem(null);
    void send(Math.round(amount * 100) / 100);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor={inputId}>Monthly stake limit</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={inputId}
          inputMode="decimal"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={hintId}
          className="max-w-40"
          placeholder="e.g. 200"
        />
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Save limit
        </Button>
        {limit.monthlyLimit !== null ? (
          <Button type="button" variant="ghost" onClick={() => void send(null)}>
            Remove limit
          </Button>
        ) : null}
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {problem ??
          'In the unit you log stakes in. A lower limit counts at once; a higher one, or none, after 24 hours.'}
      </p>
      {limit.pending ? (
        <p className="text-sm" data-testid="pending-limit">
          Waiting:{' '}
          {limit.pending.monthlyLimit === null
            ? 'no limit'
            : formatStake(limit.pending.monthlyLimit)}{' '}
          from {formatBreakEnd(limit.pending.from)}.
        </p>
      ) : null}
    </form>
  );
}

function RealityCheck({ data }: { data: LimitsResponse }) {
  const month = data.thisMonth;
  const limit = data.stakeLimit.monthlyLimit;
  const headings = realityCheckHeadings(month);
  return (
    <dl className="grid gap-3 sm:grid-cols-2" data-testid="reality-check">
      <div className="rounded-lg border border-border p-4">
        <dt className="text-sm text-muted-foreground">{headings.time}</dt>
        <dd className="mt-1 text-xl font-semibold">{formatTimeSpent(month.timeSpentSeconds)}</dd>
      </div>
      <div className="rounded-lg border border-border p-4">
        <dt className="text-sm text-muted-foreground">{headings.stakes}</dt>
        <dd className="mt-1 text-xl font-semibold">
          {formatStake(month.stakes)}
          {limit === null ? null : (
            <span className="text-sm font-normal text-muted-foreground">
              {' '}
              of {formatStake(limit)}
            </span>
          )}
        </dd>
        <dd className="mt-1 text-sm text-muted-foreground">
          {month.bets} {month.bets === 1 ? 'bet' : 'bets'}
          {month.limitReached ? (
            <span className="block font-medium text-warning">You have reached your limit.</span>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}

/** The card's body once loaded; exported for tests. */
export function BettingLimitsContent({ data }: { data: LimitsResponse }) {
  return (
    <div className="grid gap-6">
      {data.break ? <CurrentBreak current={data.break} /> : null}
      <div className="grid gap-2">
        <Subheading>{data.break ? 'Make your break longer' : 'Take a break'}</Subheading>
        <p className="text-sm text-muted-foreground">
          A cool-off hides odds, value bets and bet tracking, and stops alerts.
        </p>
        <BreakChoices kind="cool-off" current={data.break} />
      </div>
      <div className="grid gap-2">
        <Subheading>Self-exclusion</Subheading>
        <p className="text-sm text-muted-foreground">
          A longer break, for 6 months to 5 years. To exclude yourself from UK betting sites too,
          use GAMSTOP; our{' '}
          <Link href={RESPONSIBLE_GAMBLING_PATH} className="text-primary underline">
            support page
          </Link>{' '}
          lists it with the helplines.
        </p>
        <BreakChoices kind="self-exclusion" current={data.break} />
      </div>
      <StakeLimitForm key={String(data.stakeLimit.monthlyLimit)} limit={data.stakeLimit} />
      <div className="grid gap-2">
        <Subheading>Reality check</Subheading>
        <RealityCheck data={data} />
      </div>
    </div>
  );
}

export function BettingLimitsCardBody() {
  const { user } = useAuth();
  const limits = useBettingLimits(user?.id);
  if (limits.isPending) return <Skeleton className="h-40 w-full" />;
  if (limits.isError) {
    return (
      <p className="text-sm text-destructive">
        {userMessage(limits.error, 'Could not load your limits. Please reload the page.')}
      </p>
    );
  }
  return <BettingLimitsContent data={limits.data} />;
}
