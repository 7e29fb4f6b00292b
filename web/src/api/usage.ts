import type { SubscriptionInfo, TrackUsageResponse, UserLimits } from '@contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, getJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type { SubscriptionInfo, TrackUsageResponse, UserLimits };

/**
 * Product spec, 'Business constants and limits': the home screen refetches limits every 60 s; other
 * screens treat 30 s as fresh.
 */
export const LIMITS_REFETCH_MS = 60_000;
export const LIMITS_STALE_MS = 30_000;

export const fetchUserLimits = () => getJson<UserLimits>('/api/user/limits');
export const fetchSubscription = () => getJson<SubscriptionInfo>('/api/user/subscription');

/**
 * The server already counted the search; this reads back what it counted (product spec, 'States and
 * transitions').
 */
export const trackUsage = (searchId: string) =>
  apiRequest<TrackUsageResponse>('/api/user/track-usage', {
    method: 'POST',
    body: { searchId },
  });

export const cancelSubscription = () =>
  apiRequest<SubscriptionInfo & { message: string }>('/api/user/subscription/cancel', {
    method: 'POST',
  });

/** GET /api/user/limits for the signed-in user; `poll` is the home screen's 60 s refetch. */
export function useUserLimits(userId: string | undefined, { poll = false } = {}) {
  return useQuery({
    queryKey: queryKeys.userLimitsOf(userId ?? ''),
    queryFn: fetchUserLimits,
    enabled: Boolean(userId),
    ...(poll
      ? { refetchInterval: LIMITS_REFETCH_MS, refetchIntervalInBackground: false }
      : { staleTime: LIMITS_STALE_MS }),
  });
}

/** GET /api/user/subscription (signed in only). */
export function useSubscription(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.subscriptionOf(userId ?? ''),
    queryFn: fetchSubscription,
    enabled: Boolean(userId),
    staleTime: LIMITS_STALE_MS,
  });
}

/** Drops the billing reads so every screen asks again (after a search, a purchase, a cancel). */
export function invalidateBilling(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.userLimits }),
    queryClient.invalidateQueries({ queryKey: queryKeys.subscription }),
  ]);
}

/** Limits without the track-usage extras, as GET /api/user/limits would answer. */
export function limitsFromTrack({ counted: _c, spentFrom: _s, ...limits }: TrackUsageResponse) {
  return limits satisfies UserLimits;
}

export function useTrackUsage(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: trackUsage,
    onSuccess: (response) => {
      if (userId)
        queryClient.setQueryData(queryKeys.userLimitsOf(userId), limitsFromTrack(response));
    },
  });
}

export function useCancelSubscription(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: ({ message: _message, ...info }) => {
      if (userId) queryClient.setQueryData(queryKeys.subscriptionOf(userId), info);
      void queryClient.invalidateQueries({ queryKey: queryKeys.userLimits });
    },
  });
}

/**
 * Product spec, 'States and transitions': a failure whose message mentions 'limit', 'subscription'
 * or 'credits', or a 402.
 */
export function isUsageLimitError(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 402) return true;
  const texts: string[] = [];
  if (error instanceof ApiError && error.serverMessage) texts.push(error.serverMessage);
  if (error instanceof Error) texts.push(error.message);
  return texts.some((text) => /limit|subscription|credits/i.test(text));
}
