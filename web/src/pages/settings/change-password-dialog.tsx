import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useChangePassword } from '../../api/auth-hooks.ts';
import { userMessage } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { PasswordField } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { validateChangePassword } from '../../lib/auth-validation.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

// Each toggle is named after its field: "Show current password", "Hide new password"...
const FIELDS = [
  {
    name: 'currentPassword',
    id: 'current-password',
    label: 'Current Password',
    autoComplete: 'current-password',
  },
  {
    name: 'newPassword',
    id: 'new-password',
    label: 'New Password',
    autoComplete: 'new-password',
  },
  {
    name: 'confirmPassword',
    id: 'confirm-new-password',
    label: 'Confirm New Password',
    autoComplete: 'new-password',
  },
] as const;

/**
 * Settings → Change Password: the current password, then the new one twice (product spec, 'States
 * and transitions').
 */
export function ChangePasswordDialog() {
  const { refreshUser } = useAuth();
  const [values, setValues] = useState(EMPTY);
  const change = useChangePassword();

  // Closing by any route (Cancel, Escape, the X, success) forgets what was typed (product spec,
  // 'States and transitions').
  const clearOnClose = (open: boolean) => {
    if (open) return;
    setValues(EMPTY);
    change.reset();
  };

  const confirm = async () => {
    const problem = validateChangePassword(values);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return false;
    }
    try {
      await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
    } catch (caught) {
      toast({
        title: 'Password Change Failed',
        description: userMessage(caught, 'Failed to change password. Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
    toast({
      title: 'Password Updated',
      description: 'Your password has been successfully changed.',
      variant: 'success',
    });
    // The user's updatedAt moved; it is read again as the dialog closes.
    void refreshUser();
    return true;
  };

  return (
    <ConfirmDialog
      trigger={
        <>
          <KeyRound aria-hidden="true" />
          Change Password
        </>
      }
      triggerButton={{ variant: 'outline' }}
      title="Change Password"
      description="Enter your current password, then choose a new one of at least 6 characters."
      keepLabel="Cancel"
      confirmLabel="Change Password"
      pendingLabel="Changing..."
      confirmTone="default"
      pending={change.isPending}
      onOpenChange={clearOnClose}
      onConfirm={confirm}
    >
      {FIELDS.map(({ name, ...field }) => (
        <PasswordField
          key={name}
          {...field}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      ))}
    </ConfirmDialog>
  );
}
