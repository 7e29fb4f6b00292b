import type {
  Interpretation,
  OutlookSearchResponse,
  RecentSearch,
  SearchAnswer,
  SearchRequest,
  SearchResponse,
  UnresolvedQuestion,
} from '@contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, getJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type {
  Interpretation,
  OutlookSearchResponse,
  RecentSearch,
  SearchAnswer,
  SearchResponse,
  UnresolvedQuestion,
};

/** Recent searches stay fresh for 5 minutes (product spec, 'Business constants and limits'). */
const RECENT_SEARCHES_FRESH_MS = 5 * 60_000;
const MAX_QUERY_LENGTH = 300;

/**
 * A 422 answer to a question Strix cannot resolve: the server's sentence and what the person may
 * have meant. Anything else is not one.
 */
export function unresolvedQuestion(error: unknown): UnresolvedQuestion | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body as Partial<UnresolvedQuestion> | undefined;
  if (!body || typeof body.error !== 'string') return null;
  const suggestions = Array.isArray(body.suggestions)
    ? body.suggestions.filter((s): s is string => typeof s === 'string' && s.trim() !== '')
    : [];
  return { error: body.error, suggestions };
}

/** A match answer or a season outlook, told apart by `kind`. */
export const runSearch = (query: string) =>
  apiRequest<SearchAnswer>('/api/search', {
    method: 'POST',
    body: { query: query.trim() } satisfies SearchRequest,
  });

/**
 * POST /api/search; a success refreshes the recent searches and, since the server spent a
 * prediction or a credit on it, the limits (product spec, 'States and transitions': Search).
 */
export function useSearchMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSearch,
    onSuccess: () => {
      // Not awaited: the answer should not wait for the limits to come back.
      void queryClient.invalidateQueries({ queryKey: queryKeys.userLimits });
      return queryClient.invalidateQueries({ queryKey: queryKeys.recentSearches });
    },
  });
}

export const fetchRecentSearches = () => getJson<RecentSearch[]>('/api/searches');

/** The signed-in person's recent questions, newest first; nothing is asked when signed out. */
export function useRecentSearches(signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.recentSearches,
    queryFn: fetchRecentSearches,
    enabled: signedIn,
    staleTime: RECENT_SEARCHES_FRESH_MS,
  });
}

export type InterpretResult =
  | { kind: 'understood'; interpretation: Interpretation }
  | { kind: 'unresolved'; unresolved: UnresolvedQuestion };

export async function fetchInterpretation(q: string, signal?: AbortSignal) {
  try {
    const interpretation = await apiRequest<Interpretation>(
      `/api/interpret?q=${encodeURIComponent(q)}`,
      { signal },
    );
    return { kind: 'understood', interpretation } satisfies InterpretResult;
  } catch (error) {
    const unresolved = unresolvedQuestion(error);
    if (unresolved) return { kind: 'unresolved', unresolved } satisfies InterpretResult;
    throw error;
  }
}

/**
 * What Strix understands from a question (the text as it stood when typing paused: see
 * components/search/use-typed-interpretation.ts). The previous answer stays on screen while the
 * next one loads, so the line does not flicker.
 */
export function useInterpretation(question: string, enabled = true) {
  const q = question.trim();
  return useQuery<InterpretResult>({
    queryKey: queryKeys.interpret(q),
    queryFn: ({ signal }) => fetchInterpretation(q, signal),
    enabled: enabled && q.length > 0 && q.length <= MAX_QUERY_LENGTH,
    // The replay clock can move, which changes what 'today' means; a minute is fresh enough.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
