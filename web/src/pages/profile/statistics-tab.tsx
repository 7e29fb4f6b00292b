import type { UserStats } from '@contract';
import { Badge } from '../../components/ui/badge.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { formatAccuracy } from '../../lib/profile.ts';
import { EmptyState } from './empty-state.tsx';
import { ListSkeleton, LoadError, Section } from './section.tsx';

const SPORT_LABEL = {
  soccer: 'Soccer',
  basketball: 'Basketball',
  'american-football': 'Football',
  baseball: 'Baseball',
  'ice-hockey': 'Hockey',
} as const;

type StatsQuery = { data: UserStats | undefined; isError: boolean };

const picksLabel = (n: number) => `${n} ${n === 1 ? 'pick' : 'picks'}`;

/**
 * Statistics (product spec, 'Profile'): League Performance (league, sport, accuracy, count,
 * accuracy bar).
 */
export function StatisticsTab({ stats }: { stats: StatsQuery }) {
  const leagues = stats.data?.leaguePerformance;
  return (
    <Section
      title="League Performance"
      description="Accuracy of your settled picks by league."
      testId="league-performance"
    >
      {leagues ? (
        leagues.length === 0 ? (
          <EmptyState title="No picks yet.">
            Agree or disagree with Strix's call on a match; accuracy per league appears once those
            matches have been played.
          </EmptyState>
        ) : (
          <ul className="grid gap-3">
            {leagues.map((league) => (
              <li
                key={league.leagueId}
                className="grid gap-2 rounded-xl border border-border bg-background/40 p-3.5"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex min-w-0 items-center gap-2">
                    <p className="truncate font-medium">{league.league}</p>
                    <Badge variant="outline">{SPORT_LABEL[league.sport]}</Badge>
                  </div>
                  <p className="text-lg font-bold tabular-nums">
                    {formatAccuracy(league.accuracy)}
                  </p>
                </div>
                <Progress value={league.accuracy ?? 0} />
                <p className="text-xs text-muted-foreground">
                  {picksLabel(league.predictions)}
                  {league.settled < league.predictions ? ` · ${league.settled} settled` : ''}
                </p>
              </li>
            ))}
          </ul>
        )
      ) : stats.isError ? (
        <LoadError />
      ) : (
        <ListSkeleton rows={3} />
      )}
    </Section>
  );
}
