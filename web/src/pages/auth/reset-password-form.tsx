import type { FormEvent } from 'react';
import { useResetPassword } from '../../api/auth-hooks.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { validateResetPassword } from '../../lib/auth-validation.ts';
import type { AuthFormProps } from './auth-form-state.ts';
import { FormField } from './form-field.tsx';
import { SubmitButton } from './submit-button.tsx';

export function ResetPasswordForm({
  values,
  onField,
  onBack,
  onDone,
}: Omit<AuthFormProps, 'busy'> & { onBack: () => void; onDone: () => void }) {
  const { setError, clearError } = useAuth();
  const reset = useResetPassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      token: values.resetToken,
      password: values.password,
      confirmPassword: values.confirmPassword,
    };
    const problem = validateResetPassword(input);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    clearError();
    try {
      // The confirmation sent is the password itself: the match was checked above (spec §5).
      await reset.mutateAsync({
        token: input.token.trim(),
        password: input.password,
        confirmPassword: input.password,
      });
      toast({
        title: 'Password Reset',
        description: 'Your password has been reset successfully. You can now log in.',
      });
      onDone();
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : 'Password reset failed';
      console.warn('Password reset failed:', message);
      setError(message);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField
        id="reset-token"
        label="Reset Token"
        autoComplete="one-time-code"
        spellCheck={false}
        placeholder="Paste the token from your email"
        value={values.resetToken}
        onChange={(event) => onField('resetToken', event.target.value)}
      />
      <FormField
        id="reset-password"
        label="New Password"
        type="password"
        autoComplete="new-password"
        placeholder="At least 6 characters"
        value={values.password}
        onChange={(event) => onField('password', event.target.value)}
      />
      <FormField
        id="reset-confirm-password"
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        placeholder="Repeat the new password"
        value={values.confirmPassword}
        onChange={(event) => onField('confirmPassword', event.target.value)}
      />
      <SubmitButton busy={reset.isPending}>Reset Password</SubmitButton>
      <Button variant="ghost" onClick={onBack}>
        Back to Login
      </Button>
    </form>
  );
}
