import { QueryClient } from '@tanstack/react-query';
import { getJson } from '../api/client.ts';

/**
 * Spec §7 defaults: data never goes stale by itself, no refetch on focus, no polling, no retries.
 * Queries that need freshness (limits, recent searches) set their own times later.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // The default reader: a key like ['/api/leaderboard'] is the path it GETs.
        queryFn: ({ queryKey }) => getJson(queryKey.join('/')),
      },
      mutations: { retry: false },
    },
  });
}
