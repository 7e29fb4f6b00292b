import { LoaderCircle } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button, type ButtonProps } from './button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';

/**
 * How the confirm button looks: outlined in red for an action on one item of a list, solid red
 * for one on the whole account, the primary colour for one that is not a loss.
 */
export type ConfirmTone = 'outline-destructive' | 'destructive' | 'default';

// Outlined in red: white on the solid destructive red is below 4.5:1 contrast at the small size.
const OUTLINE_DESTRUCTIVE =
  'border-destructive/60 text-destructive hover:border-destructive hover:bg-destructive/10';

export interface ConfirmActionsProps {
  keepLabel: string;
  confirmLabel: string;
  /** Said, beside a spinner, while the action runs. */
  pendingLabel: string;
  /** The action is running: confirm is disabled and says `pendingLabel`. */
  pending: boolean;
  /** Confirm is disabled for another reason too (what the form needs is not there yet). */
  confirmDisabled?: boolean;
  confirmTone?: ConfirmTone;
  /** Drawn before the confirm label while not pending. */
  confirmIcon?: ReactNode;
}

/** Keep, then confirm; in a form, confirm is its submit button (so Enter confirms too). */
function ConfirmActions({
  keepLabel,
  confirmLabel,
  pendingLabel,
  pending,
  confirmDisabled = false,
  confirmTone = 'outline-destructive',
  confirmIcon = null,
  onKeep,
  onConfirm,
}: ConfirmActionsProps & { onKeep: () => void; onConfirm?: () => void }) {
  return (
    <DialogFooter className={onConfirm ? undefined : 'mt-2'}>
      <Button variant="ghost" onClick={onKeep}>
        {keepLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={confirmTone === 'outline-destructive' ? 'outline' : confirmTone}
        className={confirmTone === 'outline-destructive' ? OUTLINE_DESTRUCTIVE : undefined}
        onClick={onConfirm}
        disabled={pending || confirmDisabled}
      >
        {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : confirmIcon}
        {pending ? pendingLabel : confirmLabel}
      </Button>
    </DialogFooter>
  );
}

/** A confirm dialog's form: its fields, then keep and confirm, confirm submitting the form. */
export function ConfirmForm({
  children,
  onSubmit,
  onKeep,
  ...actions
}: ConfirmActionsProps & { children: ReactNode; onSubmit: () => void; onKeep: () => void }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {children}
      <ConfirmActions {...actions} onKeep={onKeep} />
    </form>
  );
}

export interface ConfirmDialogProps extends ConfirmActionsProps {
  /** The words of the button that opens the dialog (with any icon and sr-only detail). */
  trigger: ReactNode;
  /** The opening button's look: small, outlined, red words unless said otherwise. */
  triggerButton?: Pick<ButtonProps, 'variant' | 'size' | 'className'>;
  title: ReactNode;
  description: ReactNode;
  /** Fields to fill before confirming: the dialog's body is then a form that confirm submits. */
  children?: ReactNode;
  defaultOpen?: boolean;
  /** Told of every opening and closing, to start afresh or forget what was typed. */
  onOpenChange?: (open: boolean) => void;
  /** Runs the action; the dialog closes when it answers true and stays open (to retry) otherwise. */
  onConfirm: () => Promise<boolean>;
}

const SMALL_RED_OUTLINE: ConfirmDialogProps['triggerButton'] = {
  variant: 'outline',
  size: 'sm',
  className: 'text-destructive',
};

/** Asks before an action: keep, or confirm (the action's button, red when it loses something). */
export function ConfirmDialog({
  trigger,
  triggerButton = SMALL_RED_OUTLINE,
  title,
  description,
  children,
  defaultOpen = false,
  onOpenChange,
  onConfirm,
  ...actions
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  const confirm = async () => {
    if (await onConfirm()) change(false);
  };
  const keep = () => change(false);
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button {...triggerButton}>{trigger}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children === undefined ? (
          <ConfirmActions {...actions} onKeep={keep} onConfirm={() => void confirm()} />
        ) : (
          <ConfirmForm {...actions} onKeep={keep} onSubmit={() => void confirm()}>
            {children}
          </ConfirmForm>
        )}
      </DialogContent>
    </Dialog>
  );
}
