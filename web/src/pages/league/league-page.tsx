import type { LeagueOutlook } from '@contract';
import { House, Search, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import { useLeagueOutlook } from '../../api/outlook.ts';
import { BackLink } from '../../components/layout/back-link.tsx';
import { OutlookNotes } from '../../components/outlook/outlook-notes.tsx';
import { OutlookTable } from '../../components/outlook/outlook-table.tsx';
import { Owl } from '../../components/owl/owl.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { seasonStage } from '../../lib/outlook.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

/** Questions this league answers, to ask from here. */
function askAbout(outlook: LeagueOutlook): string[] {
  const keys = new Set(outlook.columns.map((c) => c.key));
  const asks: string[] = [];
  if (keys.has('title')) asks.push(`Who will win the ${outlook.league}?`);
  if (keys.has('relegation')) asks.push(`${outlook.league} relegation odds`);
  if (keys.has('promoted') || keys.has('promotion')) asks.push(`${outlook.league} promotion odds`);
  if (keys.has('makePlayoffs') || keys.has('playoffs'))
    asks.push(`${outlook.league} playoff chances`);
  return asks.slice(0, 3);
}

function Heading({ outlook }: { outlook: LeagueOutlook }) {
  const stage = seasonStage(outlook);
  return (
    <CardHeader className="gap-2">
      <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-[0.14em] text-primary">
        <Trophy className="size-3.5" aria-hidden="true" />
        {outlook.season} season
      </p>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{outlook.league}</h1>
      <p className="text-muted-foreground" data-testid="season-stage">
        {stage === 'over'
          ? 'The season is over: final table.'
          : stage === 'not-started'
            ? 'The season has not started yet: the projection is all there is.'
            : 'The table as it stands, beside how the rest of the season plays out in simulation.'}
      </p>
    </CardHeader>
  );
}

function LeagueSkeleton() {
  return (
    <div role="status" aria-label="Loading the league" className="grid gap-4">
      <Skeleton className="h-28 rounded-2xl" />
      <Skeleton className="h-96 rounded-2xl" />
    </div>
  );
}

function NoOutlook({ error }: { error: string }) {
  return (
    <div className="flex flex-col items-center py-12 text-center">
      <Owl variant="explore" size={120} title="" />
      <h1 className="mt-6 text-2xl font-bold tracking-tight">No season outlook</h1>
      <p className="mt-2 max-w-md text-muted-foreground">{error}</p>
      <Button asChild className="mt-6">
        <Link href="/">
          <House aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
    </div>
  );
}

/**
 * /league/:leagueId: the league's table at the app's clock beside its simulated end of season.
 * It reads the outlook at the clock, so it moves when the replay date or the live minute does.
 */
export default function LeaguePage({ leagueId }: { leagueId: string }) {
  const read = useLeagueOutlook(leagueId);
  const outlook = read.data?.ok ? read.data.outlook : null;
  usePageMeta(outlook ? `${outlook.league} table and season outlook` : 'League');

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <BackLink href="/today" className="mb-6">
        All predictions
      </BackLink>
      {read.isPending ? (
        <LeagueSkeleton />
      ) : read.isError ? (
        <NoOutlook error="The season outlook could not be loaded. Please try again." />
      ) : !outlook ? (
        <NoOutlook error={read.data?.ok === false ? read.data.error : 'No such league.'} />
      ) : (
        <Card data-testid="league-page">
          <Heading outlook={outlook} />
          <CardContent className="grid gap-4">
            <OutlookTable
              outlook={outlook}
              projection={seasonStage(outlook) !== 'over'}
              headingLevel="h2"
            />
            <OutlookNotes outlook={outlook} />
            {seasonStage(outlook) !== 'over' ? (
              <nav aria-label="Ask about this season" className="flex flex-wrap gap-2">
                {askAbout(outlook).map((question) => (
                  <Link
                    key={question}
                    href={`/?q=${encodeURIComponent(question)}`}
                    className="inline-flex items-center gap-1.5 rounded-full border border-border px-3 py-1.5 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <Search className="size-3.5" aria-hidden="true" />
                    {question}
                  </Link>
                ))}
              </nav>
            ) : null}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
