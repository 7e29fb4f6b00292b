import type { Bet } from '@contract';
import { useDeleteBet } from '../../../api/bets.ts';
import { userMessage } from '../../../api/client.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';

/** DELETE .../bets/:id, after asking: the bet leaves every total and the curve for good. */
export function DeleteBetDialog({ bet, userId }: { bet: Bet; userId: string }) {
  const remove = useDeleteBet(userId);

  const confirm = async () => {
    try {
      await remove.mutateAsync(bet.id);
      toast({ title: 'Bet deleted', variant: 'success' });
      return true;
    } catch (caught) {
      toast({
        title: 'Could not delete the bet',
        description: userMessage(caught, 'The bet could not be deleted. Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <>
          Delete<span className="sr-only"> the bet on {bet.selectionLabel}</span>
        </>
      }
      title="Delete this bet?"
      description={`${bet.selectionLabel} at ${bet.price.toFixed(2)} leaves your list, your totals and your bankroll curve. This cannot be undone.`}
      keepLabel="Keep bet"
      confirmLabel="Delete bet"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
