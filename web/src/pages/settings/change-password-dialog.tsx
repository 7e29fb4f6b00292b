import { KeyRound, LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useChangePassword } from '../../api/auth-hooks.ts';
import { userMessage } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.ts';
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

export function ChangePasswordDialog() {
  const { refreshUser } = useAuth();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const change = useChangePassword();

  // Closing by any route (Cancel, Escape, the X, success) forgets what was typed (spec §4).
  const setOpenAndClear = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setValues(EMPTY);
      change.reset();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateChangePassword(values);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    try {
      await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      toast({
        title: 'Password Updated',
        description: 'Your password has been successfully changed.',
        variant: 'success',
      });
      setOpenAndClear(false);
      await refreshUser();
    } catch (caught) {
      toast({
        title: 'Password Change Failed',
        description: userMessage(caught, 'Failed to change password. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpenAndClear}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden="true" />
          Change Password
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>
            Enter your current password, then choose a new one of at least 6 characters.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {FIELDS.map(({ name, ...field }) => (
            <PasswordField
              key={name}
              {...field}
              value={values[name]}
              onChange={(event) =>
                setValues((current) => ({ ...current, [name]: event.target.value }))
              }
            />
          ))}
          <DialogFooter className="mt-2">
            <Button variant="ghost" onClick={() => setOpenAndClear(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : null}
              {change.isPending ? 'Changing...' : 'Change Password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
