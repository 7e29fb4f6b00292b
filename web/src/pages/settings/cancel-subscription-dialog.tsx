import { userMessage } from '../../api/client.ts';
import { useCancelSubscription } from '../../api/usage.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { formatLongDate } from '../../lib/format.ts';

/**
 * POST /api/user/subscription/cancel (product spec, 'The calls it makes'): cancels at the end of
 * the billing period, so the
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
      return true;
    } catch (caught) {
      toast({
        title: 'Cancellation Failed',
        description: userMessage(caught, 'Failed to cancel subscription.'),
        variant: 'destructive',
      });
      return false;
    }
  };

  return (
    <ConfirmDialog
      trigger="Cancel subscription"
      triggerButton={{ variant: 'ghost', className: 'text-muted-foreground' }}
      title={`Cancel your ${plan} subscription?`}
      description={
        <>
          {until
            ? `You keep ${plan} until ${until} and will not be charged again.`
            : `You keep ${plan} until the end of the billing period and will not be charged again.`}{' '}
          Credits you bought stay on your account.
        </>
      }
      keepLabel="Keep Subscription"
      confirmLabel="Cancel Subscription"
      pendingLabel="Cancelling..."
      confirmTone="destructive"
      pending={cancel.isPending}
      onConfirm={confirm}
    />
  );
}
