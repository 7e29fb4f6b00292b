import type { StatusResponse } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

export const fetchStatus = () => getJson<StatusResponse>('/api/status');

/**
 * Which clock the data runs on: the replay of stored data (with its date) or live providers, with
 * when prices were last updated and each provider's health.
 */
export function useStatus() {
  return useQuery({
    queryKey: queryKeys.status,
    queryFn: fetchStatus,
    // The replay clock moves only when someone runs `npm run replay`; a minute is fresh enough.
    staleTime: 60_000,
    // Live, the status line says how old the odds are and which provider fails: re-read it
    // each minute so it never vouches for prices the server has since replaced.
    // An accelerated clock (development and tests) moves a clock minute faster than that.
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data?.mode !== 'live') return false;
      return Math.max(2_000, 60_000 / (data.acceleratedClock?.speed ?? 1));
    },
  });
}

/**
 * Whether this server offers Google sign-in. Read from the status every page asks for at entry
 * (early-reads.ts), so the forms wait for no request of their own; false until it has come, so a
 * button that cannot work never flashes.
 */
export function useGoogleSignIn(): boolean {
  return useStatus().data?.googleSignIn === true;
}
