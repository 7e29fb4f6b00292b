import type { LeaguesResponse } from '@contract';
import { CalendarDays, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import { useLeagues } from '../../api/slate.ts';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { OUTLOOK_LEAGUES } from '../../lib/outlook.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { SLATE_SPORTS, SPORT_LABELS } from '../../lib/slate-filters.ts';

type League = LeaguesResponse['leagues'][number];

const linkClass =
  'rounded underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring';

function LeagueItem({ league }: { league: League }) {
  const hasPage = OUTLOOK_LEAGUES.has(league.id);
  return (
    <li
      className="grid gap-1 rounded-xl border border-border bg-card/60 p-4"
      data-league={league.id}
    >
      {hasPage ? (
        <Link href={`/league/${league.id}`} className={`${linkClass} font-semibold`}>
          {league.name}
        </Link>
      ) : (
        <span className="font-semibold">{league.name}</span>
      )}
      <p className="text-sm text-muted-foreground">
        {league.season ? `${league.season} season` : 'No season on file at this clock'}
        {hasPage ? ' · table and season outlook' : ''}
      </p>
      <Link
        href={`/today?league=${league.id}`}
        className={`${linkClass} inline-flex w-fit items-center gap-1.5 text-sm text-primary`}
      >
        <CalendarDays className="size-3.5" aria-hidden="true" />
        {league.upcoming === 0
          ? 'No fixtures this week'
          : `${league.upcoming} ${league.upcoming === 1 ? 'fixture' : 'fixtures'} this week`}
      </Link>
    </li>
  );
}

/** /leagues: every league Strix covers, by sport, each to its page and its week on the slate. */
export default function LeaguesPage() {
  const read = useLeagues();
  usePageMeta('Leagues');
  const leagues = read.data?.leagues ?? [];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Card>
        <CardHeader className="gap-2">
          <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-[0.14em] text-primary">
            <Trophy className="size-3.5" aria-hidden="true" />
            Coverage
          </p>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Leagues</h1>
          <p className="text-sm text-muted-foreground">
            The leagues Strix predicts, with each one's table and season outlook where it has one,
            and its fixtures this week on the{' '}
            <Link href="/today" className={`${linkClass} text-primary`}>
              slate
            </Link>
            .
          </p>
        </CardHeader>
        <CardContent className="grid gap-8">
          {read.isPending ? (
            <div role="status" aria-label="Loading the leagues" className="grid gap-3">
              <Skeleton className="h-24 rounded-xl" />
              <Skeleton className="h-24 rounded-xl" />
            </div>
          ) : read.isError ? (
            <p className="text-muted-foreground">
              The leagues could not be loaded. Please try again.
            </p>
          ) : leagues.length === 0 ? (
            <p className="text-muted-foreground">No league is loaded on this Strix yet.</p>
          ) : (
            SLATE_SPORTS.filter((sport) => leagues.some((l) => l.sport === sport)).map((sport) => (
              <section key={sport} aria-labelledby={`sport-${sport}`} className="grid gap-3">
                <h2 id={`sport-${sport}`} className="text-lg font-semibold tracking-tight">
                  {SPORT_LABELS[sport]}
                </h2>
                <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {leagues
                    .filter((l) => l.sport === sport)
                    .map((league) => (
                      <LeagueItem key={league.id} league={league} />
                    ))}
                </ul>
              </section>
            ))
          )}
        </CardContent>
      </Card>
    </div>
  );
}
