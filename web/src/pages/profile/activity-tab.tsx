import type { RecentAnswer, RecentPrediction, UserStats } from '@contract';
import { CircleCheck, CircleX, Clock, ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge.tsx';
import { formatShortDate } from '../../lib/format.ts';
import { formatPercent } from '../../lib/prediction.ts';
import {
  ANSWERS_NOTE,
  outcomeText,
  PICK_RULE,
  PROFILE_TEXTS,
  pickText,
  STATUS_LABEL,
  voteText,
} from '../../lib/profile.ts';
import { EmptyState } from './empty-state.tsx';
import { ListSkeleton, LoadError, Section } from './section.tsx';

type StatsQuery = { data: UserStats | undefined; isError: boolean };

const STATUS_STYLE = {
  pending: { variant: 'outline', icon: Clock },
  correct: { variant: 'success', icon: CircleCheck },
  incorrect: { variant: 'destructive', icon: CircleX },
} as const;

/**
 * Activity (product spec, 'Profile'): Recent Predictions, the person's own picks (their "Who
 * wins?" votes and agree/disagree on Strix's calls), dated by the app's clock in UTC, with their
 * status and the result once graded; then the answers they asked for, each re-opened free.
 */
export function ActivityTab({ stats }: { stats: StatsQuery }) {
  const recent = stats.data?.recentPredictions;
  return (
    <div className="grid gap-4">
      <Section title="Recent Predictions" description={PICK_RULE} testId="recent-predictions">
        {recent ? (
          recent.length === 0 ? (
            <EmptyState title={PROFILE_TEXTS.noRecentPredictions}>
              {PROFILE_TEXTS.noRecentPredictionsHint}
            </EmptyState>
          ) : (
            <ul className="grid gap-2">
              {recent.map((item) => (
                <RecentItem key={item.pickId} item={item} />
              ))}
            </ul>
          )
        ) : stats.isError ? (
          <LoadError />
        ) : (
          <ListSkeleton />
        )}
      </Section>
      <RecentAnswers stats={stats} />
    </div>
  );
}

function RecentAnswers({ stats }: { stats: StatsQuery }) {
  const answers = stats.data?.recentAnswers;
  if (!answers) return null;
  return (
    <Section title="Recent Answers" description={ANSWERS_NOTE} testId="recent-answers">
      {answers.length === 0 ? (
        <p className="text-sm text-muted-foreground">{PROFILE_TEXTS.noRecentAnswers}</p>
      ) : (
        <ul className="grid gap-2">
          {answers.map((answer) => (
            <AnswerItem key={answer.predictionId} answer={answer} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function AnswerItem({ answer }: { answer: RecentAnswer }) {
  const title = `${answer.homeTeam} vs ${answer.awayTeam}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-background/40 p-3.5">
      <div className="grid min-w-0 gap-0.5">
        <p className="truncate font-medium">{title}</p>
        <p className="truncate text-xs text-muted-foreground">
          {[
            answer.question ? `“${answer.question}”` : null,
            answer.league,
            formatShortDate(answer.answeredAt, 'UTC'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <a
        href={`/p/${answer.predictionId}`}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={`Open the answer for ${title}`}
      >
        Open answer
        <ExternalLink className="size-3.5" aria-hidden="true" />
      </a>
    </li>
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
          <Link
            href={`/match/${item.matchId}`}
            className="rounded outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {title}
          </Link>
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
        {item.outcome ? (
          <p className="text-xs text-muted-foreground" data-testid="pick-result">
            {outcomeText(item.outcome, item.homeTeam, item.awayTeam)}
          </p>
        ) : null}
      </div>
      <Badge variant={style.variant}>
        <Icon aria-hidden="true" />
        {STATUS_LABEL[item.status]}
      </Badge>
    </li>
  );
}
