import { ALERT_MESSAGES, type FollowedTeamsResponse, type TeamFollowResponse } from '@contract';
import type { AppContext } from '../../app-context.ts';
import {
  followTeam,
  listFollowedTeams,
  teamExists,
  unfollowTeam,
} from '../../db/queries/alerts.ts';
import { notFound } from '../../lib/http-error.ts';
import { displayName } from '../../sports/questions/build-directory.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';

/** Team ids are positive integers; anything else names no team. */
export function teamIdOf(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) {
    throw notFound(ALERT_MESSAGES.teamNotFound);
  }
  return Number(raw);
}

export async function followedTeams(
  ctx: AppContext,
  userId: string,
): Promise<FollowedTeamsResponse> {
  const rows = await listFollowedTeams(ctx.db, userId, await currentAsOf(ctx));
  return {
    teams: rows.map((r) => ({
      id: r.id,
      name: displayName(r.name),
      league: r.league,
      followedAt: r.followedAt.toISOString(),
    })),
  };
}

export async function setTeamFollowed(
  ctx: AppContext,
  userId: string,
  teamId: number,
  following: boolean,
): Promise<TeamFollowResponse> {
  if (following) {
    if (!(await teamExists(ctx.db, teamId))) throw notFound(ALERT_MESSAGES.teamNotFound);
    await followTeam(ctx.db, userId, teamId, ctx.clock.now());
  } else {
    // Unfollowing a team not followed (or not known) leaves nothing followed: the same answer.
    await unfollowTeam(ctx.db, userId, teamId);
  }
  return { teamId, following };
}
