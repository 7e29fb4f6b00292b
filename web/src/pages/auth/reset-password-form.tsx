import type { FormEvent } from 'react';
import { useResetPassword } from '../../api/auth-hooks.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { validateResetPassword } from '../../lib/auth-validation.ts';
import { AuthFormField, NewPasswordFields } from './auth-fields.tsx';
import { type AuthFormProps, failureMessage } from './auth-form-state.ts';
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
      // The confirmation sent is the password itself: the match was checked above (product spec,
      // 'Validation rules').
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
      setError(failureMessage(caught, 'Password reset failed'));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <AuthFormField
        name="resetToken"
        id="reset-token"
        label="Reset Token"
        autoComplete="one-time-code"
        spellCheck={false}
        placeholder="Paste the token from your email"
        values={values}
        onField={onField}
      />
      <NewPasswordFields
        idPrefix="reset"
        label="New Password"
        confirmLabel="Confirm New Password"
        confirmPlaceholder="Repeat the new password"
        values={values}
        onField={onField}
      />
      <SubmitButton busy={reset.isPending}>Reset Password</SubmitButton>
      <Button variant="ghost" onClick={onBack}>
        Back to Login
      </Button>
    </form>
  );
}
