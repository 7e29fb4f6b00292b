import {
  COMMUNITY_MESSAGES,
  type MatchVoteChoice,
  type MatchVotesResponse,
  type VoteCounts,
  type VoteType,
} from '@contract';
import type { AppContext } from '../../app-context.ts';
import {
  countVotes,
  findMatchForVote,
  findVote,
  insertVote,
  latestOpenPrediction,
  linkVoteToPrediction,
  upsertUserVote,
  type Voter,
} from '../../db/queries/votes.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import { agreementPick, myPick, type StrixProbabilities, savePick, winnerPick } from './my-pick.ts';
import { resolveMatchup } from './teams.ts';

/** A voter as the routes see them: anonymous ones also carry their client address. */
export type CommunityVoter =
  | (Voter & { userId: string })
  | (Voter & { sessionId: string; address: string });

/**
 * An anonymous voter is only a cookie, and dropping it makes a new one. Before such a voter's
 * first vote on a target, the address is counted (atomically, before the vote is stored), so one
 * network adds at most a few anonymous votes to a match however often the cookie is dropped.
 * Votes that will be refused as repeats are not counted.
 */
async function capAnonymousVoters(ctx: AppContext, target: string, voter: CommunityVoter) {
  if (voter.sessionId === undefined) return;
  if ((await findVote(ctx.db, target, voter)) !== null) {
    throw conflict(COMMUNITY_MESSAGES.alreadyVoted);
  }
  await ctx.limits.consume(['anonymousVotesPerMatch', `${target}:${voter.address}`]);
}

async function voteCounts(ctx: AppContext, target: string): Promise<VoteCounts> {
  const counts = await countVotes(ctx.db, target);
  return { upvotes: counts.get('upvote') ?? 0, downvotes: counts.get('downvote') ?? 0 };
}

/** GET /api/votes/{home}/{away}: the matchup's agree/disagree counts and this voter's vote. */
export async function getPredictionVotes(
  ctx: AppContext,
  home: string,
  away: string,
  voter: Voter,
): Promise<{ voteCounts: VoteCounts; userVote: { voteType: VoteType } | null }> {
  const { target } = await resolveMatchup(ctx.db, home, away);
  const [counts, mine] = await Promise.all([
    voteCounts(ctx, target),
    findVote(ctx.db, target, voter),
  ]);
  return {
    voteCounts: counts,
    userVote: mine === 'upvote' || mine === 'downvote' ? { voteType: mine } : null,
  };
}

/**
 * POST /api/vote: one agree/disagree per matchup per voter. A signed-in user's vote refers to
 * their latest open prediction of the matchup and, when that is a fixture before kick-off,
 * becomes their pick for the match (replacing a "Who wins?" pick made earlier; see
 * contract/profile.ts): agree backs Strix's call, disagree backs it not to win. Strix's call
 * itself is never changed by a vote, so its record stays its own.
 */
export async function castPredictionVote(
  ctx: AppContext,
  input: { homeTeam: string; awayTeam: string; voteType: VoteType },
  voter: CommunityVoter,
) {
  const matchup = await resolveMatchup(ctx.db, input.homeTeam, input.awayTeam);
  await capAnonymousVoters(ctx, matchup.target, voter);
  const asOf = await currentAsOf(ctx);
  const counted = await ctx.db.transaction(async (tx) => {
    const voteId = await insertVote(tx, {
      target: matchup.target,
      choice: input.voteType,
      voter,
      now: ctx.clock.now(),
    });
    if (voteId === null) throw conflict(COMMUNITY_MESSAGES.alreadyVoted);
    if (voter.userId === undefined || matchup.homeTeamId === null || matchup.awayTeamId === null) {
      return false;
    }
    const prediction = await latestOpenPrediction(
      tx,
      voter.userId,
      matchup.homeTeamId,
      matchup.awayTeamId,
      asOf,
    );
    if (!prediction) return false;
    await linkVoteToPrediction(tx, voteId, prediction.id);
    if (prediction.matchId === null) return false;
    const matchId = prediction.matchId;
    const agrees = input.voteType === 'upvote';
    await savePick(tx, agreementPick(voter.userId, { ...prediction, matchId }, agrees, asOf));
    return true;
  });
  return {
    voteCounts: await voteCounts(ctx, matchup.target),
    userVote: { voteType: input.voteType },
    counted,
  };
}

const matchTarget = (id: number) => `match:${id}`;

async function votableMatch(ctx: AppContext, id: number) {
  const match = await findMatchForVote(ctx.db, id);
  if (!match) throw notFound(COMMUNITY_MESSAGES.matchNotFound);
  const asOf = await currentAsOf(ctx);
  return {
    asOf,
    drawAllowed: match.sportId === 'soccer',
    open: match.kickoff.getTime() > asOf.getTime(),
  };
}

async function matchVotes(
  ctx: AppContext,
  id: number,
  voter: Voter,
  match: { drawAllowed: boolean; open: boolean },
): Promise<MatchVotesResponse> {
  const target = matchTarget(id);
  const [counts, mine, pick] = await Promise.all([
    countVotes(ctx.db, target),
    findVote(ctx.db, target, voter),
    voter.userId === undefined ? null : myPick(ctx.db, voter.userId, id),
  ]);
  const home = counts.get('home') ?? 0;
  const draw = counts.get('draw') ?? 0;
  const away = counts.get('away') ?? 0;
  return {
    home,
    draw,
    away,
    total: home + draw + away,
    userVote: mine === 'home' || mine === 'draw' || mine === 'away' ? mine : null,
    drawAllowed: match.drawAllowed,
    open: match.open,
    myPick: pick,
  };
}

/** GET /api/match/{id}/votes: real counts, zeros when nobody has voted. */
export async function getMatchVotes(
  ctx: AppContext,
  id: number,
  voter: Voter,
): Promise<MatchVotesResponse> {
  return matchVotes(ctx, id, voter, await votableMatch(ctx, id));
}

/**
 * POST /api/match/{id}/vote: home/draw/away until kick-off by the app's clock. Anonymous voters
 * vote once. A signed-in person's vote is their pick for the match: a later vote (or an
 * agree/disagree) replaces it until kick-off, and the counts follow their latest choice.
 * `strixProbabilities` reads Strix's published numbers at the clock, kept with the pick.
 */
export async function castMatchVote(
  ctx: AppContext,
  id: number,
  choice: MatchVoteChoice,
  voter: CommunityVoter,
  strixProbabilities: (matchId: number) => Promise<StrixProbabilities>,
): Promise<MatchVotesResponse> {
  const match = await votableMatch(ctx, id);
  if (choice === 'draw' && !match.drawAllowed) throw badRequest(COMMUNITY_MESSAGES.noDraw);
  if (!match.open) throw conflict(COMMUNITY_MESSAGES.votingClosed);
  const target = matchTarget(id);
  const now = ctx.clock.now();
  if (voter.userId === undefined) {
    await capAnonymousVoters(ctx, target, voter);
    const inserted = await insertVote(ctx.db, { target, choice, voter, now });
    if (inserted === null) throw conflict(COMMUNITY_MESSAGES.alreadyVoted);
    return matchVotes(ctx, id, voter, match);
  }
  const userId = voter.userId;
  const probs = await strixProbabilities(id);
  await ctx.db.transaction(async (tx) => {
    await upsertUserVote(tx, { target, choice, userId, now });
    await savePick(tx, winnerPick(userId, id, choice, probs, match.asOf));
  });
  return matchVotes(ctx, id, voter, match);
}
