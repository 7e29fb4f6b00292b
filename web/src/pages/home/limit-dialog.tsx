import type { UserLimits } from '@contract';
import { CalendarClock, Coins, Crown, Gauge } from 'lucide-react';
import { Link } from 'wouter';
import { Owl } from '../../components/owl/owl.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { dailyLimitOf, FREE_DAILY_LIMIT, resetText } from '../../lib/usage.ts';

export type LimitDialogKind = 'usageLimit' | 'dailyLimit';

interface LimitDialogProps {
  kind: LimitDialogKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  limits: UserLimits | undefined;
}

/**
 * Product spec, 'Screens and routes'/ 'Error catalogue' modals, loaded on demand like the sign-in
 * one: Usage Limit Reached (a search was
 * refused) and Daily Limit Reached (the last free prediction of the day was just used).
 */
export default function LimitDialog({ kind, open, onOpenChange, limits }: LimitDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="text-center" data-testid={`${kind}-dialog`}>
        <div className="mx-auto">
          <Owl variant="explore" size={84} title="" />
        </div>
        {kind === 'usageLimit' ? (
          <UsageLimitBody limits={limits} />
        ) : (
          <DailyLimitBody limits={limits} />
        )}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild size="lg">
            <Link href="/plans" onClick={close}>
              <Crown aria-hidden="true" />
              View Plans
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/plans#credits" onClick={close}>
              <Coins aria-hidden="true" />
              Buy Credits
            </Link>
          </Button>
        </div>
        <Button variant="ghost" onClick={close}>
          Maybe Later
        </Button>
      </DialogContent>
    </Dialog>
  );
}

function UsageLimitBody({ limits }: { limits: UserLimits | undefined }) {
  const limit = dailyLimitOf(limits);
  const used = Math.min(limits?.usedToday ?? limit, limit);
  return (
    <>
      <DialogHeader className="items-center pr-0 text-center">
        <DialogTitle className="flex items-center gap-2">
          <Gauge className="size-4 text-primary" aria-hidden="true" />
          Usage Limit Reached
        </DialogTitle>
        <DialogDescription>
          You have no predictions left for today. Upgrade your plan or buy credits to keep asking.
        </DialogDescription>
      </DialogHeader>
      <div className="grid grid-cols-2 gap-3 text-left">
        <div className="rounded-xl border border-border bg-background/50 p-3">
          <p className="text-xs text-muted-foreground">Today</p>
          <p className="text-sm font-semibold" data-testid="daily-predictions-used">
            Daily Predictions: {used}/{limit}
          </p>
        </div>
        <div className="rounded-xl border border-border bg-background/50 p-3">
          <p className="text-xs text-muted-foreground">Available Credits</p>
          <p className="text-sm font-semibold" data-testid="available-credits">
            {limits?.remainingCredits ?? 0}
          </p>
        </div>
      </div>
    </>
  );
}

function DailyLimitBody({ limits }: { limits: UserLimits | undefined }) {
  return (
    <DialogHeader className="items-center pr-0 text-center">
      <DialogTitle>Daily Limit Reached</DialogTitle>
      <DialogDescription>
        You&apos;ve used all {FREE_DAILY_LIMIT} of your free daily predictions
      </DialogDescription>
      <p className="mt-1 flex items-center gap-2 text-sm font-medium">
        <CalendarClock className="size-4 text-primary" aria-hidden="true" />
        {resetText(limits?.resetTime)}
      </p>
      <p className="text-sm text-muted-foreground">
        Upgrade to Pro or Premium, or buy credits that never expire.
      </p>
    </DialogHeader>
  );
}
