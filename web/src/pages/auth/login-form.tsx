import type { FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAuth } from '../../auth/auth-context.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { validateLogin } from '../../lib/auth-validation.ts';
import { returnPathFrom } from '../../lib/return-path.ts';
import { AuthFormField, EmailField } from './auth-fields.tsx';
import type { AuthFormProps } from './auth-form-state.ts';
import { GoogleSignIn } from './google-button.tsx';
import { SubmitButton } from './submit-button.tsx';

export function LoginForm({
  values,
  onField,
  busy,
  onForgot,
}: AuthFormProps & { onForgot: () => void }) {
  const { login } = useAuth();
  const [, navigate] = useLocation();
  // Back to the page the visitor signed in from (lib/return-path.ts).
  const search = useSearch();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateLogin(values);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    const user = await login(values.email.trim(), values.password);
    if (!user) return;
    toast({ title: 'Welcome back!', description: "You've been logged in successfully" });
    navigate(returnPathFrom(search));
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <EmailField id="login-email" values={values} onField={onField} />
      <div className="grid gap-2">
        <AuthFormField
          name="password"
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          placeholder="Your password"
          values={values}
          onField={onField}
        />
        <button
          type="button"
          onClick={onForgot}
          className="justify-self-end rounded text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          Forgot your password?
        </button>
      </div>
      <SubmitButton busy={busy}>Sign In</SubmitButton>
      <GoogleSignIn label="Continue with Google" disabled={busy} />
    </form>
  );
}
