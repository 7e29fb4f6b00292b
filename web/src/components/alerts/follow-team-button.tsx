import { Star } from 'lucide-react';
import { useFollowedTeams, useSetTeamFollowed } from '../../api/alerts.ts';
import { userMessage } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { Button } from '../ui/button.tsx';
import { toast } from '../ui/use-toast.ts';

/**
 * Follow / Following toggle for a team, for alerts on its matches. Signed-in people only; the
 * followed list (shared with Settings) says which state it is in.
 */
export function FollowTeamButton({ teamId, teamName }: { teamId: number; teamName: string }) {
  const { user } = useAuth();
  const teams = useFollowedTeams(user?.id);
  const change = useSetTeamFollowed(user?.id);
  if (!user || !teams.data) return null;
  const following = teams.data.teams.some((team) => team.id === teamId);
  return (
    <Button
      variant={following ? 'secondary' : 'outline'}
      size="sm"
      aria-pressed={following}
      aria-label={following ? `Unfollow ${teamName}` : `Follow ${teamName}`}
      disabled={change.isPending}
      onClick={() =>
        change.mutate(
          { teamId, following: !following },
          {
            onError: (error) =>
              toast({
                title: following ? 'Could not unfollow' : 'Could not follow',
                description: userMessage(error, 'Please try again.'),
                variant: 'destructive',
              }),
          },
        )
      }
    >
      <Star aria-hidden="true" className={following ? 'fill-current' : undefined} />
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}

/** Both teams' Follow toggles, under a match's header (nothing for a signed-out visitor). */
export function MatchFollowButtons({
  match,
}: {
  match: { homeTeam: string; awayTeam: string; homeTeamId?: number; awayTeamId?: number };
}) {
  const { user, isResolving } = useAuth();
  if (match.homeTeamId === undefined || match.awayTeamId === undefined) return null;
  // Signed out there is nothing to follow with (the match page is public): no empty row.
  if (!user && !isResolving) return null;
  return (
    // Under each team's name, as the heading's grid places them (home left, away right). As
    // tall as the buttons before the followed list arrives, so the page does not shift then.
    <div className="mt-3 grid min-h-8 w-full grid-cols-[1fr_auto_1fr] items-center gap-4">
      <div className="justify-self-end">
        <FollowTeamButton teamId={match.homeTeamId} teamName={match.homeTeam} />
      </div>
      <span className="w-4" aria-hidden="true" />
      <div className="justify-self-start">
        <FollowTeamButton teamId={match.awayTeamId} teamName={match.awayTeam} />
      </div>
    </div>
  );
}
