import { randomBytes } from 'node:crypto';
import {
  COMMUNITY_MESSAGES,
  MatchVoteRequestSchema,
  type MatchVotesResponse,
  VoteRequestSchema,
  type VoteResponse,
  type VotesResponse,
} from '@contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/http-error.ts';
import { parseInput, teamNameParam } from '../../lib/parse.ts';
import { rateLimit } from '../../rate-limit/route-limit.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import { authenticate } from '../auth/request-auth.ts';
import { matchView } from '../match/match-view.ts';
import type { SearchDeps } from '../search/search-service.ts';
import type { StrixProbabilities } from './my-pick.ts';
import {
  type CommunityVoter,
  castMatchVote,
  castPredictionVote,
  getMatchVotes,
  getPredictionVotes,
} from './votes-service.ts';

export const VOTER_COOKIE = 'strix_voter';
/** 128 random bits, base64url: what we issue, and the only shape we accept back. */
const VOTER_ID = /^[A-Za-z0-9_-]{22}$/;
const VOTER_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/**
 * The anonymous voter id. Strix issues it (an HttpOnly cookie, set on the first vote call) and
 * only the cookie counts: the spec's client also sends a `session` / `userSession` it keeps in
 * local storage, but an id the client chooses could be changed at will to vote again. So a
 * client-sent id is used only when it equals the cookie, which makes it redundant — in every
 * other case it is ignored and the cookie decides.
 */
function voterSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[VOTER_COOKIE];
  if (existing && VOTER_ID.test(existing)) return existing;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(VOTER_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.https,
    maxAge: VOTER_COOKIE_MAX_AGE_S,
  });
  return id;
}

/**
 * Signed-in people vote as themselves; everyone else as their cookie's session, from their
 * address (which caps how many anonymous voters one network can be on a match).
 */
async function voterOf(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const session = voterSession(ctx, request, reply);
  const auth = await authenticate(ctx, request, reply);
  const voter: CommunityVoter = auth
    ? { userId: auth.user.id }
    : { sessionId: session, address: request.ip };
  return { voter, session };
}

function matchIdParam(value: string): number {
  const id = Number(value);
  if (!/^\d{1,9}$/.test(value) || !Number.isSafeInteger(id)) {
    throw notFound(COMMUNITY_MESSAGES.matchNotFound);
  }
  return id;
}

/**
 * Strix's published probabilities for the match at the clock, kept with a "Who wins?" pick (the
 * Activity list shows them; Risk Taker counts picks against them).
 */
function strixProbabilitiesOf(deps: SearchDeps, asOf: () => Promise<Date>) {
  return async (matchId: number): Promise<StrixProbabilities> => {
    const published = (await matchView(deps, matchId, await asOf())).built.forecast.published;
    return {
      home: published[0]!,
      draw: published.length === 3 ? published[1]! : null,
      away: published.at(-1)!,
    };
  };
}

export function communityRoutes(app: FastifyInstance, ctx: AppContext, deps: SearchDeps) {
  const strixProbabilities = strixProbabilitiesOf(deps, () => currentAsOf(ctx));
  // Votes are cheap to cast and anonymous ones need no account: limited per client address.
  const castLimit = { onRequest: [rateLimit(ctx.limits, 'voteCast')] };
  const readLimit = { onRequest: [rateLimit(ctx.limits, 'voteRead')] };

  app.get<{ Params: { home: string; away: string } }>(
    '/api/votes/:home/:away',
    readLimit,
    async (request, reply): Promise<VotesResponse> => {
      const home = teamNameParam(request.params.home, 'home');
      const away = teamNameParam(request.params.away, 'away');
      const { voter, session } = await voterOf(ctx, request, reply);
      return { ...(await getPredictionVotes(ctx, home, away, voter)), session };
    },
  );

  app.post('/api/vote', castLimit, async (request, reply): Promise<VoteResponse> => {
    const input = parseInput(VoteRequestSchema, request.body);
    const { voter, session } = await voterOf(ctx, request, reply);
    return { ...(await castPredictionVote(ctx, input, voter)), session };
  });

  app.get<{ Params: { id: string } }>(
    '/api/match/:id/votes',
    readLimit,
    async (request, reply): Promise<MatchVotesResponse> => {
      const id = matchIdParam(request.params.id);
      const { voter } = await voterOf(ctx, request, reply);
      return getMatchVotes(ctx, id, voter);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/match/:id/vote',
    castLimit,
    async (request, reply): Promise<MatchVotesResponse> => {
      const id = matchIdParam(request.params.id);
      const { choice } = parseInput(MatchVoteRequestSchema, request.body);
      const { voter } = await voterOf(ctx, request, reply);
      // A match the models cannot build is still votable: its pick keeps no numbers.
      const probabilities = (matchId: number) =>
        strixProbabilities(matchId).catch((error: unknown) => {
          request.log.warn({ err: error, matchId }, 'a pick made without Strix probabilities');
          return null;
        });
      return castMatchVote(ctx, id, choice, voter, probabilities);
    },
  );
}
