import type { DynamicPrediction, StatsResponse } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type { DynamicPrediction, StatsResponse };

const FIVE_MINUTES = 5 * 60_000;
/**
 * Product spec, 'Business constants and limits': the latest published numbers are refetched every
 * 30 s.
 */
const DYNAMIC_REFETCH_MS = 30_000;

const pair = (home: string, away: string) =>
  `${encodeURIComponent(home)}/${encodeURIComponent(away)}`;

export const fetchStats = (home: string, away: string) =>
  getJson<StatsResponse>(`/api/stats/${pair(home, away)}`);

/**
 * Team and player stats for a pairing (product spec, 'States and transitions': Detailed stats
 * query: retry once, fresh for 5
 * minutes), asked only when `enabled`: the caller says whether both names are real teams. A
 * failure is only logged; the section then stays hidden.
 */
export function useTeamStats(home: string, away: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.stats(home, away),
    queryFn: async () => {
      try {
        return await fetchStats(home, away);
      } catch (error) {
        console.warn('Detailed stats could not be loaded', error);
        throw error;
      }
    },
    enabled,
    retry: 1,
    staleTime: FIVE_MINUTES,
  });
}

export const fetchDynamicPrediction = (home: string, away: string) =>
  getJson<DynamicPrediction>(`/api/dynamic-predictions/${pair(home, away)}`);

/**
 * The current published numbers for a pairing, refreshed every 30 s while shown; asked only when
 * `enabled` (both names real teams).
 */
export function useDynamicPrediction(home: string, away: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.dynamicPredictions(home, away),
    queryFn: () => fetchDynamicPrediction(home, away),
    enabled,
    refetchInterval: DYNAMIC_REFETCH_MS,
    staleTime: DYNAMIC_REFETCH_MS,
  });
}
