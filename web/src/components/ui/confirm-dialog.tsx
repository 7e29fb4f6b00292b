import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';

export interface ConfirmDialogProps {
  /** The small outlined red button that opens the dialog (its words, with any sr-only detail). */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Runs the action; the dialog closes when it answers true and stays open (to retry) otherwise. */
  onConfirm: () => Promise<boolean>;
}

/** Asks before an action that cannot be undone: keep, or confirm in red. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  keepLabel,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    if (await onConfirm()) setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-destructive">
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {keepLabel}
          </Button>
          {/* Outlined in red: white on the solid destructive red is below 4.5:1 contrast. */}
          <Button
            variant="outline"
            className="border-destructive/60 text-destructive hover:border-destructive hover:bg-destructive/10"
            onClick={confirm}
            disabled={pending}
          >
            {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
