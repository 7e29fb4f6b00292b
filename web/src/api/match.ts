import type { MatchResponse } from '@contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type { MatchResponse };

export const fetchMatch = (id: string) =>
  getJson<MatchResponse>(`/api/match/${encodeURIComponent(id)}`);

/** A match and its prediction; a 404 reads as null ('Match not found'), other failures throw. */
export const matchQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.match(id),
    queryFn: async () => {
      try {
        return await fetchMatch(id);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          return null;
        }
        throw error;
      }
    },
  });

export function useMatch(id: string) {
  return useQuery(matchQuery(id));
}
