import type { LeagueOutlook } from '@contract';
import { House, Search } from 'lucide-react';
import { Link } from 'wouter';
import { leaguePageTitle, SEASON_STAGE_TEXT } from '../../../../contract/season-stage.ts';
import { useLeagueOutlook } from '../../api/outlook.ts';
import { OutlookNotes } from '../../components/outlook/outlook-notes.tsx';
import { OutlookTable } from '../../components/outlook/outlook-table.tsx';
import { Owl } from '../../components/owl/owl.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { seasonStage } from '../../lib/outlook.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { LeagueFrame } from './league-frame.tsx';
import { LeagueHeading } from './league-heading.tsx';

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
  usePageMeta(outlook ? leaguePageTitle(outlook.league) : 'League');

  return (
    <LeagueFrame>
      {read.isPending ? (
        <LeagueSkeleton />
      ) : read.isError ? (
        <NoOutlook error="The season outlook could not be loaded. Please try again." />
      ) : !outlook ? (
        <NoOutlook error={read.data?.ok === false ? read.data.error : 'No such league.'} />
      ) : (
        <Card data-testid="league-page">
          <LeagueHeading
            season={outlook.season}
            league={outlook.league}
            stage={SEASON_STAGE_TEXT[seasonStage(outlook)]}
          />
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
    </LeagueFrame>
  );
}
