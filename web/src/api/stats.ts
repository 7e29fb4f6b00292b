import type { DynamicPrediction, StatsResponse } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { isRealTeamName } from '../lib/prediction.ts';
import { getJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type { DynamicPrediction, StatsResponse };

const FIVE_MINUTES = 5 * 60_000;
/**
 * The latest published numbers are refetched every 30 s (product spec,
 * 'Business constants and limits').
 */
const DYNAMIC_REFETCH_MS = 30_000;

const pair = (home: string, away: string) =>
  `${encodeURIComponent(home)}/${encodeURIComponent(away)}`;

export const fetchStats = (home: string, away: string) =>
  getJson<StatsResponse>(`/api/stats/${pair(home, away)}`);

/**
 * Team and player stats for two real teams (the Detailed stats query of the product spec's
 * 'States and transitions': both names real, retry once, fresh for 5 minutes). A failure is only
 * logged; the section then stays hidden.
 */
export function useTeamStats(home: string, away: string) {
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
    enabled: isRealTeamName(home) && isRealTeamName(away),
    retry: 1,
    staleTime: FIVE_MINUTES,
  });
}

export const fetchDynamicPrediction = (home: string, away: string) =>
  getJson<DynamicPrediction>(`/api/dynamic-predictions/${pair(home, away)}`);

/** The current published numbers for a pairing, refreshed every 30 s while shown. */
export function useDynamicPrediction(home: string, away: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.dynamicPredictions(home, away),
    queryFn: () => fetchDynamicPrediction(home, away),
    enabled: enabled && isRealTeamName(home) && isRealTeamName(away),
    refetchInterval: DYNAMIC_REFETCH_MS,
    staleTime: DYNAMIC_REFETCH_MS,
  });
}
