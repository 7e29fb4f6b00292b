import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';

/** Spec §2: signed-in people are greeted by name. */
export function WelcomeBanner({ name }: { name: string }) {
  return (
    <div className="mb-8 flex flex-col gap-3 rounded-2xl border border-primary/20 bg-gradient-to-r from-primary/[0.12] via-primary/[0.05] to-transparent px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/15 text-primary">
          <Sparkles className="size-4" aria-hidden="true" />
        </span>
        <div>
          <p className="font-semibold">Welcome back, {name}</p>
          <p className="text-sm text-muted-foreground">
            Ask about any match to get today&apos;s prediction.
          </p>
        </div>
      </div>
      <Link
        href="/plans"
        className="self-start rounded-md text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring sm:self-auto"
      >
        See plans
      </Link>
    </div>
  );
}
