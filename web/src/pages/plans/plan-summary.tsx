import type { SubscriptionInfo, User } from '@contract';
import { CalendarClock, Coins } from 'lucide-react';
import type { Access } from '../../auth/use-access.ts';
import { Card } from '../../components/ui/card.tsx';
import { formatLongDate, initialOf } from '../../lib/format.ts';

/** Who is buying: their plan, their credits and the next billing date (or the plan's end). */
export function PlanSummary({
  user,
  access,
  info,
}: {
  user: User;
  access: Access;
  info: SubscriptionInfo | undefined;
}) {
  const planName =
    access.isSubscribed && access.subscriptionPlan ? access.subscriptionPlan : 'Free';
  const billingDate = formatLongDate(info?.nextBilling);
  return (
    <Card className="flex items-center gap-3 px-4 py-3" data-testid="plan-summary">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/15 text-lg font-bold text-primary"
      >
        {initialOf(user.name || user.email)}
      </span>
      <div className="grid gap-0.5">
        <p className="text-sm font-semibold">{user.name}</p>
        <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
          <span>
            Plan:{' '}
            <span className="font-medium text-foreground">{access.isLoading ? '…' : planName}</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <Coins className="size-3.5 text-primary" aria-hidden="true" />
            <span className="font-medium text-foreground" data-testid="credit-count">
              {access.isLoading ? '…' : `${access.remainingCredits} credits`}
            </span>
          </span>
        </p>
        {billingDate ? (
          <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <CalendarClock className="size-3.5" aria-hidden="true" />
            {info?.cancelAtPeriodEnd
              ? `Access until ${billingDate}`
              : `Next billing: ${billingDate}`}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
