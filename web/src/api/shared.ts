import type { SharedPrediction } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type { SharedPrediction };

export const fetchSharedPrediction = (id: string) =>
  getJson<SharedPrediction>(`/api/shared/${encodeURIComponent(id)}`);

/** A shared prediction, public; a 404 reads as null (the page says it is gone). */
export function useSharedPrediction(id: string) {
  return useQuery({
    queryKey: queryKeys.shared(id),
    queryFn: async () => {
      try {
        return await fetchSharedPrediction(id);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
