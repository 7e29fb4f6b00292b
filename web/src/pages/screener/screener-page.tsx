import { useMemo } from 'react';
import { Link } from 'wouter';
import { useLeagues, useSlateValueBets } from '../../api/slate.ts';
import { LockedAnalytics } from '../../components/prediction/locked-analytics.tsx';
import { Screener } from '../../components/screener/screener.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

/**
 * /screener: the week's value bets across every covered league, in the screener the slate
 * answers lead with (sorted and filtered in the browser), on a page of its own.
 */
export default function ScreenerPage() {
  const read = useSlateValueBets();
  const leagues = useLeagues();
  usePageMeta('Value Bet Screener');
  const soccer = useMemo(
    () =>
      new Set((leagues.data?.leagues ?? []).filter((l) => l.sport === 'soccer').map((l) => l.name)),
    [leagues.data],
  );
  const rows = read.data?.rows ?? [];
  const leagueOf = useMemo(() => new Map(rows.map((r) => [r.matchId, r.league])), [rows]);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Value bets this week</h1>
        <p className="text-sm text-muted-foreground">
          Every price on a fixture in the next seven days that pays more than Strix's probability
          says it should, as known at the app's clock. Each match's full prediction is on the{' '}
          <Link
            href="/today"
            className="rounded text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            slate
          </Link>
          .
        </p>
      </div>
      {read.isPending ? (
        <Skeleton className="h-64 rounded-2xl" />
      ) : read.isError || !read.data ? (
        <p className="text-muted-foreground">
          The value bets could not be loaded. Please try again.
        </p>
      ) : read.data.locked ? (
        <LockedAnalytics lock={read.data.locked} />
      ) : (
        <Screener
          rows={rows}
          valueQuestion
          label={`All leagues · next 7 days · ${rows.length} ${rows.length === 1 ? 'bet' : 'bets'}`}
          emptyNote="No price on this week's fixtures beats Strix's probability by enough at this clock."
          hasDraw={(matchId) => soccer.has(leagueOf.get(matchId) ?? '')}
        />
      )}
    </div>
  );
}
