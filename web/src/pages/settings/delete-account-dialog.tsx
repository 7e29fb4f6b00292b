import type { AccountDeletionStatus } from '@contract';
import { CheckCircle2, LoaderCircle, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { startGoogleConfirmation, useDeleteAccount } from '../../api/account-deletion.ts';
import { userMessage } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { Alert, AlertDescription } from '../../components/ui/alert.tsx';
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
import { PasswordField } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

export interface DeleteAccountFormProps {
  status: AccountDeletionStatus;
  password: string;
  onPasswordChange: (value: string) => void;
  /** The server's sentence after a refused attempt (or a failed Google confirmation). */
  error: string | null;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/** What the dialog asks: the password, or a fresh Google sign-in for accounts without one. */
export function DeleteAccountForm({
  status,
  password,
  onPasswordChange,
  error,
  pending,
  onSubmit,
  onCancel,
}: DeleteAccountFormProps) {
  const google = status.confirmWith === 'google';
  const confirmed = google && status.googleConfirmedUntil !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {google ? (
        confirmed ? (
          <p className="flex items-center gap-2 text-sm" data-testid="google-confirmed">
            <CheckCircle2 className="size-4 text-primary" aria-hidden="true" />
            Confirmed with Google. You can delete your account until{' '}
            {timeOf(status.googleConfirmedUntil!)}.
          </p>
        ) : (
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">
              Your account signs in with Google, so Google confirms it is you: you will sign in
              there again and come back here.
            </p>
            <Button type="button" variant="outline" onClick={startGoogleConfirmation}>
              Confirm with Google
            </Button>
          </div>
        )
      ) : (
        <PasswordField
          id="delete-account-password"
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => onPasswordChange(event.target.value)}
        />
      )}
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter className="mt-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Keep my account
        </Button>
        <Button
          type="submit"
          variant="destructive"
          disabled={pending || (google ? !confirmed : password === '')}
        >
          {pending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Trash2 aria-hidden="true" />
          )}
          {pending ? 'Deleting...' : 'Delete my account'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Settings → Delete account. On success the person is signed out here too (the server has ended
 * every session) and lands on the home page, told that the account is gone.
 */
export function DeleteAccountDialog({
  status,
  returnError,
  initiallyOpen,
}: {
  status: AccountDeletionStatus;
  returnError: string | null;
  initiallyOpen: boolean;
}) {
  const { user, logout } = useAuth();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(initiallyOpen);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(returnError);
  const remove = useDeleteAccount(user?.id);

  // Closing forgets what was typed and any refusal.
  const setOpenAndClear = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      setError(null);
    }
  };

  const submit = async () => {
    setError(null);
    try {
      await remove.mutateAsync(status.confirmWith === 'password' ? { password } : {});
    } catch (caught) {
      setError(userMessage(caught, 'Your account could not be deleted. Please try again.'));
      return;
    }
    setOpen(false);
    await logout();
    navigate('/');
    toast({
      title: 'Account deleted',
      description: 'Your account and your personal data have been deleted. Goodbye from Strix.',
      variant: 'success',
    });
  };

  return (
    <Dialog open={open} onOpenChange={setOpenAndClear}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This cannot be undone. Your subscription, if you have one, ends now with no further
            charges.
            {status.confirmWith === 'password' ? ' Enter your password to confirm.' : ''}
          </DialogDescription>
        </DialogHeader>
        <DeleteAccountForm
          status={status}
          password={password}
          onPasswordChange={setPassword}
          error={error}
          pending={remove.isPending}
          onSubmit={submit}
          onCancel={() => setOpenAndClear(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
