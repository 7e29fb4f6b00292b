import type { VoteType } from '@contract';
import { Loader2, RefreshCw, ThumbsDown, ThumbsUp, Users } from 'lucide-react';
import { userMessage } from '../../api/client.ts';
import { useCastVote, useVotes } from '../../api/community.ts';
import { useDynamicPrediction } from '../../api/stats.ts';
import {
  agreementBadgeVariant,
  agreementPercent,
  totalVotes,
  VOTE_TEXTS,
  voteRecordedText,
  voteStatusText,
  votesLabel,
} from '../../lib/community.ts';
import { formatShortDate } from '../../lib/format.ts';
import { bothRealTeams, formatPercent } from '../../lib/prediction.ts';
import { cn } from '../../lib/utils.ts';
import { EmptyLine, SectionCard } from '../prediction/section-card.tsx';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { toast } from '../ui/use-toast.ts';
import { QuickShare } from './quick-share.tsx';

export interface CommunityValidationProps {
  homeTeam: string;
  awayTeam: string;
  hasDraw: boolean;
  /** The share text and link offered once the person has voted. */
  shareText: string;
  shareUrl: string;
}

/**
 * Community Validation (product spec, 'Prediction result'): agree or disagree with the prediction,
 * once per match and voter. Votes load on mount; after a vote (or when the server already holds
 * one) both buttons are disabled, and the community's agreement, the latest numbers and the share
 * buttons appear.
 */
export default function CommunityValidation({
  homeTeam,
  awayTeam,
  hasDraw,
  shareText,
  shareUrl,
}: CommunityValidationProps) {
  const votes = useVotes(homeTeam, awayTeam);
  const cast = useCastVote(homeTeam, awayTeam);
  const userVote = votes.data?.userVote?.voteType ?? null;
  const voted = userVote !== null;
  const disabled = voted || cast.isPending || votes.isPending;

  const vote = (voteType: VoteType) => {
    if (disabled) return;
    cast.mutate(voteType, {
      onSuccess: () =>
        toast({ title: VOTE_TEXTS.recorded, description: voteRecordedText(voteType) }),
      onError: (error) => {
        toast({
          title: VOTE_TEXTS.failed,
          description: userMessage(error, VOTE_TEXTS.failedFallback),
          variant: 'destructive',
        });
        // The server may already hold a vote from this voter (another tab): show it.
        void votes.refetch();
      },
    });
  };

  return (
    <SectionCard
      title="Community Validation"
      icon={Users}
      headingLevel="h2"
      testId="community-validation"
    >
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          Do you agree with this prediction? One vote per match.
        </p>
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="sr-only">Your vote</legend>
          <VoteButton
            kind="upvote"
            chosen={userVote === 'upvote'}
            pending={cast.isPending && cast.variables === 'upvote'}
            disabled={disabled}
            onClick={() => vote('upvote')}
          />
          <VoteButton
            kind="downvote"
            chosen={userVote === 'downvote'}
            pending={cast.isPending && cast.variables === 'downvote'}
            disabled={disabled}
            onClick={() => vote('downvote')}
          />
        </fieldset>
        {userVote ? (
          <p className="text-sm font-medium text-foreground" data-testid="vote-status">
            {voteStatusText(userVote)}
          </p>
        ) : null}
        {cast.data?.counted ? (
          <p className="text-sm text-muted-foreground" data-testid="vote-counted">
            {VOTE_TEXTS.countedAsPick}
          </p>
        ) : null}

        {voted && votes.data ? (
          <AfterVote
            counts={votes.data.voteCounts}
            homeTeam={homeTeam}
            awayTeam={awayTeam}
            hasDraw={hasDraw}
            shareText={shareText}
            shareUrl={shareUrl}
          />
        ) : null}
      </div>
    </SectionCard>
  );
}

/** Shown once the voter has voted: the community's agreement, the latest numbers, sharing. */
function AfterVote({
  counts,
  homeTeam,
  awayTeam,
  hasDraw,
  shareText,
  shareUrl,
}: CommunityValidationProps & { counts: { upvotes: number; downvotes: number } }) {
  return (
    <div className="grid gap-4 border-t border-border pt-4" data-testid="vote-results">
      <VoteResults upvotes={counts.upvotes} downvotes={counts.downvotes} />
      <LatestNumbers homeTeam={homeTeam} awayTeam={awayTeam} hasDraw={hasDraw} />
      <div className="grid gap-2">
        <p className="text-sm font-medium">Share this prediction</p>
        <QuickShare text={shareText} url={shareUrl} title={`${homeTeam} vs ${awayTeam}`} />
      </div>
    </div>
  );
}

function VoteButton({
  kind,
  chosen,
  pending,
  disabled,
  onClick,
}: {
  kind: VoteType;
  chosen: boolean;
  pending: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const agree = kind === 'upvote';
  const Icon = pending ? Loader2 : agree ? ThumbsUp : ThumbsDown;
  return (
    <Button
      variant={chosen ? 'default' : 'outline'}
      size="lg"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={chosen}
      className={cn('w-full', chosen && 'disabled:opacity-100')}
    >
      <Icon className={cn(pending && 'animate-spin')} aria-hidden="true" />
      {agree ? 'Agree' : 'Disagree'}
    </Button>
  );
}

function VoteResults({ upvotes, downvotes }: { upvotes: number; downvotes: number }) {
  const percent = agreementPercent({ upvotes, downvotes });
  const total = totalVotes({ upvotes, downvotes });
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">Community agreement</p>
        {percent !== null ? (
          <Badge variant={agreementBadgeVariant(percent)} data-testid="agreement-badge">
            {percent}% agree
          </Badge>
        ) : null}
      </div>
      <div className="flex h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className="h-full bg-success" style={{ width: `${percent ?? 0}%` }} />
        <div
          className="h-full bg-destructive/80"
          style={{ width: `${percent === null ? 0 : 100 - percent}%` }}
        />
      </div>
      <p className="flex flex-wrap gap-x-4 text-xs text-muted-foreground tabular-nums">
        <span>
          <ThumbsUp className="mr-1 inline size-3" aria-hidden="true" />
          {upvotes} agree
        </span>
        <span>
          <ThumbsDown className="mr-1 inline size-3" aria-hidden="true" />
          {downvotes} disagree
        </span>
        <span>{votesLabel(total)} in total</span>
      </p>
    </div>
  );
}

/**
 * The pairing's current published numbers (GET /api/dynamic-predictions, every 30 s). Nothing is
 * invented when they cannot be had: an honest line instead.
 */
function LatestNumbers({
  homeTeam,
  awayTeam,
  hasDraw,
}: {
  homeTeam: string;
  awayTeam: string;
  hasDraw: boolean;
}) {
  const latest = useDynamicPrediction(homeTeam, awayTeam, bothRealTeams(homeTeam, awayTeam));
  const data = latest.data;
  return (
    <div className="grid gap-2" data-testid="latest-numbers">
      <p className="flex items-center gap-1.5 text-sm font-medium">
        <RefreshCw className="size-3.5 text-primary" aria-hidden="true" />
        Latest numbers
      </p>
      {latest.isPending && latest.fetchStatus !== 'idle' ? (
        <Skeleton className="h-14" />
      ) : data ? (
        <>
          <ul className={cn('grid gap-2', hasDraw ? 'grid-cols-3' : 'grid-cols-2')}>
            <Share label={homeTeam} value={data.homeWinPercentage} />
            {hasDraw ? <Share label="Draw" value={data.drawPercentage} /> : null}
            <Share label={awayTeam} value={data.awayWinPercentage} />
          </ul>
          <p className="text-xs text-muted-foreground">
            {data.pricesAsOf
              ? `${data.probabilitySource.label}; prices as of ${formatShortDate(data.pricesAsOf)}. Refreshed every 30 seconds.`
              : `${data.probabilitySource.label}. Refreshed every 30 seconds.`}
          </p>
        </>
      ) : (
        <EmptyLine>No updated numbers for this match right now.</EmptyLine>
      )}
    </div>
  );
}

function Share({ label, value }: { label: string; value: number }) {
  return (
    <li className="min-w-0 rounded-lg border border-border bg-background/50 px-3 py-2">
      <p className="truncate text-xs text-muted-foreground">{label}</p>
      <p className="text-lg font-bold tabular-nums">{formatPercent(value)}</p>
    </li>
  );
}
