import { LoaderCircle } from 'lucide-react';
import { Skeleton } from '../../components/ui/skeleton.tsx';

/**
 * Product spec, 'Screens and routes' loading placeholders of the Advanced Analytics block, while a
 * search runs.
 */
export const ANALYTICS_LOADING = [
  'Loading Sports News...',
  'Loading Betting Odds...',
  'Calculating Value Opportunities...',
] as const;

export function AnalyticsPlaceholders() {
  return (
    <section aria-label="Advanced Analytics loading" className="mt-10 grid gap-4 lg:grid-cols-3">
      {ANALYTICS_LOADING.map((label) => (
        <div key={label} className="rounded-2xl border border-border bg-card/70 p-5">
          <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" />
            {label}
          </p>
          <div className="mt-4 grid gap-2.5" aria-hidden="true">
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-3/5" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </section>
  );
}
