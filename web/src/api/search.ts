import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

/**
 * The search answer's full shape arrives with the prediction feature; until then only the parts
 * the shell may show are typed.
 */
export interface SearchResponse {
  prediction?: { prediction?: string; summary?: string; query?: string } | null;
  search?: { id: string | number; query: string } | null;
}

export const runSearch = (query: string) =>
  apiRequest<SearchResponse>('/api/search', { method: 'POST', body: { query } });

export function useSearchMutation() {
  return useMutation({ mutationFn: runSearch });
}
