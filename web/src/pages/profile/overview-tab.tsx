import type { UserStats } from '@contract';
import { Check } from 'lucide-react';
import { Progress } from '../../components/ui/progress.tsx';
import {
  badgeDisplay,
  VOTE_BADGES,
  WEEKLY_BAR_SCALE,
  weekdayLabel,
  weeklyBarWidth,
} from '../../lib/profile.ts';
import { cn } from '../../lib/utils.ts';
import { BADGE_ICONS } from './badges.ts';
import { EmptyState } from './empty-state.tsx';
import { ListSkeleton, LoadError, Section } from './section.tsx';

type StatsQuery = { data: UserStats | undefined; isPending: boolean; isError: boolean };

/**
 * Overview (product spec, 'Profile'): Weekly Activity and Achievement Badges, both from GET
 * /api/user/stats.
 */
export function OverviewTab({ stats }: { stats: StatsQuery }) {
  return (
    <div className="grid items-start gap-6 md:grid-cols-2">
      <Section
        title="Weekly Activity"
        description="Your picks on each of the last seven days (UTC), today last."
        testId="weekly-activity"
      >
        {stats.data ? (
          <WeeklyActivity days={stats.data.weeklyActivity} />
        ) : stats.isError ? (
          <LoadError />
        ) : (
          <ListSkeleton rows={7} />
        )}
      </Section>
      <Section
        title="Achievement Badges"
        description="Earned from your picks and votes."
        testId="achievement-badges"
      >
        {stats.data ? (
          <Badges badges={stats.data.badges} noPicks={stats.data.overview.totalPredictions === 0} />
        ) : stats.isError ? (
          <LoadError />
        ) : (
          <ListSkeleton rows={5} />
        )}
      </Section>
    </div>
  );
}

function WeeklyActivity({ days }: { days: UserStats['weeklyActivity'] }) {
  const total = days.reduce((sum, day) => sum + day.predictions, 0);
  return (
    <div className="grid gap-4">
      <ul className="grid gap-2.5" aria-label="Predictions per day">
        {days.map((day) => (
          <li
            key={day.date}
            className="grid grid-cols-[3.25rem_1fr_2rem] items-center gap-3"
            data-date={day.date}
          >
            <span className="text-sm text-muted-foreground">{weekdayLabel(day)}</span>
            <div className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div
                className="h-full rounded-full bg-primary"
                style={{ width: `${weeklyBarWidth(day.predictions)}%` }}
                data-testid="weekly-bar"
              />
            </div>
            <span className="text-right text-sm font-semibold tabular-nums">
              {day.predictions}
              <span className="sr-only"> picks</span>
            </span>
          </li>
        ))}
      </ul>
      {total === 0 ? (
        <EmptyState title="No picks this week yet.">
          Agree or disagree with Strix's call on a match and your week will fill in here.
        </EmptyState>
      ) : (
        <p className="text-xs text-muted-foreground">
          A full bar is {WEEKLY_BAR_SCALE} picks in a day.
        </p>
      )}
    </div>
  );
}

function Badges({ badges, noPicks }: { badges: UserStats['badges']; noPicks: boolean }) {
  return (
    <ul className="grid gap-2">
      {badges.map((badge) => {
        const Icon = BADGE_ICONS[badge.id];
        const shown = badgeDisplay(badge, { noPicks: noPicks && !VOTE_BADGES.includes(badge.id) });
        return (
          <li
            key={badge.id}
            data-earned={shown.earned}
            className={cn(
              'flex items-center gap-3 rounded-xl border p-3',
              shown.earned ? 'border-primary/40 bg-primary/10' : 'border-border bg-background/40',
            )}
          >
            <span
              className={cn(
                'grid size-9 shrink-0 place-items-center rounded-lg',
                shown.earned
                  ? 'bg-primary text-primary-foreground'
                  : 'bg-muted text-muted-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="grid min-w-0 flex-1 gap-1">
              <p className="text-sm font-medium">{badge.name}</p>
              <p className="text-xs text-muted-foreground">{badge.description}</p>
              {shown.earned ? null : (
                <div className="mt-0.5 flex items-center gap-2">
                  <Progress
                    value={shown.progress}
                    className="h-1.5 flex-1"
                    barClassName="bg-muted-foreground/70"
                    label={`${badge.name} progress`}
                  />
                  <span className="shrink-0 text-[11px] text-muted-foreground tabular-nums">
                    {shown.label}
                  </span>
                </div>
              )}
            </div>
            {shown.earned ? (
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-success text-success-foreground">
                <Check className="size-3.5" aria-hidden="true" />
                <span className="sr-only">Earned</span>
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
