import type { MatchVoteChoice, MatchVotesResponse } from '@contract';
import { Check, Loader2, Vote } from 'lucide-react';
import { Link } from 'wouter';
import { userMessage } from '../../api/client.ts';
import { useCastMatchVote, useMatchVotes } from '../../api/community.ts';
import { useAuth } from '../../auth/auth-context.ts';
import {
  currentChoice,
  myPickText,
  PICK_TEXTS,
  VOTE_TEXTS,
  voteShares,
  votesLabel,
} from '../../lib/community.ts';
import { cn } from '../../lib/utils.ts';
import { EmptyLine, SectionCard } from '../prediction/section-card.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { toast } from '../ui/use-toast.ts';

/**
 * The match page vote (product spec, 'Match page (/match/{id})', 'States and transitions'), with
 * the real counts: who the community thinks wins. A signed-in person's vote is their pick for the
 * match (counted in their profile): choosing again before kick-off changes it, choosing the same
 * again reads "You've already voted for this match". Signed out, the counts show and a line asks
 * them to sign in to pick.
 */
export function MatchVote({
  matchId,
  homeTeam,
  awayTeam,
}: {
  matchId: string;
  homeTeam: string;
  awayTeam: string;
}) {
  const { user } = useAuth();
  const votes = useMatchVotes(matchId);
  const cast = useCastMatchVote(matchId);
  const data = votes.data;
  const label = (choice: MatchVoteChoice) =>
    choice === 'draw' ? 'Draw' : `${choice === 'home' ? homeTeam : awayTeam} win`;

  const choose = (choice: MatchVoteChoice) => {
    if (cast.isPending || !user || !data) return;
    const before = currentChoice(data);
    if (before === choice) {
      toast({ title: VOTE_TEXTS.alreadyVoted });
      return;
    }
    cast.mutate(choice, {
      onSuccess: () => {
        toast({
          title: data.myPick ? PICK_TEXTS.changed : VOTE_TEXTS.recorded,
          description: `Your pick: ${label(choice)}. ${PICK_TEXTS.changeUntilKickOff}`,
        });
      },
      onError: (error) => {
        toast({
          title: VOTE_TEXTS.failed,
          description: userMessage(error, VOTE_TEXTS.failedFallback),
          variant: 'destructive',
        });
        void votes.refetch();
      },
    });
  };

  return (
    <SectionCard title="Community Vote" icon={Vote} headingLevel="h2" testId="match-vote">
      {votes.isPending ? (
        <Skeleton className="h-28" />
      ) : !data ? (
        <EmptyLine>Community votes are unavailable right now.</EmptyLine>
      ) : (
        <VoteBody
          data={data}
          label={label}
          choose={choose}
          pending={cast.variables}
          busy={cast.isPending}
          signedIn={Boolean(user)}
          homeTeam={homeTeam}
          awayTeam={awayTeam}
        />
      )}
    </SectionCard>
  );
}

function VoteBody({
  data,
  label,
  choose,
  pending,
  busy,
  signedIn,
  homeTeam,
  awayTeam,
}: {
  data: MatchVotesResponse;
  label: (choice: MatchVoteChoice) => string;
  choose: (choice: MatchVoteChoice) => void;
  pending: MatchVoteChoice | undefined;
  busy: boolean;
  signedIn: boolean;
  homeTeam: string;
  awayTeam: string;
}) {
  const choices: MatchVoteChoice[] = data.drawAllowed ? ['home', 'draw', 'away'] : ['home', 'away'];
  const shares = voteShares(data, choices);
  const current = currentChoice(data);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground" data-testid="match-vote-summary">
        {data.total === 0 ? VOTE_TEXTS.noMatchVotes : `Who wins? ${votesLabel(data.total)} so far.`}
      </p>
      <fieldset
        className={cn('grid gap-2', choices.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}
      >
        <legend className="sr-only">Who wins?</legend>
        {choices.map((choice) => {
          const mine = current === choice;
          return (
            <button
              key={choice}
              type="button"
              onClick={() => choose(choice)}
              disabled={!data.open || busy || !signedIn}
              aria-pressed={mine}
              data-choice={choice}
              className={cn(
                'relative grid gap-2 overflow-hidden rounded-xl border bg-background/50 p-3 text-left transition-colors outline-none hover:border-foreground/25 focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-70',
                mine ? 'border-primary/60 bg-primary/10' : 'border-border',
              )}
            >
              <span className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 truncate font-medium">{label(choice)}</span>
                {busy && pending === choice ? (
                  <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                ) : mine ? (
                  <Check className="size-4 text-primary" aria-label="Your pick" />
                ) : null}
              </span>
              <span className="flex items-baseline justify-between text-xs text-muted-foreground tabular-nums">
                <span>{votesLabel(data[choice])}</span>
                <span className="text-base font-bold text-foreground">{shares[choice]}%</span>
              </span>
              <span className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <span
                  className={cn(
                    'block h-full rounded-full',
                    mine ? 'bg-primary' : 'bg-muted-foreground/60',
                  )}
                  style={{ width: `${shares[choice]}%` }}
                />
              </span>
            </button>
          );
        })}
      </fieldset>
      {data.myPick ? (
        <p className="text-sm" data-testid="my-pick">
          {myPickText(data.myPick, homeTeam, awayTeam)}
        </p>
      ) : null}
      {!data.open ? (
        <p className="text-xs text-muted-foreground">Voting has closed for this match.</p>
      ) : !signedIn ? (
        <p className="text-sm text-muted-foreground" data-testid="sign-in-to-pick">
          <Link
            href="/auth"
            className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            Sign in
          </Link>{' '}
          {PICK_TEXTS.signInToPick}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">{PICK_TEXTS.changeUntilKickOff}</p>
      )}
    </div>
  );
}
