import { startGoogleSignIn } from '../../api/auth.ts';
import { useGoogleSignIn } from '../../api/status.ts';
import { Button } from '../../components/ui/button.tsx';

/** Google's "G" mark, drawn inline so no third-party asset is fetched. */
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.07H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.93l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

/** Full-page navigation: the server runs the Google sign-in and sends the browser back. */
export function GoogleButton({ label, disabled }: { label: string; disabled?: boolean }) {
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full text-sm"
      onClick={startGoogleSignIn}
      disabled={disabled}
    >
      <GoogleMark />
      {label}
    </Button>
  );
}

/**
 * The divider and the Google button under a form, only on a server that offers Google sign-in
 * (GOOGLE_CLIENT_ID set): elsewhere the button would lead to an error page.
 */
export function GoogleSignInOption({
  offered,
  label,
  disabled,
}: {
  offered: boolean;
  label: string;
  disabled?: boolean;
}) {
  if (!offered) return null;
  return (
    <>
      <OrDivider />
      <GoogleButton label={label} disabled={disabled} />
    </>
  );
}

/** GoogleSignInOption as this server answers it. */
export function GoogleSignIn({ label, disabled }: { label: string; disabled?: boolean }) {
  return <GoogleSignInOption offered={useGoogleSignIn()} label={label} disabled={disabled} />;
}

export function OrDivider() {
  return (
    <div className="relative my-1 flex items-center gap-3 text-xs uppercase tracking-[0.12em] text-muted-foreground">
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
      Or continue with
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
    </div>
  );
}
