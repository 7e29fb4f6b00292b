import type {
  MatchVoteChoice,
  MatchVotesResponse,
  RecordResponse,
  VoteCounts,
  VoteResponse,
  VotesResponse,
  VoteType,
} from '@contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { mirrorSessionId, readSessionId } from './session-id.ts';

export type {
  MatchVoteChoice,
  MatchVotesResponse,
  RecordResponse,
  VoteCounts,
  VoteResponse,
  VotesResponse,
  VoteType,
};

const pair = (home: string, away: string) =>
  `${encodeURIComponent(home)}/${encodeURIComponent(away)}`;

/**
 * GET /api/votes/{home}/{away}?session=: the counts and this voter's vote (product spec, 'Votes').
 */
export async function fetchVotes(home: string, away: string): Promise<VotesResponse> {
  const session = encodeURIComponent(readSessionId());
  const votes = await getJson<VotesResponse>(`/api/votes/${pair(home, away)}?session=${session}`);
  mirrorSessionId(votes.session);
  return votes;
}

export async function castVote(input: {
  homeTeam: string;
  awayTeam: string;
  voteType: VoteType;
}): Promise<VoteResponse> {
  const response = await apiRequest<VoteResponse>('/api/vote', {
    method: 'POST',
    body: { ...input, userSession: readSessionId() },
  });
  mirrorSessionId(response.session);
  return response;
}

/**
 * Votes load on mount (product spec, 'States and transitions'); a failure is only logged
 * (product spec, 'Error catalogue').
 */
export function useVotes(home: string, away: string) {
  return useQuery({
    queryKey: queryKeys.votes(home, away),
    queryFn: async () => {
      try {
        return await fetchVotes(home, away);
      } catch (error) {
        console.warn('Votes could not be loaded', error);
        throw error;
      }
    },
  });
}

export function useCastVote(home: string, away: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voteType: VoteType) => castVote({ homeTeam: home, awayTeam: away, voteType }),
    onSuccess: (response) => {
      queryClient.setQueryData<VotesResponse>(queryKeys.votes(home, away), {
        voteCounts: response.voteCounts,
        userVote: response.userVote,
        session: response.session,
      });
      // Votes count towards a badge, and an agree/disagree can become the voter's pick.
      void queryClient.invalidateQueries({ queryKey: queryKeys.stats_ });
      if (response.counted) {
        void queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] === '/api/match' && query.queryKey[2] === 'votes',
        });
      }
    },
  });
}

export const fetchMatchVotes = (matchId: string | number) =>
  getJson<MatchVotesResponse>(`/api/match/${encodeURIComponent(String(matchId))}/votes`);

export const castMatchVote = (matchId: string | number, choice: MatchVoteChoice) =>
  apiRequest<MatchVotesResponse>(`/api/match/${encodeURIComponent(String(matchId))}/vote`, {
    method: 'POST',
    body: { choice },
  });

export function useMatchVotes(matchId: string) {
  return useQuery({
    queryKey: queryKeys.matchVotes(matchId),
    queryFn: () => fetchMatchVotes(matchId),
  });
}

export function useCastMatchVote(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: MatchVoteChoice) => castMatchVote(matchId, choice),
    onSuccess: (votes) => {
      queryClient.setQueryData(queryKeys.matchVotes(matchId), votes);
      void queryClient.invalidateQueries({ queryKey: queryKeys.stats_ });
    },
  });
}

/** GET /api/record: Strix's graded public record (cached a minute by the server). */
export function useRecord() {
  return useQuery({
    queryKey: queryKeys.record,
    queryFn: () => getJson<RecordResponse>('/api/record'),
    staleTime: 60_000,
  });
}
