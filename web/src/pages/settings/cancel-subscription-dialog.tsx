import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { userMessage } from '../../api/client.ts';
import { useCancelSubscription } from '../../api/usage.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { formatLongDate } from '../../lib/format.ts';

/**
 * POST /api/user/subscription/cancel (spec §7): cancels at the end of the billing period, so the
 * plan stays until then (the FAQ's promise). Asks first: it is one click from a paid plan.
 */
export function CancelSubscriptionDialog({
  plan,
  nextBilling,
}: {
  plan: string;
  nextBilling: string | null;
}) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription(user?.id);
  const until = formatLongDate(nextBilling);

  const confirm = async () => {
    try {
      const info = await cancel.mutateAsync();
      const end = formatLongDate(info.nextBilling);
      toast({
        title: 'Subscription Cancelled',
        description: end
          ? `You keep ${plan} until ${end}.`
          : `You keep ${plan} until the end of the billing period.`,
        variant: 'success',
      });
      setOpen(false);
    } catch (caught) {
      toast({
        title: 'Cancellation Failed',
        description: userMessage(caught, 'Failed to cancel subscription.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" className="text-muted-foreground">
          Cancel subscription
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel your {plan} subscription?</DialogTitle>
          <DialogDescription>
            {until
              ? `You keep ${plan} until ${until} and will not be charged again.`
              : `You keep ${plan} until the end of the billing period and will not be charged again.`}{' '}
            Credits you bought stay on your account.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Keep Subscription
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {cancel.isPending ? 'Cancelling...' : 'Cancel Subscription'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
