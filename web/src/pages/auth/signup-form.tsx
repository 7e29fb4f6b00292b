import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../auth/auth-context.ts';
import { Owl } from '../../components/owl/owl.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { validateSignUp } from '../../lib/auth-validation.ts';
import type { AuthFormProps } from './auth-form-state.ts';
import { FormField } from './form-field.tsx';
import { GoogleButton, OrDivider } from './google-button.tsx';
import { SubmitButton } from './submit-button.tsx';

export function SignUpForm({ values, onField, busy }: AuthFormProps) {
  const { signup } = useAuth();
  const [, navigate] = useLocation();

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
    navigate('/');
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField
        id="signup-name"
        label="Full Name"
        autoComplete="name"
        placeholder="Alex Morgan"
        value={values.name}
        onChange={(event) => onField('name', event.target.value)}
      />
      <FormField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        value={values.email}
        onChange={(event) => onField('email', event.target.value)}
      />
      <FormField
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder="At least 6 characters"
        value={values.password}
        onChange={(event) => onField('password', event.target.value)}
      />
      <FormField
        id="signup-confirm-password"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        placeholder="Repeat your password"
        value={values.confirmPassword}
        onChange={(event) => onField('confirmPassword', event.target.value)}
      />
      <SubmitButton busy={busy}>Create Account</SubmitButton>
      <OrDivider />
      <GoogleButton label="Sign up with Google" disabled={busy} />
    </form>
  );
}
