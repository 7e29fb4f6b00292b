import { AUTH_ERROR_QUERY_PARAM } from '@contract';
import { CircleAlert, Gauge, ShieldCheck, Target } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAuth } from '../../auth/auth-context.ts';
import { Owl } from '../../components/owl/owl.tsx';
import { Alert, AlertDescription } from '../../components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { type AuthField, EMPTY_FORM } from './auth-form-state.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { SignUpForm } from './signup-form.tsx';

type View = 'login' | 'signup' | 'forgot' | 'reset';

/** The reset mail links to /auth?resetToken=… (server side); that opens the set-new-password view. */
const RESET_TOKEN_PARAM = 'resetToken';

const HEADINGS: Record<View, { title: string; description: string }> = {
  login: { title: 'Welcome back', description: 'Sign in to get your predictions.' },
  signup: { title: 'Create your account', description: 'Free forever, no credit card required' },
  forgot: {
    title: 'Forgot your password?',
    description: "Enter your email and we'll send you a link to reset it.",
  },
  reset: { title: 'Set a new password', description: 'Enter your reset token and a new password.' },
};

const PITCH = [
  { icon: Target, text: 'Win probabilities for the match you ask about' },
  { icon: Gauge, text: 'A data-confidence score on every prediction' },
  { icon: ShieldCheck, text: 'Information only: we never take wagers' },
] as const;

export default function AuthPage({ mode }: { mode: 'login' | 'signup' }) {
  const { error, setError, clearError, isLoading } = useAuth();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [view, setView] = useState<View>(mode);
  const [values, setValues] = useState(EMPTY_FORM);
  usePageMeta(view === 'signup' ? 'Create Account' : 'Sign In');

  // An error from an earlier visit must not greet the next one.
  useEffect(() => clearError, [clearError]);

  // Google sign-in problems and reset links arrive in the query string; read once, then tidy the URL.
  useEffect(() => {
    const params = new URLSearchParams(search);
    const problem = params.get(AUTH_ERROR_QUERY_PARAM);
    const token = params.get(RESET_TOKEN_PARAM);
    if (!problem && !token) return;
    if (problem) setError(problem);
    if (token) {
      setValues((current) => ({ ...current, resetToken: token }));
      setView('reset');
    }
    // Only what was read goes: the page to return to after signing in stays.
    params.delete(AUTH_ERROR_QUERY_PARAM);
    params.delete(RESET_TOKEN_PARAM);
    const rest = params.toString();
    navigate(`${window.location.pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [search, setError, navigate]);

  const onField = useCallback(
    (field: AuthField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      clearError();
    },
    [clearError],
  );

  const show = (next: View) => {
    clearError();
    setView(next);
  };

  const heading = HEADINGS[view];

  return (
    <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-8 sm:px-6 sm:py-14 lg:grid-cols-[1fr_28rem] lg:gap-16">
      <aside className="hidden lg:block">
        <Owl variant="insights" size={120} title="" />
        <p className="mt-6 text-4xl font-bold tracking-tight">Every match, read by the numbers.</p>
        <p className="mt-4 max-w-md text-lg text-muted-foreground">
          Join Strix to ask betting questions in plain words and get AI predictions you can check.
        </p>
        <ul className="mt-8 space-y-3">
          {PITCH.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-foreground/90">
              <span className="grid size-8 place-items-center rounded-full bg-primary/15 text-primary">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </aside>

      <Card className="w-full">
        <CardHeader className="items-center text-center">
          <div className="lg:hidden">
            <Owl variant="welcome" size={64} title="" />
          </div>
          <h1 className="text-2xl font-semibold leading-tight tracking-tight">{heading.title}</h1>
          <CardDescription>{heading.description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {error ? (
            <Alert variant="destructive">
              <CircleAlert aria-hidden="true" />
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          ) : null}

          {view === 'login' || view === 'signup' ? (
            <Tabs value={view} onValueChange={(next) => show(next as View)}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="signup">Sign Up</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm
                  values={values}
                  onField={onField}
                  busy={isLoading}
                  onForgot={() => show('forgot')}
                />
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm values={values} onField={onField} busy={isLoading} />
              </TabsContent>
            </Tabs>
          ) : view === 'forgot' ? (
            <ForgotPasswordForm values={values} onField={onField} onBack={() => show('login')} />
          ) : (
            <ResetPasswordForm
              values={values}
              onField={onField}
              onBack={() => show('login')}
              onDone={() => {
                setValues((current) => ({
                  ...current,
                  password: '',
                  confirmPassword: '',
                  resetToken: '',
                }));
                setView('login');
              }}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
