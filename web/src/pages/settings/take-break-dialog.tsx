import {
  BREAK_PERIOD_LABELS,
  BREAK_PERIODS,
  type BreakKind,
  type BreakPeriod,
  breakEnd,
  type LimitsResponse,
} from '@contract';
import { userMessage } from '../../api/client.ts';
import { useTakeBreak } from '../../api/safer-gambling.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { formatBreakEnd } from '../../lib/break-text.ts';

const KIND_NAMES: Record<BreakKind, string> = {
  'cool-off': 'cool-off',
  'self-exclusion': 'self-exclusion',
};

/**
 * One choice of break (a cool-off of 24 hours, or a self-exclusion of 5 years…): a button that
 * asks first, saying plainly that the break cannot be shortened or lifted once it starts.
 */
export function TakeBreakDialog({
  kind,
  period,
  current,
}: {
  kind: BreakKind;
  period: BreakPeriod;
  current: LimitsResponse['break'];
}) {
  const { user } = useAuth();
  const take = useTakeBreak(user?.id);
  const label = BREAK_PERIOD_LABELS[period];

  const confirm = async () => {
    try {
      const answer = await take.mutateAsync({ kind, period });
      toast({
        title: 'Your break has started',
        description: answer.break ? answer.break.message : undefined,
        variant: 'success',
      });
      return true;
    } catch (caught) {
      // 409: a longer break is already in force; the server's sentence says until when.
      toast({
        title: 'The break was not changed',
        description: userMessage(caught, 'Failed to start the break. Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <>
          {label}
          <span className="sr-only"> {KIND_NAMES[kind]}</span>
        </>
      }
      triggerButton={{ variant: 'outline', size: 'sm' }}
      title={kind === 'cool-off' ? `Take a ${label} break?` : `Exclude yourself for ${label}?`}
      description={
        <>
          For {label} from now, odds, value bets, line movement and bet tracking are hidden and
          alerts stop; predictions stay. <strong>This cannot be undone:</strong> once it starts, the
          break can be made longer but never shorter, and nobody can lift it early.
          {current
            ? ` Your current break already runs until ${formatBreakEnd(current.until)}.`
            : ''}
        </>
      }
      keepLabel="Not now"
      confirmLabel={`Start my ${label} ${KIND_NAMES[kind]}`}
      pendingLabel="Starting..."
      confirmTone="default"
      pending={take.isPending}
      onConfirm={confirm}
    />
  );
}

/** Every period of one kind of break, as buttons. */
export function BreakChoices({
  kind,
  current,
}: {
  kind: BreakKind;
  current: LimitsResponse['break'];
}) {
  // During a break only the choices that would lengthen it are offered (the server refuses the
  // others anyway, and says so).
  const now = new Date();
  const lengthens = (period: BreakPeriod) =>
    !current || breakEnd(now, period).getTime() > Date.parse(current.until);
  const periods = BREAK_PERIODS[kind].filter(lengthens);
  if (periods.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">Your break already runs longer than these.</p>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {periods.map((period) => (
        <TakeBreakDialog key={period} kind={kind} period={period} current={current} />
      ))}
    </div>
  );
}
