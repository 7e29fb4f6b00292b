import type { FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAuth } from '../../auth/auth-context.ts';
import { Owl } from '../../components/owl/owl.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { validateSignUp } from '../../lib/auth-validation.ts';
import { returnPathFrom } from '../../lib/return-path.ts';
import { AuthFormField, EmailField, NewPasswordFields } from './auth-fields.tsx';
import type { AuthFormProps } from './auth-form-state.ts';
import { GoogleSignIn } from './google-button.tsx';
import { SubmitButton } from './submit-button.tsx';

export function SignUpForm({ values, onField, busy }: AuthFormProps) {
  const { signup } = useAuth();
  const [, navigate] = useLocation();
  // Back to the page the visitor signed in from (lib/return-path.ts).
  const search = useSearch();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignUp(values);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    const user = await signup({
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
    });
    if (!user) return;
    toast({
      title: 'Account Created!',
      description: `Welcome to Strix, ${user.name}.`,
      icon: <Owl variant="celebrating" size={40} title="" />,
      variant: 'success',
    });
    navigate(returnPathFrom(search));
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <AuthFormField
        name="name"
        id="signup-name"
        label="Full Name"
        autoComplete="name"
        placeholder="Alex Morgan"
        values={values}
        onField={onField}
      />
      <EmailField id="signup-email" values={values} onField={onField} />
      <NewPasswordFields
        idPrefix="signup"
        label="Password"
        confirmLabel="Confirm Password"
        confirmPlaceholder="Repeat your password"
        values={values}
        onField={onField}
      />
      <SubmitButton busy={busy}>Create Account</SubmitButton>
      <GoogleSignIn label="Sign up with Google" disabled={busy} />
    </form>
  );
}
