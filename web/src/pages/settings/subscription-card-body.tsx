import type { UserLimits } from '@contract';
import { CalendarClock, Coins, Crown, Gauge, Settings2 } from 'lucide-react';
import { Link } from 'wouter';
import { useSubscription } from '../../api/usage.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { useAccess } from '../../auth/use-access.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatLongDate } from '../../lib/format.ts';
import { dailyLimitOf } from '../../lib/usage.ts';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog.tsx';

/** A non-subscriber's day: predictions used of the daily allowance, and credits left. */
function TodayUsage({ limits }: { limits: UserLimits }) {
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div className="rounded-xl border border-border p-4">
        <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Gauge className="size-3.5" aria-hidden="true" />
          Daily Predictions
        </dt>
        <dd className="mt-1 text-lg font-semibold" data-testid="settings-daily-used">
          {Math.min(limits.usedToday, dailyLimitOf(limits))} / {dailyLimitOf(limits)}
          <span className="ml-1 text-sm font-normal text-muted-foreground">used today</span>
        </dd>
      </div>
      <div className="rounded-xl border border-border p-4">
        <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Coins className="size-3.5" aria-hidden="true" />
          Available Credits
        </dt>
        <dd className="mt-1 text-lg font-semibold" data-testid="settings-credits">
          {limits.remainingCredits}
        </dd>
      </div>
    </dl>
  );
}

/** The way to /plans: manage a subscription, or upgrade and buy credits. */
function PlanLinks({ subscribed }: { subscribed: boolean }) {
  if (subscribed) {
    return (
      <Button asChild>
        <Link href="/plans">
          <Settings2 aria-hidden="true" />
          Manage Subscription
        </Link>
      </Button>
    );
  }
  return (
    <>
      <Button asChild>
        <Link href="/plans">
          <Crown aria-hidden="true" />
          Upgrade to Premium
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/plans#credits">
          <Coins aria-hidden="true" />
          Buy Credits
        </Link>
      </Button>
    </>
  );
}

/**
 * Product spec, 'Screens and routes' Settings 'Subscription & Billing': the plan (or Free Plan), a
 * Premium / Basic badge,
 * today's predictions and credits for non-subscribers, the next billing date, and the way to
 * /plans. Subscribers who have not cancelled may cancel here (access stays to the period's end).
 */
export function SubscriptionCardBody() {
  const { user } = useAuth();
  const access = useAccess();
  const subscription = useSubscription(user?.id);
  const info = subscription.data;
  const limits = access.limits;
  const subscribed = access.isSubscribed;
  const planLabel = subscribed && access.subscriptionPlan ? access.subscriptionPlan : null;
  const billingDate = formatLongDate(info?.nextBilling);

  return (
    <>
      <div className="flex items-center justify-between gap-4 rounded-xl border border-border bg-background/50 p-4">
        <div>
          <p className="text-xs text-muted-foreground">Current plan</p>
          {access.isLoading ? (
            <Skeleton className="mt-2 h-6 w-28" />
          ) : (
            <p className="mt-1 text-lg font-semibold" data-testid="settings-plan">
              {planLabel ? `${planLabel} Plan` : 'Free Plan'}
            </p>
          )}
        </div>
        <Badge variant={subscribed ? 'solid' : 'secondary'}>
          {subscribed ? (
            <>
              <Crown aria-hidden="true" />
              Premium
            </>
          ) : (
            'Basic'
          )}
        </Badge>
      </div>

      {!subscribed && limits ? <TodayUsage limits={limits} /> : null}

      {billingDate ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarClock className="size-4" aria-hidden="true" />
          {info?.cancelAtPeriodEnd ? (
            <span data-testid="access-until">Access until {billingDate}</span>
          ) : (
            <span>
              Next billing date: <span className="font-medium text-foreground">{billingDate}</span>
            </span>
          )}
        </p>
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <PlanLinks subscribed={subscribed} />
        {subscribed && planLabel && info?.plan && !info.cancelAtPeriodEnd ? (
          <CancelSubscriptionDialog plan={planLabel} nextBilling={info.nextBilling} />
        ) : null}
      </div>
    </>
  );
}
