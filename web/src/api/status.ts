import type { StatusResponse } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** Which clock the data runs on: the replay of stored data (with its date) or live providers. */
export function useStatus() {
  return useQuery({
    queryKey: queryKeys.status,
    queryFn: () => getJson<StatusResponse>('/api/status'),
    // The replay clock moves only when someone runs `npm run replay`; a minute is fresh enough.
    staleTime: 60_000,
  });
}
