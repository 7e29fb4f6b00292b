import type { RecentPrediction, UserStats } from '@contract';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge.tsx';
import { formatShortDate } from '../../lib/format.ts';
import { formatPercent } from '../../lib/prediction.ts';
import { PICK_RULE, PROFILE_TEXTS, pickText, STATUS_LABEL, voteText } from '../../lib/profile.ts';
import { EmptyState } from './empty-state.tsx';
import { ListSkeleton, LoadError, Section } from './section.tsx';

type StatsQuery = { data: UserStats | undefined; isError: boolean };

const STATUS_STYLE = {
  pending: { variant: 'outline', icon: Clock },
  correct: { variant: 'success', icon: CircleCheck },
  incorrect: { variant: 'destructive', icon: CircleX },
} as const;

/**
 * Activity (product spec, 'Profile'): Recent Predictions, the person's own picks (their votes on
 * Strix's calls), dated by the app's clock in UTC, with their status.
 */
export function ActivityTab({ stats }: { stats: StatsQuery }) {
  const recent = stats.data?.recentPredictions;
  return (
    <Section title="Recent Predictions" description={PICK_RULE} testId="recent-predictions">
      {recent ? (
        recent.length === 0 ? (
          <EmptyState title={PROFILE_TEXTS.noRecentPredictions}>
            {PROFILE_TEXTS.noRecentPredictionsHint}
          </EmptyState>
        ) : (
          <ul className="grid gap-2">
            {recent.map((item) => (
              <RecentItem key={item.predictionId} item={item} />
            ))}
          </ul>
        )
      ) : stats.isError ? (
        <LoadError />
      ) : (
        <ListSkeleton />
      )}
    </Section>
  );
}

function RecentItem({ item }: { item: RecentPrediction }) {
  const style = STATUS_STYLE[item.status];
  const Icon = style.icon;
  const title = `${item.homeTeam} vs ${item.awayTeam}`;
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-background/40 p-3.5"
      data-status={item.status}
    >
      <div className="grid min-w-0 gap-0.5">
        <p className="truncate font-medium">
          {item.matchId !== null ? (
            <Link
              href={`/match/${item.matchId}`}
              className="rounded outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </p>
        <p className="text-xs text-muted-foreground">
          {[item.league, formatShortDate(item.createdAt, 'UTC')].filter(Boolean).join(' · ')}
        </p>
        <p className="text-sm">
          <span className="text-muted-foreground">Your pick:</span>{' '}
          <span className="font-medium" data-testid="pick">
            {pickText(item)}
          </span>
          {item.probability !== null ? (
            <span className="text-muted-foreground"> · {formatPercent(item.probability)}</span>
          ) : null}
        </p>
        <p className="text-xs text-muted-foreground">{voteText(item)}</p>
      </div>
      <Badge variant={style.variant}>
        <Icon aria-hidden="true" />
        {STATUS_LABEL[item.status]}
      </Badge>
    </li>
  );
}
