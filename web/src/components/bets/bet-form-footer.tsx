import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { DialogFooter } from '../ui/dialog.tsx';

/**
 * The end of every bet form (track, record, edit): the server's refusal, if any, announced as
 * an alert, then the secondary action beside the submit button, which spins while it saves.
 */
export function BetFormFooter({
  problem,
  pending,
  label,
  pendingLabel,
  children,
}: {
  problem: string | null;
  pending: boolean;
  label: string;
  pendingLabel: string;
  /** The secondary action: Cancel, or a way to the bets. */
  children: ReactNode;
}) {
  return (
    <>
      {problem ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter>
        {children}
        <Button type="submit" disabled={pending}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {pending ? pendingLabel : label}
        </Button>
      </DialogFooter>
    </>
  );
}
