import type { FormEvent } from 'react';
import { useForgotPassword } from '../../api/auth-hooks.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { validateForgotPassword } from '../../lib/auth-validation.ts';
import { EmailField } from './auth-fields.tsx';
import { type AuthFormProps, failureMessage } from './auth-form-state.ts';
import { SubmitButton } from './submit-button.tsx';

export function ForgotPasswordForm({
  values,
  onField,
  onBack,
}: Omit<AuthFormProps, 'busy'> & { onBack: () => void }) {
  const { setError, clearError } = useAuth();
  const forgot = useForgotPassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateForgotPassword(values);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    clearError();
    try {
      // The token never comes back here: it travels only in the mailed link (/auth?resetToken=…).
      await forgot.mutateAsync({ email: values.email.trim() });
      toast({
        title: 'Reset Link Sent',
        description: "If an account exists with this email, we've sent a password reset link",
      });
    } catch (caught) {
      setError(failureMessage(caught, 'Password reset request failed'));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <EmailField id="forgot-email" values={values} onField={onField} />
      <SubmitButton busy={forgot.isPending}>Send Reset Link</SubmitButton>
      <Button variant="ghost" onClick={onBack}>
        Back to Login
      </Button>
    </form>
  );
}
