import { QueryClient } from '@tanstack/react-query';
import { getJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The product spec's defaults ('Common behaviour'): data never goes stale by itself, no refetch on
 * focus, no polling, no retries. Queries that need freshness (limits, recent searches) set their
 * own times later.
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

/**
 * A client that already knows nobody is signed in: the server found no session cookie and this
 * browser holds no token, so the first render is the signed-out page (the one prerendered into
 * the HTML, which hydration must match) with no wait for /api/auth/check.
 */
export function createSignedOutQueryClient() {
  const client = createQueryClient();
  client.setQueryData(queryKeys.session, null);
  return client;
}
