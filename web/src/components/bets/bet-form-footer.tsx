import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { DialogFooter } from '../ui/dialog.tsx';

/**
 * The end of every bet form (track, record, edit): the server's refusal, if any, announced as
 * an alert, then the secondary action beside the submit button, which spins while it saves.
 * When the server asked to confirm (a price far from the market, the same bet again), its
 * sentence is shown instead and the submit button becomes the confirmation: the form sends
 * `confirm: true` the next time.
 */
export function BetFormFooter({
  problem,
  confirmation = null,
  pending,
  label,
  pendingLabel,
  confirmLabel = `Yes, ${label.toLowerCase()}`,
  children,
}: {
  problem: string | null;
  /** The sentence of a 409 the same request with `confirm: true` gets past. */
  confirmation?: string | null;
  pending: boolean;
  label: string;
  pendingLabel: string;
  /** The submit button while a confirmation is asked: 'Yes, record bet'. */
  confirmLabel?: string;
  /** The secondary action: Cancel, or a way to the bets. */
  children: ReactNode;
}) {
  return (
    <>
      {confirmation ? (
        <Alert role="alert" data-testid="bet-confirmation">
          <AlertDescription>{confirmation}</AlertDescription>
        </Alert>
      ) : problem ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter>
        {children}
        <Button type="submit" disabled={pending}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {pending ? pendingLabel : confirmation ? confirmLabel : label}
        </Button>
      </DialogFooter>
    </>
  );
}
