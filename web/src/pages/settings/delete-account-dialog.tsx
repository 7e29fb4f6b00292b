import type { AccountDeletionStatus } from '@contract';
import { CheckCircle2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { startGoogleConfirmation, useDeleteAccount } from '../../api/account-deletion.ts';
import { userMessage } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { Alert, AlertDescription } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { type ConfirmActionsProps, ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { PasswordField } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

export interface DeleteAccountFieldsProps {
  status: AccountDeletionStatus;
  password: string;
  onPasswordChange: (value: string) => void;
  /** The server's sentence after a refused attempt (or a failed Google confirmation). */
  error: string | null;
}

/** What the dialog asks: the password, or a fresh Google sign-in for accounts without one. */
export function DeleteAccountFields({
  status,
  password,
  onPasswordChange,
  error,
}: DeleteAccountFieldsProps) {
  const google = status.confirmWith === 'google';
  return (
    <>
      {!google ? (
        <PasswordField
          id="delete-account-password"
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => onPasswordChange(event.target.value)}
        />
      ) : status.googleConfirmedUntil !== null ? (
        <p className="flex items-center gap-2 text-sm" data-testid="google-confirmed">
          <CheckCircle2 className="size-4 text-primary" aria-hidden="true" />
          Confirmed with Google. You can delete your account until{' '}
          {timeOf(status.googleConfirmedUntil)}.
        </p>
      ) : (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            Your account signs in with Google, so Google confirms it is you: you will sign in there
            again and come back here.
          </p>
          <Button type="button" variant="outline" onClick={startGoogleConfirmation}>
            Confirm with Google
          </Button>
        </div>
      )}
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
    </>
  );
}

/**
 * The dialog's buttons: Delete my account, in solid red, can be pressed once a password is typed
 * or, for a Google account, once Google's confirmation is fresh.
 */
export function deleteAccountActions(
  status: AccountDeletionStatus,
  password: string,
): Omit<ConfirmActionsProps, 'pending'> {
  const ready =
    status.confirmWith === 'google' ? status.googleConfirmedUntil !== null : password !== '';
  return {
    keepLabel: 'Keep my account',
    confirmLabel: 'Delete my account',
    pendingLabel: 'Deleting...',
    confirmTone: 'destructive',
    confirmIcon: <Trash2 aria-hidden="true" />,
    confirmDisabled: !ready,
  };
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
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(returnError);
  const remove = useDeleteAccount(user?.id);

  // Closing forgets what was typed and any refusal.
  const clearOnClose = (open: boolean) => {
    if (open) return;
    setPassword('');
    setError(null);
  };

  const leave = async () => {
    await logout();
    navigate('/');
    toast({
      title: 'Account deleted',
      description: 'Your account and your personal data have been deleted. Goodbye from Strix.',
      variant: 'success',
    });
  };

  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync(status.confirmWith === 'password' ? { password } : {});
    } catch (caught) {
      setError(userMessage(caught, 'Your account could not be deleted. Please try again.'));
      return false;
    }
    // The dialog closes at once; signing out and going home follow.
    void leave();
    return true;
  };

  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 aria-hidden="true" />
          Delete account
        </>
      }
      triggerButton={{ variant: 'destructive' }}
      title="Delete your account?"
      description={
        <>
          This cannot be undone. Your subscription, if you have one, ends now with no further
          charges.
          {status.confirmWith === 'password' ? ' Enter your password to confirm.' : ''}
        </>
      }
      {...deleteAccountActions(status, password)}
      pending={remove.isPending}
      defaultOpen={initiallyOpen}
      onOpenChange={clearOnClose}
      onConfirm={confirm}
    >
      <DeleteAccountFields
        status={status}
        password={password}
        onPasswordChange={setPassword}
        error={error}
      />
    </ConfirmDialog>
  );
}
