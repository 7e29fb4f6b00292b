import type { Bet } from '@contract';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useDeleteBet } from '../../../api/bets.ts';
import { userMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';

/** DELETE .../bets/:id, after asking: the bet leaves every total and the curve for good. */
export function DeleteBetDialog({ bet, userId }: { bet: Bet; userId: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteBet(userId);

  const confirm = async () => {
    try {
      await remove.mutateAsync(bet.id);
      toast({ title: 'Bet deleted', variant: 'success' });
      setOpen(false);
    } catch (caught) {
      toast({
        title: 'Could not delete the bet',
        description: userMessage(caught, 'The bet could not be deleted. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-destructive">
          Delete<span className="sr-only"> the bet on {bet.selectionLabel}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this bet?</DialogTitle>
          <DialogDescription>
            {bet.selectionLabel} at {bet.price.toFixed(2)} leaves your list, your totals and your
            bankroll curve. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Keep bet
          </Button>
          {/* Outlined in red: white on the solid destructive red is below 4.5:1 contrast. */}
          <Button
            variant="outline"
            className="border-destructive/60 text-destructive hover:border-destructive hover:bg-destructive/10"
            onClick={confirm}
            disabled={remove.isPending}
          >
            {remove.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {remove.isPending ? 'Deleting...' : 'Delete bet'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
