import type { LeagueOutlook, StatusResponse } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useAppClock } from './use-app-clock.ts';

export type { LeagueOutlook };

/** How often a league page asks whether the clock moved (`npm run replay`, or live). */
const CLOCK_CHECK_MS = 60_000;

export const fetchLeagueOutlook = (leagueId: string) =>
  getJson<LeagueOutlook>(`/api/league/${encodeURIComponent(leagueId)}/outlook`);

/** A league the server cannot simulate (unknown, a cup, no season on file) answers 404. */
export type OutlookRead = { ok: true; outlook: LeagueOutlook } | { ok: false; error: string };

/**
 * A league's season outlook at the app's clock. The clock is part of the key, so a moved replay
 * date or the next live minute reads a new outlook; while the page is open the status is asked
 * again each minute, so a replay moved from the command line shows without a reload.
 */
export function useLeagueOutlook(leagueId: string) {
  useQuery({
    queryKey: queryKeys.status,
    queryFn: () => getJson<StatusResponse>('/api/status'),
    refetchInterval: CLOCK_CHECK_MS,
  });
  const clock = useAppClock();
  return useQuery<OutlookRead>({
    queryKey: queryKeys.leagueOutlook(leagueId, clock?.toISOString() ?? ''),
    queryFn: async () => {
      try {
        return { ok: true, outlook: await fetchLeagueOutlook(leagueId) };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          return { ok: false, error: error.serverMessage ?? 'This league has no season outlook.' };
        }
        throw error;
      }
    },
    enabled: clock !== null,
    staleTime: CLOCK_CHECK_MS,
  });
}
