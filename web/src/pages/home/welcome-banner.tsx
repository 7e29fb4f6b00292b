import { Gauge, Sparkles } from 'lucide-react';
import { Link } from 'wouter';

/** A person who has just created their account is welcomed, not welcomed back. */
export function welcomeLine(name: string, newAccount: boolean): string {
  return newAccount ? `Welcome, ${name}` : `Welcome back, ${name}`;
}

/**
 * Product spec, 'Screens and routes': signed-in people are greeted by name, with what is left of
 * today's allowance.
 */
export function WelcomeBanner({
  name,
  usage,
  newAccount = false,
}: {
  name: string;
  usage?: string | null;
  newAccount?: boolean;
}) {
  return (
    <div className="mb-8 flex flex-col gap-3 rounded-2xl border border-primary/20 bg-gradient-to-r from-primary/[0.12] via-primary/[0.05] to-transparent px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/15 text-primary">
          <Sparkles className="size-4" aria-hidden="true" />
        </span>
        <div>
          <p className="font-semibold">{welcomeLine(name, newAccount)}</p>
          <p className="text-sm text-muted-foreground">
            Ask about any match to get today&apos;s prediction.
          </p>
        </div>
      </div>
      {/* On a phone the usage line has a row of its own, held until it arrives with the limits:
          beside the link it wrapped or not by its length, and the question box below moved down
          when it came (layout shift). */}
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end sm:gap-x-4">
        {usage ? (
          <p
            className="inline-flex items-center gap-1.5 rounded-full border border-border bg-background/60 px-3 py-1 text-xs font-medium"
            data-testid="usage-message"
            aria-live="polite"
          >
            <Gauge className="size-3.5 text-primary" aria-hidden="true" />
            {usage}
          </p>
        ) : (
          <span aria-hidden="true" className="h-[1.625rem] sm:hidden" />
        )}
        <Link
          href="/plans"
          className="rounded-md text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          See plans
        </Link>
      </div>
    </div>
  );
}
