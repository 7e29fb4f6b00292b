import type { LeaderboardEntry } from '@contract';
import { Badge } from '../../components/ui/badge.tsx';
import {
  formatAccuracy,
  LEADERBOARD_MIN_SETTLED,
  type Medal,
  medalFor,
  PROFILE_TEXTS,
} from '../../lib/profile.ts';
import { cn } from '../../lib/utils.ts';
import { EmptyState } from './empty-state.tsx';
import { ListSkeleton, LoadError, Section } from './section.tsx';

const MEDAL_STYLE: Record<Medal, string> = {
  gold: 'bg-gradient-to-br from-yellow-300 to-amber-500 text-amber-950',
  silver: 'bg-gradient-to-br from-slate-200 to-slate-400 text-slate-900',
  bronze: 'bg-gradient-to-br from-orange-300 to-orange-700 text-orange-950',
};

/**
 * Leaderboard (product spec, 'Profile'): 'Top Predictors This Week' from GET /api/leaderboard, the
 * current user marked 'You', ranks 1–3 in gold, silver and bronze. Nobody qualifying is an empty
 * state, never a sample list.
 */
export function LeaderboardTab({
  leaderboard,
}: {
  leaderboard: { data: LeaderboardEntry[] | undefined; isError: boolean };
}) {
  const rows = leaderboard.data;
  return (
    <Section
      title={PROFILE_TEXTS.leaderboardTitle}
      description="Ranked by accuracy of picks on matches played this week (from Monday 00:00 UTC)."
      testId="leaderboard"
    >
      {rows ? (
        rows.length === 0 ? (
          <EmptyState title="No rankings this week yet.">
            Predictors appear here once {LEADERBOARD_MIN_SETTLED} of their picks have been settled
            this week.
          </EmptyState>
        ) : (
          <ol className="grid gap-2">
            <li
              aria-hidden="true"
              className="hidden grid-cols-[2.5rem_1fr_6rem_5rem] gap-3 px-3.5 text-xs font-medium text-muted-foreground sm:grid"
            >
              <span>Rank</span>
              <span>Name</span>
              <span className="text-right">Predictions</span>
              <span className="text-right">Accuracy</span>
            </li>
            {rows.map((row) => (
              <Row key={`${row.rank}-${row.name}`} row={row} />
            ))}
          </ol>
        )
      ) : leaderboard.isError ? (
        <LoadError />
      ) : (
        <ListSkeleton rows={5} />
      )}
    </Section>
  );
}

function Row({ row }: { row: LeaderboardEntry }) {
  const medal = medalFor(row.rank);
  return (
    <li
      data-current-user={row.isCurrentUser}
      data-medal={medal ?? undefined}
      className={cn(
        'grid grid-cols-[2.5rem_1fr_auto] items-center gap-3 rounded-xl border p-3.5 sm:grid-cols-[2.5rem_1fr_6rem_5rem]',
        row.isCurrentUser ? 'border-primary/50 bg-primary/10' : 'border-border bg-background/40',
      )}
    >
      <span
        className={cn(
          'grid size-8 place-items-center rounded-full text-sm font-bold tabular-nums',
          medal ? MEDAL_STYLE[medal] : 'bg-muted text-muted-foreground',
        )}
      >
        <span className="sr-only">Rank </span>
        {row.rank}
      </span>
      <span className="flex min-w-0 items-center gap-2">
        <span className="truncate font-medium">{row.name}</span>
        {row.isCurrentUser ? <Badge variant="solid">You</Badge> : null}
      </span>
      <span className="hidden text-right text-sm text-muted-foreground tabular-nums sm:block">
        {row.predictions}
      </span>
      <span className="text-right font-semibold tabular-nums">
        {formatAccuracy(row.accuracy)}
        <span className="block text-xs font-normal text-muted-foreground sm:hidden">
          {row.predictions} {row.predictions === 1 ? 'pick' : 'picks'}
        </span>
      </span>
    </li>
  );
}
