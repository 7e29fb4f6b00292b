import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { userMessage } from '../../api/client.ts';
import { unresolvedQuestion, useRecentSearches, useSearchMutation } from '../../api/search.ts';
import { invalidateBilling, isUsageLimitError } from '../../api/usage.ts';
import { useAuth } from '../../auth/auth-context.ts';
import type { Access } from '../../auth/use-access.ts';
import { useTypedInterpretation } from '../../components/search/use-typed-interpretation.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { askedToday, modalBeforeSearch } from '../../lib/usage.ts';
import type { HomeModalState } from './home-modals.tsx';
import { loadOutlookResult, loadSearchResult } from './lazy-parts.ts';
import { useRecordUsage } from './use-record-usage.ts';

const queryFromSearch = (search: string) => new URLSearchParams(search).get('q') ?? '';

/** A failed search: Strix's own notice, the usage-limit modal, or a failure toast. */
function onSearchError(error: unknown, queryClient: QueryClient, modals: HomeModalState) {
  // A question Strix cannot resolve gets its own notice card, not a failure toast.
  if (unresolvedQuestion(error)) return;
  // The server refused to spend (402 'Daily prediction limit reached'): what it counts wins over
  // what this screen last heard, so read the limits again.
  if (isUsageLimitError(error)) {
    void invalidateBilling(queryClient);
    modals.openLimit('usageLimit');
    return;
  }
  toast({
    title: 'Search Failed',
    description: userMessage(error, 'Failed to process your search. Please try again.'),
    variant: 'destructive',
  });
}

/**
 * The home screen's question (product spec, 'States and transitions' Search): what is typed, what
 * Strix makes of it, the
 * question last asked and its answer, and `runSearch`, which asks unless a modal must come first.
 */
export function useHomeSearch(access: Access, modals: HomeModalState) {
  const { user } = useAuth();
  const search = useSearch();
  const [query, setQuery] = useState(() => queryFromSearch(search));
  const [lastQuery, setLastQuery] = useState('');
  const queryClient = useQueryClient();
  const searchMutation = useSearchMutation();
  const recentSearches = useRecentSearches(Boolean(user));
  const interpretation = useTypedInterpretation(query);
  const recordUsage = useRecordUsage(access, modals.openLimit);
  const recentQueries = useMemo(
    () => (recentSearches.data ?? []).map((item) => item.query),
    [recentSearches.data],
  );

  // A signed-in person typing a question is about to ask it: the answer's code loads now, so
  // the moment they press Enter is spent on the question, not on fetching and running that code.
  const typing = Boolean(user) && query.trim() !== '';
  useEffect(() => {
    if (!typing) return;
    void loadSearchResult();
    void loadOutlookResult();
  }, [typing]);

  // /insight hands teams over as ?q=; a later visit with a new q replaces the text.
  useEffect(() => {
    const q = queryFromSearch(search);
    if (q) setQuery(q);
  }, [search]);

  const runSearch = (raw: string) => {
    const trimmed = raw.trim();
    if (!trimmed) {
      toast({
        title: 'Invalid Query',
        description: 'Please enter a betting question to search.',
        variant: 'destructive',
      });
      return;
    }
    const asked = askedToday(trimmed, recentSearches.data ?? [], access.limits);
    const blocked = modalBeforeSearch(Boolean(user), access.limits, asked);
    if (blocked === 'signIn') {
      modals.openSignIn();
      return;
    }
    setQuery(trimmed);
    if (blocked === 'usageLimit') {
      // Product spec, 'States and transitions': 'Daily prediction limit reached' without calling
      // the server.
      modals.openLimit('usageLimit');
      return;
    }
    setLastQuery(trimmed);
    void loadSearchResult();
    void loadOutlookResult();
    searchMutation.mutate(trimmed, {
      onSuccess: (result) => void recordUsage(result),
      onError: (error) => onSearchError(error, queryClient, modals),
    });
  };

  return { query, setQuery, lastQuery, interpretation, recentQueries, searchMutation, runSearch };
}

export type HomeSearch = ReturnType<typeof useHomeSearch>;
