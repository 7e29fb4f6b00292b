import type {
  ActivityResponse,
  LimitsResponse,
  StakeLimitRequest,
  TakeBreakRequest,
} from '@contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type { LimitsResponse };

const base = (userId: string) => `/api/user/${encodeURIComponent(userId)}`;

export const fetchBettingLimits = (userId: string) =>
  getJson<LimitsResponse>(`${base(userId)}/limits`);

export const takeBreak = (userId: string, body: TakeBreakRequest) =>
  apiRequest<LimitsResponse>(`${base(userId)}/limits/break`, { method: 'PUT', body });

export const setStakeLimit = (userId: string, body: StakeLimitRequest) =>
  apiRequest<LimitsResponse>(`${base(userId)}/limits/stake`, { method: 'PUT', body });

/** "Still here": the server adds the time since the last one (capped), so a closed tab adds nothing. */
export const sendHeartbeat = (userId: string) =>
  apiRequest<ActivityResponse>(`${base(userId)}/activity`, { method: 'POST' });

/** GET /api/user/{userId}/limits; read again on opening Settings (time spent moves). */
export function useBettingLimits(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.bettingLimits(userId ?? ''),
    queryFn: () => fetchBettingLimits(userId ?? ''),
    enabled: Boolean(userId),
    staleTime: 0,
  });
}

/** A change answers the whole new state: it replaces the cached one, and the match pages reload. */
function useLimitsMutation<T>(
  userId: string | undefined,
  send: (userId: string, body: T) => Promise<LimitsResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => send(userId ?? '', body),
    onSuccess: (data) => {
      if (!userId) return;
      queryClient.setQueryData(queryKeys.bettingLimits(userId), data);
      // A break hides prices that cached match pages still hold.
      void queryClient.invalidateQueries({ queryKey: ['/api/match'] });
    },
  });
}

export const useTakeBreak = (userId: string | undefined) => useLimitsMutation(userId, takeBreak);

export const useSetStakeLimit = (userId: string | undefined) =>
  useLimitsMutation(userId, setStakeLimit);
