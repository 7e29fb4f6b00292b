import type { LeagueOutlook } from '@contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { fetchStatus } from './status.ts';
import { useAppClock } from './use-app-clock.ts';

export type { LeagueOutlook };

/** How often a league page asks whether the clock moved (`npm run replay`, or live). */
const CLOCK_CHECK_MS = 60_000;

export const fetchLeagueOutlook = (leagueId: string) =>
  getJson<LeagueOutlook>(`/api/league/${encodeURIComponent(leagueId)}/outlook`);

/** A league the server cannot simulate (unknown, a cup, no season on file) answers 404. */
export type OutlookRead = { ok: true; outlook: LeagueOutlook } | { ok: false; error: string };

/** A league's outlook read at one clock position (an ISO instant, the query key's last part). */
const outlookQuery = (leagueId: string, clock: string) =>
  queryOptions<OutlookRead>({
    queryKey: queryKeys.leagueOutlook(leagueId, clock),
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
    staleTime: CLOCK_CHECK_MS,
  });

/**
 * Reads a replay's outlook ahead of its page (route-prefetch.ts): under the key the page will
 * ask for, the replay date (useAppClock). Live, the page reads at its own minute.
 */
export async function prefetchLeagueOutlook(client: QueryClient, leagueId: string) {
  try {
    const status = await client.fetchQuery({ queryKey: queryKeys.status, queryFn: fetchStatus });
    if (status.mode === 'live') return;
    await client.prefetchQuery(outlookQuery(leagueId, new Date(status.asOf).toISOString()));
  } catch {
    // The page asks again itself and says what failed.
  }
}

/**
 * A league's season outlook at the app's clock. The clock is part of the key, so a moved replay
 * date or the next live minute reads a new outlook; while the page is open the status is asked
 * again each minute, so a replay moved from the command line shows without a reload.
 */
export function useLeagueOutlook(leagueId: string) {
  useQuery({
    queryKey: queryKeys.status,
    queryFn: fetchStatus,
    refetchInterval: CLOCK_CHECK_MS,
  });
  const clock = useAppClock();
  return useQuery({
    ...outlookQuery(leagueId, clock?.toISOString() ?? ''),
    enabled: clock !== null,
  });
}
