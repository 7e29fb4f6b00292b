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
} as const;

type StatsQuery = { data: UserStats | undefined; isError: boolean };

const predictionsLabel = (n: number) => `${n} ${n === 1 ? 'prediction' : 'predictions'}`;

/** Spec §2 Statistics: League Performance (league, sport, accuracy, count, accuracy bar). */
export function StatisticsTab({ stats }: { stats: StatsQuery }) {
  const leagues = stats.data?.leaguePerformance;
  return (
    <Section
      title="League Performance"
      description="Accuracy of your settled predictions by league."
      testId="league-performance"
    >
      {leagues ? (
        leagues.length === 0 ? (
          <EmptyState title="No predictions yet.">
            Accuracy per league appears once matches you predicted have been played.
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
                    {league.settled > 0 ? formatAccuracy(league.accuracy) : '—'}
                  </p>
                </div>
                <Progress value={league.settled > 0 ? league.accuracy : 0} />
                <p className="text-xs text-muted-foreground">
                  {predictionsLabel(league.predictions)}
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
